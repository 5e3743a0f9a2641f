import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { can } from '@shared/permissions/can';
import quotationLine from '@schemas/quotationLine.schema.json';
import type { ApiError } from '../../../data/apiError';
import { propOf } from '../../../generated/fieldValue';
import { SchemaField } from '../../../generated/SchemaField';
import { PrimaryAction } from '../../../generated/PrimaryAction';
import { serverFieldErrors } from '../../../generated/serverFieldErrors';
import { firstReason, useSchemaField } from '../../../generated/useSchemaField';
import { useAuthState } from '../../../data/useAuthState';
import { useAppPath } from '../../../routing/useAppPath';
import { formatDateTime } from '../../../i18n/format';
import { SectionState } from '../SectionState';
import { ProductSearch } from './ProductSearch';
import { QuotationLines } from './QuotationLines';
import { QuotationTotals } from './QuotationTotals';
import { SubmitQuotationForm } from './SubmitQuotationForm';
import { PromoCodeField } from './PromoCodeField';
import { InsufficientStockNotice } from './InsufficientStockNotice';
import { ConfirmQuotationDialog } from './ConfirmQuotationDialog';
import { isShortage, useQuotation } from './useQuotation';
import type { MasterProduct, QuotationDetails, QuotationLine, Shortage } from './types';
import { useConfirm } from '../../../confirm/useConfirm';

const CreditNoteDialog = lazy(() => import('../creditNote/CreditNoteDialog'));
const QUANTITY = propOf(quotationLine, 'quantity');
const BEFORE_INVOICE = [2, 3, 4, 5, 6, 25, 26, 27];
const INVOICED = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 19, 20, 21];

/**
 * The quotation editor (issue 9) inside the order detail and the chat thread: product search,
 * lines, totals, fee and dispensing, submit; then the next step the role may take from the
 * order's status (confirm, reactivate, batch-wise invoice, credit note). The server decides;
 * the editor shows only what it would accept.
 */
export default function QuotationEditor({ orderId, onChanged }: { orderId: number | string; onChanged?: () => void }) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`rx.quotation.${k}`, o);
  const { abilities } = useAuthState();
  const quotation = useQuotation(orderId);
  const [product, setProduct] = useState<MasterProduct | null>(null);
  const qty = useSchemaField({ schema: QUANTITY, label: t('quantity'), required: true, initial: '1' });
  const [busy, setBusy] = useState(false);
  const [shortage, setShortage] = useState<Shortage | null>(null);
  const [dialog, setDialog] = useState<'confirm' | 'credit' | null>(null);
  const navigate = useNavigate();
  const appPath = useAppPath();
  const [confirm, confirmDialog] = useConfirm();

  const run = async (path: string, body: Record<string, unknown>, short?: Omit<Shortage, 'available'>, onRefused?: (e: ApiError) => void) => {
    setBusy(true);
    const r = await quotation.write(path, body, short, onRefused);
    setBusy(false);
    if (isShortage(r)) setShortage(r);
    else if (r) onChanged?.();
    return r;
  };

  return (
    <SectionState state={quotation}>{(d: QuotationDetails) => {
      const q = d.quotation;
      const canAdd = d.editable && can(abilities, 'quotations.create');
      const canEdit = d.editable && can(abilities, 'quotations.edit') && !!q;
      const quantityRefusal = (e: ApiError) => serverFieldErrors(e).get('formValues.quantity') ?? e.message;
      const shortText = (s: Shortage) => t('quantity_short', { n: s.available, unit: s.lowestUom });
      const add = async () => {
        if (!product || !qty.valid) return;
        const n = qty.value as number;
        const r = await run('/quotations/create-new-quotation', { orderId: d.orderId, formValues: { productCode: product.productCode, productName: product.productName, lowestUom: product.lowestUom, quantity: n } },
          { productName: product.productName, lowestUom: product.lowestUom, requested: n }, (e) => qty.setServerError(quantityRefusal(e)));
        if (isShortage(r)) qty.setServerError(shortText(r));
        else if (r) { setProduct(null); qty.reset('1'); }
      };
      /** Answers the refusal's words for the line's box, or null when saved. */
      const updateQty = async (l: QuotationLine, n: number): Promise<string | null> => {
        let refused: string | null = null;
        const r = await run('/quotations/update-quotation-line-item', { orderId: d.orderId, lineId: l.lineId, formValues: { quantity: n } },
          { productName: l.productName, lowestUom: l.lowestUom, requested: n }, (e) => { refused = quantityRefusal(e); });
        return isShortage(r) ? shortText(r) : refused;
      };
      const remove = async (l: QuotationLine) => {
        if (await confirm({ title: t('remove_confirm', { name: l.productName }), body: t('remove_confirm_body'), confirmLabel: t('remove'), destructive: true })) void run('/quotations/remove-line-items-from-quotation', { quotationId: q!.quotationId, lineItemIds: [l.lineId] });
      };
      const startInvoice = async () => {
        if (await run('/quotations/submit-invoice-pending-status', { orderId: d.orderId })) navigate(appPath(`/batch-invoice/${d.orderId}`));
      };
      return (
        <Box data-testid="quotation-editor">
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1">{t('title')}</Typography>
            {q && <Typography variant="caption">{t(`status.${q.status}`)}</Typography>}
            {q?.validUntil && d.orderStatus === 3 && <Typography variant="caption" color="text.secondary">{t('valid_until', { date: formatDateTime(q.validUntil) })}</Typography>}
          </Box>
          {canAdd && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
              <ProductSearch value={product} onChange={setProduct} />
              <SchemaField field={qty} size="small" helperText={product ? t('available', { n: product.available, unit: product.lowestUom }) : undefined}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ width: 180 }} />
              <PrimaryAction variant="outlined" onClick={add} busy={busy} sx={{ mt: 0.25 }}
                disabledReason={firstReason(!product && t('choose_product'), qty.problem)}>{t('add')}</PrimaryAction>
            </Box>
          )}
          {!q || !d.lineItems.length ? <Alert severity="info">{t('none')}</Alert> : (
            <>
              <QuotationLines lines={d.lineItems} editable={canEdit} onQuantity={updateQty} onRemove={remove} />
              <QuotationTotals q={q} />
            </>
          )}
          {q && d.submittable && can(abilities, 'quotations.confirm') && <SubmitQuotationForm q={q} busy={busy} onSubmit={(v, onRefused) => run('/quotations/submit-quotation', { orderId: d.orderId, ...v }, undefined, onRefused)} />}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2, alignItems: 'center' }}>
            {q?.status === 0 && !q.promoCode && BEFORE_INVOICE.includes(d.orderStatus) && (can(abilities, 'promo.redeem') || can(abilities, 'quotations.edit')) && (
              <PromoCodeField orderId={d.orderId} onApplied={() => { quotation.reload(); onChanged?.(); }} />
            )}
            <Box sx={{ flex: 1 }} />
            {d.orderStatus === 3 && can(abilities, 'orders.confirm') && <Button variant="contained" onClick={() => setDialog('confirm')}>{t('confirm')}</Button>}
            {[23, 24].includes(d.orderStatus) && can(abilities, 'quotations.reactivate') && (
              <Button variant="outlined" disabled={busy} onClick={() => run('/quotations/activate-quotation', { orderId: d.orderId })}>{t('reactivate')}</Button>
            )}
            {[5, 6, 27].includes(d.orderStatus) && can(abilities, 'invoices.generate') && <Button variant="contained" disabled={busy} onClick={() => void startInvoice()}>{t('invoice')}</Button>}
            {INVOICED.includes(d.orderStatus) && can(abilities, 'credit_notes.create') && <Button variant="outlined" onClick={() => setDialog('credit')}>{t('credit')}</Button>}
          </Box>
          {shortage && <InsufficientStockNotice shortage={shortage} onClose={() => setShortage(null)} />}
          {dialog === 'confirm' && (
            <ConfirmQuotationDialog orderId={d.orderId} displayId={d.order_id} onClose={() => setDialog(null)} onDone={() => { setDialog(null); quotation.reload(); onChanged?.(); }} />
          )}
          {dialog === 'credit' && (
            <Suspense fallback={null}>
              <CreditNoteDialog orderId={d.orderId} displayId={d.order_id} onClose={() => setDialog(null)} onDone={() => { setDialog(null); onChanged?.(); }} />
            </Suspense>
          )}
          {confirmDialog}
        </Box>
      );
    }}</SectionState>
  );
}
