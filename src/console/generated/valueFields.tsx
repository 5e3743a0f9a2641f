import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate, formatDateTime, formatNumber } from '../i18n/format';

/**
 * A date, date-time or number of a generated screen, written as the order rows write them
 * (i18n/format.ts: "Dec 07, 2026", "Dec 07, 10:53 AM", "1,234.5"), not by react-admin's DateField
 * and NumberField: those ask Intl, whose first use loads ICU's locale data in one long task, and
 * wrote the same date two ways across the console. Datagrid and show layouts read `source`,
 * `label`, `sortable` and `textAlign` from these as from react-admin's fields.
 */
interface ValueFieldProps { source: string; label?: string; sortable?: boolean; emptyText?: string; textAlign?: 'left' | 'right' }

function ValueText({ text, emptyText }: { text: string | null; emptyText?: string }) {
  const translate = useTranslate();
  if (text === null) return emptyText ? <Typography component="span" variant="body2">{translate(emptyText, { _: emptyText })}</Typography> : null;
  return <Typography component="span" variant="body2">{text}</Typography>;
}

/** The record's value at `source`, or null when it has none (absent, null, empty text). */
const shownValue = (record: Record<string, unknown> | undefined, source: string) => {
  const v = record?.[source];
  return v === null || v === undefined || v === '' ? null : v;
};

export function DateValueField({ source, emptyText, showTime = false }: ValueFieldProps & { showTime?: boolean }) {
  const v = shownValue(useRecordContext(), source);
  return <ValueText text={v === null ? null : showTime ? formatDateTime(v) : formatDate(v)} emptyText={emptyText} />;
}

export function NumberValueField({ source, emptyText }: ValueFieldProps) {
  const v = shownValue(useRecordContext(), source);
  return <ValueText text={v === null ? null : Number.isFinite(Number(v)) ? formatNumber(Number(v)) : String(v)} emptyText={emptyText} />;
}
