import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { toApiError, type ApiError } from '../../data/apiError';
import { PrimaryAction } from '../../generated/PrimaryAction';
import { serverFieldErrors } from '../../generated/serverFieldErrors';
import { firstReason } from '../../generated/useSchemaField';
import { notifyError, showToast } from '../../notify/notifier';
import { useCall } from '../../data/apiContext';
import { formatMoney } from '../../i18n/format';
import { PdfButton } from '../../documents/PdfButton';
import { BatchLineRow } from './BatchLineRow';
import { batchQtyField } from './batchQtyField';
import { canClone, cloneOf, coverage, flagsOf, linesOf, optionsByProduct, type EditLine } from './editorState';
import type { BatchInvoiceView } from './types';
import { can } from '@shared/permissions/can';
import { ORDER_STATUS } from '@shared/orders/statuses';
import { useAuthState } from '../../data/useAuthState';

// The statuses invoicing may start from (the server's START_STATUSES).
const INVOICE_START: number[] = [ORDER_STATUS.placed, ORDER_STATUS.cashless_approved];
import { useConfirm } from '../../confirm/useConfirm';

/**
 * The batch-wise invoice editor (spec 2/4/5, issue 9): the server's first-expiry-first proposal,
 * then clone (blocked while a line has batch_qty 0), delete, change batch (batches another line of
 * the product uses are hidden), batch_qty_overloaded and expiring-before-delivery flags, save, and
 * post (pessimistic: the page shows the server's answer; a second click is answered, never posted twice).
 * Batch qty boxes are the shared schema field; a refusal naming a line lands on that line's box.
 */
export default function BatchInvoicePage() {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`rx.batch_invoice.${k}`, o);
  const { orderId } = useParams();
  const call = useCall();
  const [view, setView] = useState<BatchInvoiceView | null>(null);
  const [lines, setLines] = useState<EditLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A server refusal per line (by _id), until that line is edited.
  const [refused, setRefused] = useState<Map<number | string, string>>(new Map());
  const [confirm, confirmDialog] = useConfirm();

  const show = useCallback((v: BatchInvoiceView) => { setView(v); setLines(linesOf(v)); setRefused(new Map()); }, []);
  const load = useCallback(() => {
    setError(null);
    // Spec 8: a failed fetch sets 'data-fetch-failed'.
    call<BatchInvoiceView>('GET', '/quotations/fetch-batch-wise-invoice', { orderId }, { silent: true }).then(show).catch(() => setError('data-fetch-failed'));
  }, [call, orderId, show]);
  useEffect(load, [load]);
  const options = useMemo(() => (view ? optionsByProduct(view) : new Map()), [view]);

  if (error) return <Alert severity="error" data-testid="fetch-error" action={<Button onClick={load}>{translate('rx.common.retry')}</Button>}>{t('fetch_failed')}</Alert>;
  if (!view) return <Box sx={{ p: 3, textAlign: 'center' }}><CircularProgress aria-label={translate('rx.aria.loading')} /></Box>;

  const editable = !!view.editable;
  const deliveryDate = view.deliveryDate;
  const cover = coverage(lines);
  const cloneBlocked = !canClone(lines);
  const flagged = lines.map((l) => flagsOf(l, lines, options.get(l.product_id) ?? [], deliveryDate));
  const patch = (i: number, p: Partial<EditLine>) => {
    setLines(lines.map((l, j) => (j === i ? { ...l, ...p } : l)));
    if (refused.has(lines[i]._id)) setRefused(new Map([...refused].filter(([k]) => k !== lines[i]._id)));
  };
  const qtyFields = lines.map((l, i) => batchQtyField(l, t('batch_qty'), (p) => patch(i, p), {
    server: refused.get(l._id), overloaded: flagged[i].overloaded ? t('overloaded', { n: flagged[i].choices.find((c) => c._id === l.batch_id)?.quantity ?? 0 }) : null,
  }));
  const lineReason = lines.map((l, i) => (qtyFields[i].problem ? `${l.product_name}: ${qtyFields[i].problem}` : l.batch_qty > 0 && l.batch_id == null ? t('choose_batch', { name: l.product_name }) : null));
  const invalidReason = firstReason(...lineReason);
  const shortReason = firstReason(...[...cover.entries()].filter(([, c]) => c.taken !== c.asked)
    .map(([productId, c]) => `${lines.find((l) => l.product_id === productId)?.product_name}: ${t('coverage', { taken: c.taken, asked: c.asked })}`));
  const wire = () => lines.map((l) => ({ ...(typeof l._id === 'number' ? { _id: l._id } : {}), product_id: l.product_id, batch_id: l.batch_id, batch_qty: l.batch_qty }));
  /** A refusal naming `lines.<i>.…` goes under that line's box; anything else is toasted. */
  const onRefused = (err: ApiError) => {
    const byLine = new Map<number | string, string>();
    for (const [path, message] of serverFieldErrors(err)) {
      const m = /^lines\.(\d+)\./.exec(path);
      if (m && lines[Number(m[1])]) byLine.set(lines[Number(m[1])]._id, message);
    }
    if (byLine.size) setRefused(byLine); else notifyError(err.message);
  };
  const send = async (path: string, body: Record<string, unknown>, done: (v: BatchInvoiceView & { alreadyPosted?: boolean }) => void) => {
    setBusy(true);
    try { const v = await call<BatchInvoiceView & { alreadyPosted?: boolean }>('POST', path, body, { silent: true }); show(v); done(v); } catch (e) { onRefused(toApiError(e)); } finally { setBusy(false); }
  };
  const save = () => send('/quotations/edit-batches', { orderId: view.orderId, lines: wire() }, () => showToast(t('saved'), 'success'));
  const post = async () => {
    if (!(await confirm({ title: t('post_confirm'), body: t('post_confirm_body'), confirmLabel: t('post') }))) return;
    void send('/quotations/batch-wise-invoice', { orderId: view.orderId, lines: wire() }, (v) => showToast(t('posted', { no: v.invoice?.invoiceNo }), 'success'));
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>{t('title', { id: view.order_id })}</Typography>
        {view.invoice && <PdfButton path="/quotations/invoice-pdf" params={{ orderId: view.orderId }} label={t('print')} fallbackName={`invoice-${view.invoice.invoiceNo}.pdf`} />}
      </Box>
      {!view.invoice ? <NoInvoiceYet view={view} busy={busy} onStart={() => send('/quotations/submit-invoice-pending-status', { orderId: view.orderId }, () => undefined)} /> : (
        !editable && <Alert severity="info" sx={{ mb: 1 }}>{t('not_editable')}</Alert>
      )}
      {view.invoice && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead><TableRow>
              <TableCell>{translate('rx.quotation.product')}</TableCell><TableCell align="right">{t('quantity')}</TableCell><TableCell>{t('batch')}</TableCell>
              <TableCell align="right">{t('batch_qty')}</TableCell><TableCell align="right">{translate('rx.quotation.line_total')}</TableCell>{editable && <TableCell />}
            </TableRow></TableHead>
            <TableBody>
              {lines.map((l, i) => (
                <BatchLineRow key={l._id} line={l} qty={qtyFields[i]} choices={flagged[i].choices} expiresSoon={flagged[i].expiresSoon}
                  deliveryDate={deliveryDate} editable={editable} cloneBlocked={cloneBlocked} onChange={(p) => patch(i, p)}
                  onClone={() => setLines([...lines.slice(0, i + 1), cloneOf(l), ...lines.slice(i + 1)])} onDelete={() => setLines(lines.filter((_, j) => j !== i))} />
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2 }} data-testid="coverage">
        {[...cover.entries()].map(([productId, c]) => (
          <Typography key={productId} variant="body2" color={c.taken === c.asked ? 'text.secondary' : 'error'}>
            {lines.find((l) => l.product_id === productId)?.product_name}: {t('coverage', { taken: c.taken, asked: c.asked })}
          </Typography>
        ))}
      </Box>
      {view.invoice && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="invoice-totals">
          {translate('rx.quotation.lines_total')} {formatMoney(view.invoice.linesTotal)} · {translate('rx.quotation.promo_discount')} −{formatMoney(view.invoice.promoDiscount)} · {translate('rx.quotation.delivery_fee')} {formatMoney(view.invoice.deliveryFee)} · <b>{translate('rx.quotation.net_total')} {formatMoney(view.invoice.netTotal)}</b>
        </Typography>
      )}
      {editable && (
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button disabled={busy} onClick={() => send('/quotations/submit-new-order-invoice', { orderId: view.orderId }, () => undefined)}>{t('reset')}</Button>
          <Box sx={{ flex: 1 }} />
          <PrimaryAction variant="outlined" busy={busy} disabledReason={invalidReason} onClick={save}>{t('save')}</PrimaryAction>
          <PrimaryAction busy={busy} busyLabel={translate('rx.common.working')} disabledReason={firstReason(invalidReason, shortReason)} onClick={post}>{t('post')}</PrimaryAction>
        </Box>
      )}
      {confirmDialog}
    </Box>
  );
}

/**
 * No invoice on the order yet. Invoicing starts at Placed (or cashless approved): the page offers
 * to start it (the server proposes batches first expiry first); at any other status it says so.
 */
function NoInvoiceYet({ view, busy, onStart }: { view: BatchInvoiceView; busy: boolean; onStart: () => void }) {
  const translate = useTranslate();
  const { abilities } = useAuthState();
  const startable = INVOICE_START.includes(view.orderStatus) && can(abilities, 'invoices.generate');
  return (
    <Alert severity="info" data-testid="no-invoice" action={startable ? <Button color="inherit" disabled={busy} onClick={onStart}>{translate('rx.batch_invoice.start')}</Button> : undefined}>
      {translate(startable ? 'rx.batch_invoice.empty_startable' : 'rx.batch_invoice.empty')}
    </Alert>
  );
}
