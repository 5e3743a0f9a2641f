import { useRecordContext } from 'react-admin';
import { ChangesList } from '../../history/ChangesList';
import type { AuditRow } from '../../history/format';

/** The changed fields of an audit row, "Field: before → after" (the History tab's list). */
export function AuditChangesField(_: { source: string; label?: string }) {
  const row = useRecordContext() as AuditRow | undefined;
  return row ? <ChangesList row={row} /> : null;
}
