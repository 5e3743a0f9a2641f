import type { Theme } from '@mui/material/styles';

/**
 * react-admin's filter form box as it lays out (its FilterForm.tsx): the real form's element
 * (ListFilterLiveForm) and its outline while the inputs load (ListFiltersOutline) both take it, so
 * the rows under them do not move when one replaces the other.
 */
export const filterFormBox = (theme: Theme) => ({
  display: 'flex',
  flex: '0 1 auto',
  [theme.breakpoints.down('sm')]: { width: '100%' },
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  padding: `0 0 ${theme.spacing(0.5)} 0`,
}) as const;
