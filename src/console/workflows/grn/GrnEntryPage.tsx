import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { toApiError } from '../../data/apiError';
import { PrimaryAction } from '../../generated/PrimaryAction';
import { serverFieldErrors } from '../../generated/serverFieldErrors';
import { firstReason } from '../../generated/useSchemaField';
import { notifyError, showToast } from '../../notify/notifier';
import { useCall } from '../../data/apiContext';
import { formatMoney } from '../../i18n/format';
import { GrnLineRow, rowFields } from './GrnLineRow';
import { cloneAt, flagsOf, linesOf, newNetTotal, refusalsByRow, resetAt, submitType, wireOf, type EntryLine, type LineFlags, type PoItem } from './grnEntryState';
import { useAppPath } from '../../routing/useAppPath';
import { useConfirm } from '../../confirm/useConfirm';
import { PageLoading } from '../../paging/PageLoading';

interface PoView { po: { id: number; poNo: string; status: string; supplierName: string | null }; poItems: PoItem[] }

/** Why a row cannot be received yet, in the words under its boxes (null when it is ready). */
function rowProblem(l: EntryLine, f: LineFlags): string | null {
  const { qty, pp, rp } = rowFields(l, () => undefined);
  const receiving = (l.grn_qty ?? 0) > 0;
  return firstReason(qty.problem, !f.valid_grn_qty && `GRN qty of ${l.product_name} across its batches must be ${l.available_to_grn} or less`,
    receiving && l.refused.batch_name, receiving && f.empty_batch && `Batch of ${l.product_name} is missing`,
    receiving && !f.empty_batch && !f.valid_batch && `Batch of ${l.product_name} must be an expiry month MM-YYYY in the future`, pp.problem, rp.problem);
}

const newKey = () => `grn-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * GRN entry against one PO (spec 3/4/5): per line grn_qty 0..available_to_grn, batch MM-YYYY in
 * the future (empty = missing), new purchase/retail price ≥ 0, clone to split across batches,
 * reset, line complete, new_net_total. Submit sends one key per page visit: a double click is one GRN.
 */
export default function GrnEntryPage() {
  const { poId } = useParams();
  const call = useCall();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const [view, setView] = useState<PoView | null>(null);
  const [lines, setLines] = useState<EntryLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const [confirm, confirmDialog] = useConfirm();

  const load = useCallback(() => {
    setError(null);
    call<PoView>('GET', `/po/fetch/${poId}`, undefined, { silent: true })
      .then((v) => { setView(v); setLines(linesOf(v.poItems)); setKey(newKey()); })
      .catch((e) => setError(toApiError(e).message));
  }, [call, poId]);
  useEffect(load, [load]);
  const flags = useMemo(() => lines.map((l) => flagsOf(l, lines)), [lines]);

  if (error) return <Alert severity="error" action={<Button onClick={load}>Retry</Button>}>{error}</Alert>;
  if (!view) return <PageLoading />;
  const open = view.po.status === 'submitted' || view.po.status === 'partially_received';
  const problems = lines.map((l, i) => rowProblem(l, flags[i]));
  const why = firstReason(!open && `Purchase order ${view.po.poNo} is ${view.po.status.replace('_', ' ')}`, ...problems,
    !lines.some((l) => (l.grn_qty ?? 0) > 0) && 'Enter a GRN quantity for at least one line');
  const totalsShown = problems.every((p) => !p);
  const type = submitType(lines);
  const patch = (i: number, p: Partial<EntryLine>) => setLines(lines.map((l, j) => (j === i ? { ...l, ...p } : l)));

  const submit = async () => {
    const received = lines.filter((l) => (l.grn_qty ?? 0) > 0).length;
    if (!(await confirm({ title: `Submit the GRN for PO ${view.po.poNo}?`, confirmLabel: 'Submit GRN',
      body: `A ${type} GRN of ${formatMoney(newNetTotal(lines))}: ${received} line${received === 1 ? '' : 's'} enter stock now. Only a GRN cancel can take them back out.` }))) return;
    setBusy(true);
    try {
      const r = await call<{ grn: { id: number; grnNo: string } }>('POST', '/grn/submit', { poId: view.po.id, type, values: wireOf(lines), data: { submissionKey: key } }, { silent: true });
      showToast(`GRN ${r.grn.grnNo} saved`, 'success');
      navigate(appPath(`/purchases-grn/grn-details/${r.grn.id}`));
    } catch (e) {
      // A refusal naming a row (values.<i>.newPp…) lands under that row's box; anything else is toasted.
      const err = toApiError(e);
      const byRow = refusalsByRow(lines, serverFieldErrors(err));
      if (byRow.size) setLines(lines.map((l) => (byRow.has(l.key) ? { ...l, refused: { ...l.refused, ...byRow.get(l.key) } } : l)));
      else notifyError(err.message);
    } finally { setBusy(false); }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1">GRN for PO {view.po.poNo} · {view.po.supplierName}</Typography>
      {!open && <Alert severity="info" sx={{ my: 1 }}>This purchase order is {view.po.status.replace('_', ' ')}: nothing to receive.</Alert>}
      <Paper variant="outlined" sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small">
          <TableHead><TableRow>
            <TableCell>Product</TableCell><TableCell align="right">Available to GRN</TableCell><TableCell>GRN qty</TableCell><TableCell>Batch</TableCell>
            <TableCell>New PP</TableCell><TableCell>New RP</TableCell><TableCell align="right">Line total</TableCell><TableCell />
          </TableRow></TableHead>
          <TableBody>
            {lines.map((l, i) => (
              <GrnLineRow key={l.key} line={l} flags={flags[i]} disabled={!open || busy} onChange={(p) => patch(i, p)}
                onClone={() => setLines(cloneAt(lines, i))} onReset={() => setLines(resetAt(lines, i))} />
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Typography data-testid="new-net-total"><b>New net total {totalsShown ? formatMoney(newNetTotal(lines)) : '—'}</b></Typography>
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => navigate(appPath(`/purchases-grn/view/${view.po.id}`))}>Back to PO</Button>
        <PrimaryAction busy={busy} busyLabel="Working…" disabledReason={why} onClick={submit}>{type === 'complete' ? 'Submit complete GRN' : 'Submit partial GRN'}</PrimaryAction>
      </Box>
      {confirmDialog}
    </Box>
  );
}
