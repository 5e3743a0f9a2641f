import Button from '@mui/material/Button';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import type { BulkAction } from '@shared/resources/defineResource';
import { fillBulkText } from '@shared/resources/bulkText';
import { toApiError } from '../data/apiError';
import { useConfirm } from '../confirm/useConfirm';

type Request = (method: string, path: string, body: unknown) => Promise<Record<string, unknown>>;

/**
 * The declared bulk actions over the ticked rows (config.bulkActions): each confirms in-app with the
 * count and totals, sends the ids once, then says what the server did, clears the ticks and reads the
 * list again. A refusal stays in the dialog and the rows stay ticked.
 */
export function BulkActions({ actions }: { actions: BulkAction[] }) {
  const { selectedIds, data = [], onUnselectItems } = useListContext();
  const dataProvider = useDataProvider() as unknown as { request: Request };
  const notify = useNotify();
  const refresh = useRefresh();
  const [ask, confirmDialog] = useConfirm();
  const rows = data.filter((r) => selectedIds.includes(r.id)) as Array<Record<string, unknown>>;

  const run = (a: BulkAction) => void ask({
    title: `${a.label}?`, body: fillBulkText(a.confirm, rows), confirmLabel: a.label, cancelLabel: 'Cancel', destructive: a.tone === 'error',
    act: async () => {
      try {
        const answer = await dataProvider.request(a.method ?? 'POST', a.path, { ...(a.body ?? {}), [a.idsField]: [...selectedIds] });
        notify(fillBulkText(a.done ?? `${a.label}: done`, rows, answer ?? {}), { type: 'success' });
        onUnselectItems();
        refresh();
        return null;
      } catch (e) {
        return (e as { body?: { message?: string } }).body?.message ?? toApiError(e).message;
      }
    },
  });

  return (
    <>
      {selectedIds.length > 0 && actions.map((a) => (
        <Button key={a.name} size="small" variant="contained" color={a.tone ?? 'primary'} onClick={() => run(a)}>{a.label}</Button>
      ))}
      {confirmDialog}
    </>
  );
}
