import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { roleLabel } from '@shared/roles';
import { orderStatusLabel } from '@shared/orders/statuses';
import { formatDateTime } from '../../i18n/format';
import { useDetailCall } from './useDetailCall';
import { SectionState } from './SectionState';
import type { LogEntry } from './types';

/** Every log entry of the order, oldest first (GET get-all-order-logs). */
export function LogsSection({ orderId }: { orderId: number | string }) {
  const translate = useTranslate();
  const state = useDetailCall<LogEntry[]>('/orders/admin/get-all-order-logs', { orderId });
  const t = (k: string) => translate(`rx.order_detail.fields.${k}`);
  return (
    <SectionState state={state} empty={(d) => d.length === 0}>
      {(logs) => (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('rx.order_detail.tabs.logs')}>
            <TableHead>
              <TableRow><TableCell>{t('when')}</TableCell><TableCell>{t('action')}</TableCell><TableCell>{t('status')}</TableCell><TableCell>{t('by')}</TableCell><TableCell>{t('message')}</TableCell></TableRow>
            </TableHead>
            <TableBody>
              {logs.map((l) => (
                <TableRow key={l.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.createdAt)}</TableCell>
                  <TableCell>{l.action}</TableCell>
                  <TableCell>{l.fromStatus === null || l.fromStatus === l.toStatus ? orderStatusLabel(l.toStatus) : `${orderStatusLabel(l.fromStatus)} → ${orderStatusLabel(l.toStatus)}`}</TableCell>
                  <TableCell>{l.agentName ?? translate(`rx.chats.sender.${l.actor}`, { _: l.actor })}{l.role ? ` (${roleLabel(l.role)})` : ''}</TableCell>
                  <TableCell>{l.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionState>
  );
}
