import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReportDeclaration } from '../../../reports/defineReport';
import { useTranslate } from 'react-admin';
import type { FilterValues } from './filterValues';
import { FilterInput } from './FilterInput';

/** The filter form generated from the declaration's filter schema; runs on Search, not per keystroke. */
export function ReportFilters({ report, values, errors, onChange, onSearch, onReset }: {
  report: ReportDeclaration; values: FilterValues; errors: Record<string, string>;
  onChange: (values: FilterValues) => void; onSearch: () => void; onReset: () => void;
}) {
  const translate = useTranslate();
  const required = new Set(report.filters.required ?? []);
  return (
    <Box component="form" aria-label={report.title} noValidate onSubmit={(e) => { e.preventDefault(); onSearch(); }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', my: 2 }}>
      {Object.entries(report.filters.properties).map(([name, prop]) => (
        <FilterInput key={name} name={name} prop={prop} required={required.has(name)} choices={report.choices?.[name]}
          value={values[name] ?? ''} error={errors[name]} onChange={(v) => onChange({ ...values, [name]: v })} />
      ))}
      <Button type="submit" variant="contained">{translate('rx.reports.search')}</Button>
      <Button onClick={onReset}>{translate('rx.reports.reset')}</Button>
    </Box>
  );
}
