import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { whoOf, type AuditRow } from '../../history/format';

/** Who made an audited change: "Nimali Perera (Pharmacist)", the customer, or the system. */
export function AuditWhoField(_: { source: string; label?: string }) {
  const translate = useTranslate();
  const row = useRecordContext() as AuditRow | undefined;
  if (!row) return null;
  return <Typography variant="body2" component="span">{whoOf(row, { system: translate('rx.history.system'), customer: translate('rx.history.customer') })}</Typography>;
}
