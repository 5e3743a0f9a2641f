import { alpha, lighten, styled } from '@mui/material/styles';

/**
 * A report's table with its body rows and cells drawn as MUI's small TableCell and hover TableRow
 * look, from one style rule set here: the body is plain <tr>/<td> (./ReportTable.tsx). A page of 25
 * rows × 20 columns as TableCell components was ~2,000 React components and 500 style
 * serialisations in one commit, most of a phone's work in opening a report.
 */
export const ReportBodyTable = styled('table')(({ theme }) => ({
  '& tbody td': {
    ...theme.typography.body2, display: 'table-cell', verticalAlign: 'inherit', whiteSpace: 'nowrap',
    color: theme.palette.text.primary, textAlign: 'left', padding: '6px 16px',
    borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : theme.palette.divider}`,
  },
  '& tbody td.rx-num': { textAlign: 'right' },
  '& tbody tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
  '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
}));
