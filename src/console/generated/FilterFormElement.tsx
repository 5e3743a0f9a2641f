import { styled } from '@mui/material/styles';
import { FilterFormClasses } from 'react-admin';

/**
 * The filter form's own element, styled as react-admin's FilterForm styles it (a wrapping row of
 * inputs, their helper texts hidden), under its theme name RaFilterForm: ListFilterForm builds the
 * form from react-admin's parts and needs the element they come in.
 */
export const FilterFormElement = styled('form', {
  name: 'RaFilterForm',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  flex: '0 1 auto',
  [theme.breakpoints.down('sm')]: { width: '100%' },
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  pointerEvents: 'none',
  padding: `0 0 ${theme.spacing(0.5)} 0`,
  '& .MuiFormHelperText-root': { display: 'none' },
  [`& .${FilterFormClasses.clearFix}`]: { clear: 'right' },
  [`& .${FilterFormClasses.filterFormInput} .MuiFormControl-root`]: { marginTop: theme.spacing(1) },
}));
