import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { can } from '@shared/permissions/can';
import product from '@schemas/product.schema.json';
import { propOf } from '../../generated/fieldValue';
import { SchemaField } from '../../generated/SchemaField';
import { fieldState, firstReason } from '../../generated/useSchemaField';
import { PrimaryAction } from '../../generated/PrimaryAction';
import { toApiError } from '../../data/apiError';
import { useAuthState } from '../../data/useAuthState';
import { notifyError, showToast } from '../../notify/notifier';
import { useDebouncedSearch } from '../../tables/useDebouncedSearch';
import { useStateOf } from '../../tables/useStateOf';
import { useFilterField } from '../../tables/useFilterField';
import { LIST_SEARCH, PRODUCT_CATEGORY_FILTER, PRODUCT_SEGMENT_FILTER } from '@shared/forms/requestFields';
import { VirtualTable } from '../../tables/VirtualTable';
import { formatDate } from '../../i18n/format';
import { useCall } from '../../data/apiContext';

const MAX_DISCOUNT = propOf(product, 'max_discount_percentage');
const NO_EDITS: Record<number, string> = {};

interface Row { id: number; displayId: string; productName: string; productSegment: string; productCategory: string; max_discount_percentage: number; discount_updated: string | null }

/** Item-wise thresholds (spec 2): find products by segment/category, edit max discount % (0–100) in bulk. */
export default function DiscountEditorPage() {
  const call = useCall();
  const { abilities } = useAuthState();
  const editable = can(abilities, 'discount_schemes.edit');
  const search = useFilterField(LIST_SEARCH, 'Search');
  const segment = useFilterField(PRODUCT_SEGMENT_FILTER, 'Segment');
  const category = useFilterField(PRODUCT_CATEGORY_FILTER, 'Category');
  const f = { searchKey: search.query, productSegment: segment.query, productCategory: category.query };
  const [busy, setBusy] = useState(false);
  const { data, error, loading, reload } = useDebouncedSearch(f, (q, signal) => call<{ items: Row[] }>('GET', '/product/admin/find-products-to-discount-editor',
    { ...Object.fromEntries(Object.entries(q).filter(([, v]) => v)), limit: 200 }, { silent: true, signal }));
  const rows = data?.items ?? null;
  // Edits belong to the list they were typed into: a new list (another search, or after a save) starts with none.
  const [edits, setEdits] = useStateOf<unknown, Record<number, string>>(data, NO_EDITS);
  // Each edited box is the product schema's field: the same bounds and words as the product form and the server.
  const discountField = (r: Row) => fieldState(MAX_DISCOUNT, `Max discount of ${r.productName}`, edits[r.id] ?? String(r.max_discount_percentage),
    (text) => setEdits((now) => ({ ...now, [r.id]: text })), { required: true });
  const edited = (rows ?? []).filter((r) => r.id in edits).map(discountField);
  const changed = Object.entries(edits).map(([id, v]) => ({ productId: Number(id), maxDiscountPercentage: Number(v) }));
  const why = firstReason(!changed.length && 'Change a max discount to save', ...edited.map((f) => f.problem));
  const save = async () => {
    setBusy(true);
    try { const r = await call<{ updated: number }>('POST', '/product/admin/edit-product-max-discount-percentages', { products: changed }, { silent: true }); showToast(`${r.updated} product(s) updated`, 'success'); reload(); } catch (e) { notifyError(toApiError(e).message); } finally { setBusy(false); }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1">Item-wise discount thresholds</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        <SchemaField field={search.field} size="small" />
        <SchemaField field={segment.field} size="small" />
        <SchemaField field={category.field} size="small" />
        <Box sx={{ flex: 1 }} />
        {editable && <PrimaryAction busy={busy} disabledReason={why} onClick={save}>Save ({changed.length})</PrimaryAction>}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {!rows && !error && <LinearProgress aria-label="Loading" />}
      {rows && !rows.length && <Alert severity="info">No products match.</Alert>}
      {rows && !!rows.length && (
        <VirtualTable rows={rows} busy={loading} rowKey={(r) => r.id} label="Products and their max discount"
          head={<><TableCell>Product</TableCell><TableCell>Segment</TableCell><TableCell>Category</TableCell><TableCell>Max discount %</TableCell><TableCell>Updated</TableCell></>}
          cells={(r) => (<>
            <TableCell>{r.productName} <span style={{ opacity: 0.7 }}>{r.displayId}</span></TableCell><TableCell>{r.productSegment}</TableCell><TableCell>{r.productCategory}</TableCell>
            <TableCell>{editable ? <SchemaField field={discountField(r)} size="small" hideLabel ariaLabel={`Max discount ${r.productName}`} sx={{ width: 110 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }} /> : r.max_discount_percentage}</TableCell>
            <TableCell>{formatDate(r.discount_updated)}</TableCell>
          </>)} />
      )}
    </Box>
  );
}
