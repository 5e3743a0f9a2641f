import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import { useBasename, useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { actionApplies, fillRoute, fillText, type RecordAction, type ResourceConfig } from '@shared/resources/defineResource';
import { labelOf } from '@shared/schemas/messages';
import { toApiError } from '../data/apiError';
import { PdfButton } from '../documents/PdfButton';
import { schemaOf } from './schemaFiles';
import { choicesOf } from './schemaProps';
import { useConfirm } from '../confirm/useConfirm';
import { useResourcePaths } from './useResourcePaths';
import { RefusalDialog, refusalOf } from './RefusalDialog';

// The action's form (react-admin's form, the generated inputs, line tables) loads when it opens:
// a list whose rows carry action buttons does not carry every input with it.
const ActionFormDialog = lazy(() => import('./ActionFormDialog').then((m) => ({ default: m.ActionFormDialog })));

type Refusal = { message: string; details: Array<{ field: string; message: string }> };

/** A status value in words ("partially_received" → "Partially Received"). */
const word = (v: unknown) => choicesOf([v])[0]?.name ?? String(v);

/**
 * One declared record action: a button that confirms in-app (or asks its body in a dialog form),
 * calls the contract path and refreshes the record. Disabled with the reason on the button when it
 * does not apply to the record's status, or when `blocked` says why (an edit form with unsaved or
 * refused values).
 */
export function ActionButton({ config, action, record, blocked }: {
  config: ResourceConfig; action: RecordAction; record: RaRecord; blocked?: string;
}) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ title: string; text: string } | null>(null);
  const schema = schemaOf(config.schema);
  const fieldLabel = action.when ? labelOf(action.when.field, schema.properties[action.when.field]).toLowerCase() : '';
  const applies = actionApplies(action, record, word, (f) => labelOf(f, schema.properties[f]));
  const navigate = useNavigate();
  const paths = useResourcePaths(config);
  const [ask, confirmDialog] = useConfirm();
  const basename = useBasename();
  const reason = blocked ?? (applies.ok ? undefined : applies.reason?.replace(`when ${action.when?.field} is`, `when ${fieldLabel} is`));
  const id = record[config.idField] ?? record.id;
  // What the call carries: the record's id, or another of its properties (action.idFrom).
  const sentId = action.idFrom ? record[action.idFrom] : id;
  const values = record as Record<string, unknown>;

  if (action.route) {
    if (reason) return <Disabled label={action.label} reason={reason} reasonId={reasonId} />;
    return <Button size="small" variant="contained" component={Link} to={`${basename}${fillRoute(action.route, id)}`}>{action.label}</Button>;
  }

  if (action.document) {
    if (reason) return <Disabled label={action.label} reason={reason} reasonId={reasonId} />;
    return (
      <PdfButton path={fillRoute(action.path, sentId)} params={action.idField ? { [action.idField]: sentId } : {}} label={action.label}
        fallbackName={fillText(action.document.fileName, values)} method={action.method === 'POST' ? 'post' : 'get'} />
    );
  }

  const send = async (extra: Record<string, unknown> = {}): Promise<Refusal | null> => {
    const body = { ...(action.body ?? {}), ...extra, ...(action.idField ? { [action.idField]: sentId } : {}) };
    try {
      await (dataProvider as unknown as { request: (m: string, p: string, b: unknown) => Promise<unknown> })
        .request(action.method ?? 'POST', fillRoute(action.path, sentId), body);
      notify(fillText(action.done ?? `${action.label}: done`, values), { type: 'success' });
      setOpen(false);
      const next = action.then && paths.absolute(action.then, action.then === 'show' ? id : undefined);
      if (next) navigate(next);
      else refresh();
      return null;
    } catch (e) {
      // The data provider's HttpError carries the server's envelope (message, details per field).
      const body = (e as { body?: { details?: Refusal['details']; message?: string } }).body;
      // A refusal the action words as its own dialog (refusals) closes the confirmation and opens it.
      const worded = refusalOf(action, body?.message ?? toApiError(e).message);
      if (worded) { setRefusal(worded); setOpen(false); return null; }
      return { message: body?.message ?? toApiError(e).message, details: body?.details ?? [] };
    }
  };
  const run = async () => {
    setBusy(true);
    setError(null);
    const refused = await send();
    setBusy(false);
    if (refused) setError(refused.message);
  };
  const title = `${action.label} · ${String(record.displayId ?? record[config.titleField] ?? id)}`;
  // The console's one confirmation; the action runs from it, so a refusal shows in the dialog.
  const confirmFirst = () => void ask({
    title: `${action.label}?`, body: fillText(action.confirm ?? '', values) || undefined, confirmLabel: action.label, cancelLabel: 'Cancel',
    destructive: action.tone === 'error', act: async () => (await send())?.message ?? null,
  });

  if (reason) return <Disabled label={action.label} reason={reason} reasonId={reasonId} />;
  return (
    <>
      <Button size="small" color={action.tone ?? 'primary'} disabled={busy}
        onClick={() => (action.form ? setOpen(true) : action.confirm ? confirmFirst() : void run())}>
        {action.label}
      </Button>
      {open && action.form && (
        <Suspense fallback={<LinearProgress sx={{ width: 64 }} aria-label={translate('rx.common.loading')} />}>
          <ActionFormDialog config={config} action={{ ...action, confirm: action.confirm && fillText(action.confirm, values) }} title={title} onSend={send} onClose={() => setOpen(false)}
            record={values} />
        </Suspense>
      )}
      {confirmDialog}
      <RefusalDialog refusal={refusal} onClose={() => setRefusal(null)} />
      {error && <Box role="alert" sx={{ color: 'error.main', fontSize: 13 }}>{error}</Box>}
    </>
  );
}

/** A disabled action says why: the reason is its accessible description and its tooltip. */
function Disabled({ label, reason, reasonId }: { label: string; reason: string; reasonId: string }) {
  return (
    <Tooltip title={reason}>
      <span>
        <Button size="small" disabled aria-describedby={reasonId}>{label}</Button>
        <Box component="span" id={reasonId} sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{reason}</Box>
      </span>
    </Tooltip>
  );
}
