import { alpha, styled } from '@mui/material/styles';
import { rowPartStyles } from './rowParts';

/**
 * An order card's outline and its lines' type (./OrderRowCard.tsx), as an outlined Paper with
 * body2 and caption Typography looked: one styled element per card, its parts plain elements
 * styled by class from here.
 */
export const OrderCardRoot = styled('div')(({ theme }) => ({
  display: 'flex', gap: theme.spacing(1), alignItems: 'flex-start', padding: theme.spacing(1), marginBottom: theme.spacing(1),
  backgroundColor: theme.palette.background.paper, color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`, borderRadius: theme.shape.borderRadius,
  ...rowPartStyles(theme),
  '& .rx-card-body': { flex: 1, minWidth: 0 },
  '& .rx-card-head': { display: 'flex', gap: theme.spacing(1), alignItems: 'center', flexWrap: 'wrap' },
  '& .rx-card-line': { ...theme.typography.body2, margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .rx-card-muted, & .rx-card-caption': { color: theme.palette.text.secondary },
  '& .rx-card-caption': { ...theme.typography.caption },
  // The order id that opens the detail, looked as MUI's Link (underlined, primary colour).
  '& .rx-card-open': {
    ...theme.typography.body1, fontWeight: 600, color: theme.palette.primary.main, background: 'none', border: 0, padding: 0, margin: 0,
    cursor: 'pointer', textDecoration: 'underline', textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
}));
