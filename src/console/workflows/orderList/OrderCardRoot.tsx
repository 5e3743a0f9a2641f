import { styled } from '@mui/material/styles';

/**
 * An order card's outline and its lines' type (./OrderRowCard.tsx), as an outlined Paper with
 * body2 and caption Typography looked: one styled element per card, its parts plain elements
 * styled by class from here.
 */
export const OrderCardRoot = styled('div')(({ theme }) => ({
  display: 'flex', gap: theme.spacing(1), alignItems: 'flex-start', padding: theme.spacing(1), marginBottom: theme.spacing(1),
  backgroundColor: theme.palette.background.paper, color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`, borderRadius: theme.shape.borderRadius,
  '& .rx-card-body': { flex: 1, minWidth: 0 },
  '& .rx-card-head': { display: 'flex', gap: theme.spacing(1), alignItems: 'center', flexWrap: 'wrap' },
  '& .rx-card-line': { ...theme.typography.body2, margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .rx-card-muted, & .rx-card-caption': { color: theme.palette.text.secondary },
  '& .rx-card-caption': { ...theme.typography.caption },
}));
