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
import { toApiError } from '../../data/apiError';
import { notifyError, showToast } from '../../notify/notifier';
import { useCall } from '../orderList/apiContext';
import { formatMoney } from '../orderList/format';
import { PdfButton } from '../../documents/PdfButton';
import { BatchLineRow } from './BatchLineRow';
import { canClone, cloneOf, coverage, flagsOf, linesOf, optionsByProduct, type EditLine } from './editorState';
import type { BatchInvoiceView } from './types';
import { useConfirm } from '../../confirm/useConfirm';

/**
 * The batch-wise invoice editor (spec 2/4/5, issue 9): the server's first-expiry-first proposal,
 * then clone (blocked while a line has batch_qty 0), delete, change batch (batches another line of
 * the product uses are hidden), batch_qty_overloaded and expiring-before-delivery flags, save, and
 * post (pessimistic: the page shows the server's answer; a second click is answered, never posted twice).
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
  const [confirm, confirmDialog] = useConfirm();

  const show = useCallback((v: BatchInvoiceView) => { setView(v); setLines(linesOf(v)); }, []);
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
  const short = [...cover.values()].some((c) => c.taken !== c.asked);
  const invalid = flagged.some((f) => f.overloaded) || lines.some((l) => !Number.isInteger(l.batch_qty) || l.batch_qty < 0 || (l.batch_qty > 0 && l.batch_id == null));
  const wire = () => lines.map((l) => ({ ...(typeof l._id === 'number' ? { _id: l._id } : {}), product_id: l.product_id, batch_id: l.batch_id, batch_qty: l.batch_qty }));
  const send = async (path: string, body: Record<string, unknown>, done: (v: BatchInvoiceView & { alreadyPosted?: boolean }) => void) => {
    setBusy(true);
    try { const v = await call<BatchInvoiceView & { alreadyPosted?: boolean }>('POST', path, body, { silent: true }); show(v); done(v); } catch (e) { notifyError(toApiError(e).message); } finally { setBusy(false); }
  };
  const save = () => send('/quotations/edit-batches', { orderId: view.orderId, lines: wire() }, () => showToast(t('saved'), 'success'));
  const post = async () => {
    if (!(await confirm({ title: t('post_confirm'), body: t('post_confirm_body'), confirmLabel: t('post') }))) return;
    void send('/quotations/batch-wise-invoice', { orderId: view.orderId, lines: wire() }, (v) => showToast(t('posted', { no: v.invoice?.invoiceNo }), 'success'));
  };
  const patch = (i: number, p: Partial<EditLine>) => setLines(lines.map((l, j) => (j === i ? { ...l, ...p } : l)));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>{t('title', { id: view.order_id })}</Typography>
        {view.invoice && <PdfButton path="/quotations/invoice-pdf" params={{ orderId: view.orderId }} label={t('print')} fallbackName={`invoice-${view.invoice.invoiceNo}.pdf`} />}
      </Box>
      {!editable && <Alert severity="info" sx={{ mb: 1 }}>{t('not_editable')}</Alert>}
      {!view.invoice ? <Alert severity="info">{t('empty')}</Alert> : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead><TableRow>
              <TableCell>{translate('rx.quotation.product')}</TableCell><TableCell align="right">{t('quantity')}</TableCell><TableCell>{t('batch')}</TableCell>
              <TableCell align="right">{t('batch_qty')}</TableCell><TableCell align="right">{translate('rx.quotation.line_total')}</TableCell>{editable && <TableCell />}
            </TableRow></TableHead>
            <TableBody>
              {lines.map((l, i) => (
                <BatchLineRow key={l._id} line={l} choices={flagged[i].choices} overloaded={flagged[i].overloaded} expiresSoon={flagged[i].expiresSoon}
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
          <Button variant="outlined" disabled={busy || invalid} onClick={save}>{t('save')}</Button>
          <Button variant="contained" disabled={busy || invalid || short} onClick={() => void post()}>{busy ? translate('rx.common.working') : t('post')}</Button>
        </Box>
      )}
      {confirmDialog}
    </Box>
  );
}
