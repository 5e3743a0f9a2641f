import { alpha, darken, lighten, styled } from '@mui/material/styles';
import { rowPartStyles } from './rowParts';

/**
 * The order list's table (./OrderRowsTable.tsx) as MUI's small Table, TableRow and TableCell look,
 * with compact cells (the widest list, All Chats, fits 1366 px beside the menu): one styled element
 * for the whole table, its rows and cells plain elements styled by class from here. A page of
 * orders was 56 React components a row, most of them MUI's per-cell wrappers; it is now a handful.
 */
export const OrderTableRoot = styled('table')(({ theme }) => {
  const border = theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68);
  const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  return {
    display: 'table', width: '100%', borderCollapse: 'collapse', borderSpacing: 0,
    ...rowPartStyles(theme),
    '& th, & td': {
      ...theme.typography.body2, fontSize: '0.8125rem', display: 'table-cell', verticalAlign: 'inherit', textAlign: 'left',
      borderBottom: `1px solid ${border}`, padding: '6px 6px', color: theme.palette.text.primary,
    },
    '& th': { lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium },
    '& .rx-cell-check': { width: 24, padding: '0 12px 0 16px', '& > *': { padding: 0 } },
    '& .rx-cell-right': { textAlign: 'right' },
    '& tbody tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
    '& tbody tr.rx-row-selected': {
      backgroundColor: selected,
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity) },
    },
    '& .rx-cell-ellipsis': { maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .rx-cell-delivery': { minWidth: 72 },
    '& .rx-cell-date': { minWidth: 80 },
    '& .rx-cell-time': { minWidth: 88 },
    '& .rx-cell-sub': { color: theme.palette.text.secondary, fontSize: 12, display: 'block' },
    '& .rx-cell-chips': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5) },
    // The order id that opens the detail, looked as MUI's Link (underlined, primary colour, bold).
    '& .rx-row-open': {
      font: 'inherit', fontWeight: 600, color: theme.palette.primary.main, background: 'none', border: 0, padding: 0, margin: 0,
      cursor: 'pointer', textDecoration: 'underline', textDecorationColor: alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
  };
});
