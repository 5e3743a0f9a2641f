import { styled } from '@mui/material/styles';
import { rowPartStyles } from '../../orders/rowParts';

/**
 * A kanban card's outline and its parts' type (./KanbanCard.tsx), as the outlined Paper, ButtonBase
 * and Typography it was drawn with: one styled element per card, its parts plain elements styled by
 * class from here. A board opens with ~90 cards: as MUI components they were ~5,000 React components
 * and ~1,100 style serialisations in one commit, a phone's longest task by far.
 */
export const KanbanCardRoot = styled('div')(({ theme }) => ({
  // The column's virtualiser sizes each card's slot (cardHeight.ts); the card leaves 8 px of it as the gap.
  height: 'calc(100% - 8px)', overflow: 'hidden', display: 'flex',
  backgroundColor: theme.palette.background.paper, color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`, borderRadius: theme.shape.borderRadius,
  // The status and action-required tags, as an order row's (../../orders/rowParts.ts).
  ...rowPartStyles(theme),
  '& .rx-kc-open': {
    display: 'flex', alignItems: 'flex-start', width: '100%', margin: 0, padding: 0, border: 0, borderRadius: 'inherit',
    background: 'none', color: 'inherit', font: 'inherit', textAlign: 'left', cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .rx-kc-body': { padding: theme.spacing(1), width: '100%', minWidth: 0, textAlign: 'left' },
  '& .rx-kc-head': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(1), alignItems: 'center' },
  '& .rx-kc-id': { ...theme.typography.subtitle2 },
  '& .rx-kc-line, & .rx-kc-caption': { display: 'block', margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .rx-kc-line': { ...theme.typography.body2 },
  '& .rx-kc-caption': { ...theme.typography.caption, color: theme.palette.text.secondary },
  // The action-required flag under the lines: smaller than the status tag, as the card's height is fixed.
  '& .rx-kc-body > .rx-tag': { height: 18, fontSize: 11 },
}));
