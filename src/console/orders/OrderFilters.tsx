import { memo, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES, orderStatusLabel, orderStatusName } from '@shared/orders/statuses';
import { LIST_SEARCH, FILTER_DAY } from '@shared/forms/requestFields';
import { dayRangeProblem } from '@shared/schemas/dayRange';
import { ORDER_LIST_DAYS } from '@shared/forms/dayRanges';
import { SchemaField } from '../generated/SchemaField';
import { useLazyFieldCheck } from '../generated/useLazyFieldCheck';
import type { OrderFilterValues } from './filters';
import { SortToggle } from './SortToggle';
import { useReference } from './useReference';

export type FilterField = 'search' | 'dates' | 'city' | 'location' | 'assignee' | 'status' | 'sort';

/**
 * The filter bar of the order lists. The search box waits for a pause in typing; every other
 * field applies at once. Which fields show depends on the list (`fields`: a constant list, as
 * `onChange` a stable function, so the bar is not drawn again when the list's rows arrive).
 */
export const OrderFilters = memo(function OrderFilters({ value, onChange, fields, statuses = ORDER_STATUSES }: {
  value: OrderFilterValues; onChange: (v: OrderFilterValues) => void; fields: FilterField[]; statuses?: readonly number[];
}) {
  const translate = useTranslate();
  const [term, setTerm] = useState(value.searchTerm ?? '');
  const has = (f: FilterField) => fields.includes(f);
  const cities = useReference('/orders/admin/get-all-cities', undefined, has('city'));
  const locations = useReference('/pharmacy/admin/get-pharmacies-list', { limit: 200 }, has('location'));
  const agents = useReference('/agent/auth/get-pharmacists', { anyLocation: true }, has('assignee'));
  const set = (patch: Partial<OrderFilterValues>) => onChange({ ...value, ...patch });
  const t = (k: string) => translate(`rx.orders.filters.${k}`);

  // The search box is the list call's own schema field (LIST_SEARCH): a refused text is named under
  // it and never sent. Its checker loads on the first keystroke (useLazyFieldCheck), not with the list.
  const { check, load } = useLazyFieldCheck();
  const searchProblem = term && check ? check(LIST_SEARCH, term, t('search')) : null;
  const sendable = !term || (check !== null && !searchProblem);
  const search = { label: t('search'), schema: LIST_SEARCH, text: term, error: searchProblem, touch: () => undefined, setText: (x: string) => { load(); setTerm(x); } };

  // The received dates are the list call's own day fields (FILTER_DAY). An end before the start is
  // named under "Received to" and not sent (the server would refuse it); a valid range applies at once.
  type Day = 'startDate' | 'endDate';
  const [days, setDays] = useState({ startDate: value.startDate ?? '', endDate: value.endDate ?? '' });
  const rangeProblem = (d: typeof days) => dayRangeProblem(d, ORDER_LIST_DAYS)?.message ?? null;
  const dayBox = (key: Day, label: string) => {
    const text = days[key];
    const own = text && check ? check(FILTER_DAY, text, label) : null;
    return {
      label, schema: FILTER_DAY, text, touch: () => undefined,
      error: own ?? (key === 'endDate' ? rangeProblem(days) : null),
      setText: (x: string) => {
        load();
        const next = { ...days, [key]: x };
        setDays(next);
        if (!rangeProblem(next)) set({ startDate: next.startDate, endDate: next.endDate });
      },
    };
  };

  useEffect(() => {
    if ((value.searchTerm ?? '') === term || !sendable) return;
    const id = setTimeout(() => set({ searchTerm: term }), 400);
    return () => clearTimeout(id);
  }, [term, sendable]); // only the typed text (or its check arriving) restarts the pause

  const select = (key: 'city' | 'location' | 'assignee', options: { id: number; name: string }[]) => (
    <TextField select size="small" label={t(key)} value={value[key] ?? ''} sx={{ minWidth: 160 }}
      onChange={(e) => set({ [key]: e.target.value === '' ? '' : Number(e.target.value) })}>
      <MenuItem value="">{t('any')}</MenuItem>
      {options.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}
    </TextField>
  );

  return (
    <Box component="form" role="search" onSubmit={(e) => { e.preventDefault(); if (sendable) set({ searchTerm: term }); }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
      {has('search') && (
        <SchemaField field={search} size="small" type="search" sx={{ minWidth: 200, flex: '1 1 200px' }} />
      )}
      {has('dates') && (
        <>
          <SchemaField field={dayBox('startDate', t('received_from'))} size="small" type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <SchemaField field={dayBox('endDate', t('received_to'))} size="small" type="date" slotProps={{ inputLabel: { shrink: true } }} />
        </>
      )}
      {has('city') && select('city', cities.options)}
      {has('location') && select('location', locations.options)}
      {has('assignee') && select('assignee', agents.options)}
      {has('status') && (
        <TextField select size="small" label={t('status')} value={value.statusArray ?? []} sx={{ minWidth: 180, maxWidth: 320 }}
          slotProps={{ select: { multiple: true, renderValue: (v) => (v as number[]).map(orderStatusLabel).join(', ') } }}
          onChange={(e) => set({ statusArray: (e.target.value as unknown as number[]).map(Number) })}>
          {statuses.map((s) => <MenuItem key={s} value={s}>{translate(`rx.order_status.${orderStatusName(s)}`, { _: orderStatusLabel(s) })}</MenuItem>)}
        </TextField>
      )}
      {has('sort') && <SortToggle value={value.sortBy ?? 'status_update'} onChange={(sortBy) => set({ sortBy })} />}
      <Button size="small" onClick={() => { setTerm(''); setDays({ startDate: '', endDate: '' }); onChange({ sortBy: value.sortBy }); }}>{t('clear')}</Button>
    </Box>
  );
});
