import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { can } from '@shared/permissions/can';
import poLine from '@schemas/poLine.schema.json';
import { toApiError } from '../../data/apiError';
import { propOf } from '../../generated/fieldValue';
import { PrimaryAction } from '../../generated/PrimaryAction';
import { SchemaField } from '../../generated/SchemaField';
import { fieldState, firstReason } from '../../generated/useSchemaField';
import { useAuthState } from '../../data/useAuthState';
import { notifyError, showToast } from '../../notify/notifier';
import { useDebouncedSearch } from '../../tables/useDebouncedSearch';
import { useFilterField } from '../../tables/useFilterField';
import { LIST_SEARCH } from '@shared/forms/requestFields';
import { VirtualTable } from '../../tables/VirtualTable';
import { useCall } from '../../data/apiContext';
import { useAppPath } from '../../routing/useAppPath';

const ORDER_QTY = propOf(poLine, 'order_qty');

interface RolRow { id: number; displayId: string; productName: string; supplierName: string | null; availableQuantity: number; reOrderLevel: number; suggestedQuantity: number; lowestUom: string }

/** Re-order level report: products at or under their ROL; selected lines become one draft PO per supplier in one click. */
export default function RolPage() {
  const call = useCall();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const { abilities } = useAuthState();
  const { field: search, query: searchKey } = useFilterField(LIST_SEARCH, 'Search');
  const { data, error, loading } = useDebouncedSearch(searchKey, (key, signal) => call<{ items: RolRow[] }>('GET', '/product/admin/get-rol-products-list',
    { searchKey: key || undefined, limit: 500 }, { silent: true, signal }));
  const rows = data?.items ?? null;
  // Order qty per picked product, as typed (the shared schema field checks it).
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const qtyField = (r: RolRow) => fieldState(ORDER_QTY, `Order qty of ${r.productName}`, picked[r.id] ?? String(r.suggestedQuantity),
    (text) => setPicked({ ...picked, [r.id]: text }), { required: true });
  const fields = (rows ?? []).filter((r) => r.id in picked).map(qtyField);
  const lines = Object.entries(picked).map(([productId, text]) => ({ productId: Number(productId), orderedQty: Number(text) }));
  const why = firstReason(!lines.length && 'Select the products to order', ...fields.map((f) => f.problem));
  const create = async () => {
    setBusy(true);
    try {
      const r = await call<{ items: Array<{ id: number; poNo: string }>; count: number }>('POST', '/po/create-from-rol', { lines }, { silent: true });
      showToast(`${r.count} draft PO${r.count === 1 ? '' : 's'} created: ${r.items.map((p) => p.poNo).join(', ')}`, 'success');
      navigate(appPath(r.count === 1 ? `/purchases-grn/edit/${r.items[0].id}` : '/purchases-grn/view-po-list'));
    } catch (e) { notifyError(toApiError(e).message); } finally { setBusy(false); }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1">Re-order level report</Typography>
      <Box sx={{ display: 'flex', gap: 1, my: 1, flexWrap: 'wrap' }}>
        <SchemaField field={search} size="small" />
        <Box sx={{ flex: 1 }} />
        {can(abilities, 'po.create') && <PrimaryAction busy={busy} disabledReason={why} onClick={create}>Create draft POs ({lines.length})</PrimaryAction>}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {!rows && !error && <LinearProgress aria-label="Loading" />}
      {rows && !rows.length && <Alert severity="success">No product is at or under its re-order level.</Alert>}
      {rows && !!rows.length && (
        <VirtualTable rows={rows} busy={loading} rowKey={(r) => r.id} label="Products at or under their re-order level" rowProps={(r) => ({ 'data-testid': `rol-${r.id}` })}
          head={<><TableCell /><TableCell>Product</TableCell><TableCell>Supplier</TableCell><TableCell align="right">Available</TableCell>
            <TableCell align="right">ROL</TableCell><TableCell align="right">Order qty</TableCell></>}
          cells={(r) => (<>
            <TableCell padding="checkbox"><Checkbox inputProps={{ 'aria-label': `Select ${r.productName}` }} checked={r.id in picked}
              onChange={(e) => { const next = { ...picked }; if (e.target.checked) next[r.id] = String(r.suggestedQuantity); else delete next[r.id]; setPicked(next); }} /></TableCell>
            <TableCell>{r.productName} <span style={{ opacity: 0.7 }}>{r.displayId}</span></TableCell>
            <TableCell>{r.supplierName ?? '—'}</TableCell><TableCell align="right">{r.availableQuantity}</TableCell><TableCell align="right">{r.reOrderLevel}</TableCell>
            <TableCell align="right"><SchemaField field={qtyField(r)} size="small" hideLabel ariaLabel={`Order qty ${r.productName}`} sx={{ width: 100 }}
              slotProps={{ htmlInput: { inputMode: 'numeric' }, formHelperText: { sx: { ml: 0, textAlign: 'right' } } }} /></TableCell>
          </>)} />
      )}
    </Box>
  );
}
