import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { useCall } from '../orderList/apiContext';
import { ListStatus } from '../orderList/ListStatus';
import { usePagedList } from '../orderList/usePagedList';
import { formatDate } from '../orderList/format';
import type { ListPage } from '../orderList/types';
import { AttachmentLink } from '../chats/AttachmentLink';
import type { Prescription } from '../orderDetail/PrescriptionSection';

/** The customer's prescriptions, paged (GET /prescriptions/admin/prescriptions ?customerId). */
export function CustomerPrescriptions({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const call = useCall();
  const list = usePagedList((skip, limit) => call<ListPage<Prescription>>('GET', '/prescriptions/admin/prescriptions', { customerId, skip, limit }, { silent: true }), String(customerId));
  const t = (k: string) => translate(`rx.order_detail.fields.${k}`);
  return (
    <>
      <ListStatus loading={list.loading} error={list.error} onRetry={list.reload} empty={!list.loading && !list.error && list.rows.length === 0} />
      {list.rows.length > 0 && (
        <Table size="small" aria-label={translate('rx.find.tabs.prescriptions')}>
          <TableHead><TableRow><TableCell>{t('prescription')}</TableCell><TableCell>{t('patient')}</TableCell><TableCell>{t('doctor')}</TableCell><TableCell>{t('issued')}</TableCell><TableCell>{t('status')}</TableCell><TableCell>{t('attachments')}</TableCell></TableRow></TableHead>
          <TableBody>
            {list.rows.map((p) => (
              <TableRow key={p.prescriptionId}>
                <TableCell>{p.displayId}</TableCell><TableCell>{p.patientName ?? '—'}</TableCell><TableCell>{p.doctorName ?? '—'}</TableCell>
                <TableCell>{formatDate(p.issuedDate)}</TableCell><TableCell>{p.status}</TableCell>
                <TableCell>{(p.attachments ?? []).map((a) => <AttachmentLink key={a.url} url={a.url} />)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {list.count > list.pageSize && (
        <TablePagination component="div" count={list.count} page={list.page} rowsPerPage={list.pageSize} rowsPerPageOptions={[10, 25]}
          onPageChange={(_, p) => list.setPage(p, list.pageSize)} onRowsPerPageChange={(e) => list.setPage(0, Number(e.target.value))} />
      )}
    </>
  );
}
