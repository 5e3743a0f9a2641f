import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

/** An audit action in words (update → "Edited"); an action without words as stored (revoke). */
export function AuditActionField({ source }: { source: string; label?: string }) {
  const translate = useTranslate();
  const action = String(useRecordContext()?.[source] ?? '');
  return <Typography variant="body2" component="span">{translate(`rx.history.actions.${action}`, { _: action })}</Typography>;
}
