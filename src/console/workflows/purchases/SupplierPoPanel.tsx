import Chip from '@mui/material/Chip';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '../orderList/format';
import { PagedTable } from './PagedTable';
import type { PoHead } from './types';
import { useAppPath } from '../orderList/useAppPath';

/** A supplier's purchase orders, newest first (supplier show page panel; get-po-list ?supplier). */
export default function SupplierPoPanel({ recordId }: { recordId: string }) {
  const navigate = useNavigate();
  const appPath = useAppPath();
  return (
    <PagedTable<PoHead> path="/po/get-po-list" params={{ supplier: recordId }} empty="No purchase orders for this supplier yet."
      onRow={(r) => navigate(appPath(`/purchases-grn/view/${r.id}`))} columns={[
        { label: 'PO', cell: (r) => r.poNo }, { label: 'Status', cell: (r) => <Chip size="small" label={r.status.replace('_', ' ')} /> },
        { label: 'Lines', cell: (r) => r.lineCount, align: 'right' }, { label: 'Net total', cell: (r) => formatMoney(r.netTotal), align: 'right' },
        { label: 'Required by', cell: (r) => r.requiredDate ?? '—' }, { label: 'Created', cell: (r) => new Date(r.createdAt).toLocaleDateString() },
      ]} />
  );
}
