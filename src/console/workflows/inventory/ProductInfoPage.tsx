import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { can } from '@shared/permissions/can';
import { toApiError, type ApiError } from '../../data/apiError';
import { useAuthState } from '../../data/useAuthState';
import { notifyError, showToast } from '../../notify/notifier';
import { useCall } from '../../data/apiContext';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { PagedTable } from '../../tables/PagedTable';
import { ProductPicker } from '../../tables/ProductPicker';
import { AdjustDialog } from './AdjustDialog';
import { useAppPath } from '../../routing/useAppPath';

interface Batch { batch_id: number; batch_name: string; expiry_date: string; on_hand_quantity: number; reserved_quantity: number; available_quantity: number; purchase_price: number; expired: boolean; near_expiry: boolean }
type Row = { id: number } & Record<string, unknown>;

/** Product info (spec 2): the product, batches with expiry and quantities (near-expiry flagged), reservations, logs, adjustment. */
export default function ProductInfoPage() {
  const call = useCall();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const { abilities } = useAuthState();
  const [params, setParams] = useSearchParams();
  const productId = params.get('productId');
  const [product, setProduct] = useState<Record<string, unknown> | null>(null);
  const [batches, setBatches] = useState<Batch[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState(0);
  const [adjusting, setAdjusting] = useState<Batch | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    if (!productId) return;
    Promise.all([
      call<Record<string, unknown>>('GET', '/product/admin/get-product-info', { productId }, { silent: true }),
      call<{ items: Batch[] }>('GET', '/product/admin/get-batches', { productId }, { silent: true }),
    ]).then(([p, b]) => { setProduct(p); setBatches(b.items); setError(null); }).catch((e) => setError(toApiError(e).message));
  }, [call, productId]);
  useEffect(load, [load]);
  /** Answers the refusal (its field messages land in the dialog; anything else is toasted too), or null. */
  const adjust = async (quantity: number, reason: string): Promise<ApiError | null> => {
    setBusy(true);
    try {
      await call('POST', '/product/admin/manual-stock-adjustment', { productId: Number(productId), formValues: { batchId: adjusting!.batch_id, quantity, reason } }, { silent: true });
      showToast('Stock adjusted', 'success'); setAdjusting(null); load();
      return null;
    } catch (e) {
      const err = toApiError(e);
      if (!err.fieldDetails.length) notifyError(err.message);
      return err;
    } finally { setBusy(false); }
  };
  const live = batches.filter((b) => !b.expired);
  const sum = (k: 'on_hand_quantity' | 'reserved_quantity' | 'available_quantity') => live.reduce((s, b) => s + b[k], 0);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>Product info</Typography>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <ProductPicker label="Find product" onPick={(p) => setParams({ productId: String(p.id) })} />
        {can(abilities, 'products.create') && <Button onClick={() => navigate(appPath('/inventory/create-new-product'))}>New product</Button>}
      </Box>
      {!productId && <Alert severity="info">Search for a product to see its batches and logs.</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {product && productId && (
        <>
          <Typography variant="subtitle1"><b>{String(product.productName)}</b> · {String(product.displayId)} · {String(product.genericName)} · {String(product.lowestUom)}
            {batches.some((b) => b.near_expiry && b.on_hand_quantity > 0) && <Chip size="small" color="warning" label="Near expiry" sx={{ ml: 1 }} data-testid="near-expiry" />}
            {!!product.narcotic && <Chip size="small" color="error" label="Narcotic" sx={{ ml: 1 }} />}
          </Typography>
          <Typography variant="body2" data-testid="product-figures">
            On hand {sum('on_hand_quantity')} · Reserved {sum('reserved_quantity')} · Available {sum('available_quantity')} · Last PP {formatMoney(product.lastPurchasePrice)} ·
            WAC <span data-testid="wac">{Number(product.weightedAverageCost).toFixed(2)}</span> · Retail {formatMoney(product.retailPrice)} · ROL {String(product.reOrderLevel)}
          </Typography>
          {can(abilities, 'products.edit') && <Button size="small" onClick={() => navigate(appPath(`/inventory/edit-product/${productId}`))}>Edit product</Button>}
          <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" sx={{ mt: 1 }}>
            <Tab label="Batches" /><Tab label="Reservations" /><Tab label="Inventory logs" /><Tab label="PO logs" /><Tab label="GRN logs" />
          </Tabs>
          {tab === 0 && (
            <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead><TableRow><TableCell>Batch</TableCell><TableCell>Expiry</TableCell><TableCell align="right">On hand</TableCell><TableCell align="right">Reserved</TableCell>
                  <TableCell align="right">Available</TableCell><TableCell align="right">Purchase price</TableCell><TableCell /></TableRow></TableHead>
                <TableBody>
                  {batches.map((b) => (
                    <TableRow key={b.batch_id} data-testid={`batch-${b.batch_name}`}>
                      <TableCell>{b.batch_name}</TableCell>
                      <TableCell>{b.expiry_date} {b.expired ? <Chip size="small" label="Expired" /> : b.near_expiry ? <Chip size="small" color="warning" label="Near expiry" /> : null}</TableCell>
                      <TableCell align="right">{b.on_hand_quantity}</TableCell><TableCell align="right">{b.reserved_quantity}</TableCell>
                      <TableCell align="right">{b.available_quantity}</TableCell><TableCell align="right">{formatMoney(b.purchase_price)}</TableCell>
                      <TableCell>{can(abilities, 'inventory.adjust') && <Button size="small" onClick={() => setAdjusting(b)}>Adjust</Button>}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {!batches.length && <Box sx={{ p: 2, color: 'text.secondary' }}>No batches yet.</Box>}
            </Paper>
          )}
          {tab === 1 && <PagedTable<Row> path="/inventory/admin/inventory-reservation-list" params={{ productId }} empty="Nothing reserved." columns={[
            { label: 'Order', cell: (r) => String(r.order_id) }, { label: 'Batch', cell: (r) => String(r.batch_name) }, { label: 'Quantity', cell: (r) => String(r.quantity), align: 'right' },
            { label: 'Since', cell: (r) => formatDateTime(r.created_at) }]} />}
          {tab === 2 && <PagedTable<Row> path="/inventory/admin/po-and-grn-logs" params={{ id: productId, logsFor: 'inventory' }} empty="No movements." columns={[
            { label: 'When', cell: (r) => formatDateTime(r.at) }, { label: 'Type', cell: (r) => String(r.movement_type) }, { label: 'Batch', cell: (r) => String(r.batch_name) },
            { label: 'Qty', cell: (r) => String(r.quantity_delta), align: 'right' }, { label: 'Reserved', cell: (r) => String(r.reserved_delta), align: 'right' },
            { label: 'Ref', cell: (r) => String(r.order_id ?? (r.grn_no ? `GRN ${String(r.grn_no)}` : '')) }, { label: 'By', cell: (r) => String(r.agent_name ?? '') }, { label: 'Note', cell: (r) => String(r.note ?? '') }]} />}
          {tab === 3 && <PagedTable<Row> path="/inventory/admin/po-and-grn-logs" params={{ id: productId, logsFor: 'po' }} empty="No purchase orders." onRow={(r) => navigate(appPath(`/purchases-grn/view/${String(r.po_id)}`))} columns={[
            { label: 'PO', cell: (r) => String(r.po_no) }, { label: 'Status', cell: (r) => String(r.status) }, { label: 'Supplier', cell: (r) => String(r.supplier_name ?? '') },
            { label: 'Ordered', cell: (r) => String(r.order_qty), align: 'right' }, { label: 'Received', cell: (r) => String(r.received_qty), align: 'right' }]} />}
          {tab === 4 && <PagedTable<Row> path="/inventory/admin/po-and-grn-logs" params={{ id: productId, logsFor: 'grn' }} empty="No GRNs." onRow={(r) => navigate(appPath(`/purchases-grn/grn-details/${String(r.grn_id)}`))} columns={[
            { label: 'GRN', cell: (r) => String(r.grn_no) }, { label: 'Status', cell: (r) => String(r.status) }, { label: 'Batch', cell: (r) => String(r.batch_name) },
            { label: 'Qty', cell: (r) => String(r.grn_qty), align: 'right' }, { label: 'Returned', cell: (r) => String(r.returned_qty), align: 'right' },
            { label: 'PP', cell: (r) => formatMoney(r.purchase_price), align: 'right' }]} />}
        </>
      )}
      <AdjustDialog key={adjusting?.batch_id ?? 0} batch={adjusting} busy={busy} onClose={() => setAdjusting(null)} onSubmit={adjust} />
    </Box>
  );
}
