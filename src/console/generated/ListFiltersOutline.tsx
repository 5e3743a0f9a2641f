import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FilterListIcon from '@mui/icons-material/FilterList';
import HideIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Button, useListContext, useTranslate, useTranslateLabel } from 'react-admin';
import type { ListFilter, ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { filterChoices } from './filterChoices';
import { filterFormBox } from './filterFormBox';
import { filterProp } from './schemaProps';
import { pickerSearches } from './pickerSearches';

/** react-admin's FilterForm and FilterFormInput boxes, as they lay out (FilterForm.tsx, FilterFormInput.tsx). */
const FORM_BOX = (t: Theme) => ({ ...filterFormBox(t), '& .MuiFormControl-root': { mt: 1 } });
const INPUT_BOX = (t: Theme) => ({ display: 'flex', alignItems: 'flex-end', [t.breakpoints.down('sm')]: { width: '100%' } });

/**
 * A generated list's filter inputs while they load (ListToolbar): the filter form's box, each shown
 * filter a box of the same kind and size holding the value the list is filtered by, disabled. The
 * list's rows do not move when the real inputs take its place.
 */
export function FilterInputsOutline({ config, schema }: { config: ResourceConfig; schema: EntitySchema }) {
  const { filterValues, displayedFilters = {} } = useListContext();
  const shown = config.filters.filter((f) => f.alwaysOn || f.type === 'search' || displayedFilters[f.source] || !isEmpty(filterValues[f.source]));
  const translate = useTranslate();
  return (
    // Why the boxes are disabled, on hover: the filters are loading.
    <Box sx={FORM_BOX} title={translate('ra.page.loading')} data-testid="list-filters-outline">
      {shown.map((f) => (
        <Box key={f.source} sx={INPUT_BOX}>
          <OutlineInput filter={f} schema={schema} resource={config.name} value={filterValues[f.source]} />
          {!f.alwaysOn && f.type !== 'search' && (
            <IconButton size="small" disabled sx={{ mb: 1 }} aria-label={translate('ra.action.remove_filter')}><HideIcon /></IconButton>
          )}
          <Box sx={{ width: 16 }}>&nbsp;</Box>
        </Box>
      ))}
    </Box>
  );
}

/** "Add filter" while the filters load: react-admin's button as FilterButton draws it, disabled. */
export const AddFilterOutline = () => <Button className="add-filter" label="ra.action.add_filter" disabled><FilterListIcon /></Button>;

/** One filter's box: its label (or, for the search box, its placeholder) and the value it holds, as text. */
function OutlineInput({ filter: f, schema, resource, value }: { filter: ListFilter; schema: EntitySchema; resource: string; value: unknown }) {
  const translateLabel = useTranslateLabel();
  const translate = useTranslate();
  if (f.type === 'search') {
    return (
      <TextField
        size="small" hiddenLabel disabled value={text(value)} placeholder={f.label ?? translate('ra.action.search')} inputProps={{ 'aria-label': f.label ?? translate('ra.action.search') }}
        InputProps={{ endAdornment: <InputAdornment position="end"><SearchIcon color="disabled" /></InputAdornment> }}
      />
    );
  }
  const label = translateLabel({ label: f.label, resource, source: f.source });
  const reference = f.reference ?? filterProp(schema, f.property ?? f.source)?.['x-reference'];
  // A select shows its choice's words; a picker's label comes with its records, so it waits empty.
  const shown = reference ? '' : f.type === 'select' ? (filterChoices(f, schema).find((c) => String(c.id) === text(value))?.name ?? '') : text(value);
  const date = f.type === 'dateFrom' || f.type === 'dateTo';
  if (!reference && f.type !== 'select') return <TextField size="small" disabled label={label} value={shown} type={date ? 'date' : 'text'} InputLabelProps={date || shown ? { shrink: true } : {}} />;
  // A select (and a picker) is as wide as its words, at least 160 px; a select has react-admin's
  // dense margin; a picker has the standard height (ReferenceInput does not pass the filter's size on), and a
  // searching one no margin (inputFor.referencePicker).
  return (
    <TextField
      size={reference ? 'medium' : 'small'} margin={reference && pickerSearches(reference.resource) ? 'none' : 'dense'} disabled label={label} value={shown} InputLabelProps={shown ? { shrink: true } : {}}
      inputProps={{ size: Math.max(1, shown.length) }} sx={{ minWidth: 160 }}
      InputProps={{ endAdornment: <InputAdornment position="end"><ArrowDropDownIcon color="disabled" /></InputAdornment> }}
    />
  );
}

const text = (v: unknown) => (v == null ? '' : String(v));
const isEmpty = (v: unknown) => v === '' || v == null;
