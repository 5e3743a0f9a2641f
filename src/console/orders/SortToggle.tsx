import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import type { SortMode } from './types';

/** Status-update date vs the sorting dates (spec 2, Kanban board; spec 3 sorting fields). */
export function SortToggle({ value, onChange }: { value: SortMode; onChange: (v: SortMode) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_, v: SortMode | null) => v && onChange(v)} aria-label={translate('rx.orders.sort.label')}>
      <ToggleButton value="status_update">{translate('rx.orders.sort.status_update')}</ToggleButton>
      <ToggleButton value="sorting_date">{translate('rx.orders.sort.sorting_date')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
