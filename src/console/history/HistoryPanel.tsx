import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { ListStatus } from '../paging/ListStatus';
import { Pager } from '../paging/Pager';
import { usePaging } from '../paging/usePaging';
import { formatDateTime } from '../i18n/format';
import { ChangesList } from './ChangesList';
import { whoOf } from './format';
import { usePagedAudit } from './usePagedAudit';

const PAGE_SIZES = [10, 25, 50];

/**
 * The History tab of one record (GET /audit/records): who, with which role, when, which action,
 * and each changed field before → after; newest first, paged. Used by every generated show page
 * and the order detail.
 */
export default function HistoryPanel({ entity, recordId, labels }: { entity: string; recordId: string | number; labels?: Record<string, string> }) {
  const translate = useTranslate();
  const paging = usePaging(PAGE_SIZES);
  const state = usePagedAudit('/audit/records', { entity, recordId: String(recordId), skip: paging.skip, limit: paging.limit });
  const rows = state.data?.items ?? [];
  const words = { system: translate('rx.history.system'), customer: translate('rx.history.customer') };
  const t = (k: string) => translate(`rx.history.${k}`);
  return (
    <Box data-testid="history-panel">
      <ListStatus loading={state.loading} error={state.error} onRetry={state.retry} empty={state.data !== null && state.data.count === 0} emptyText={t('empty')} />
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow><TableCell>{t('when')}</TableCell><TableCell>{t('who')}</TableCell><TableCell>{t('action')}</TableCell><TableCell>{t('changes')}</TableCell></TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-testid="history-row" sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.at)}</TableCell>
                  <TableCell>{whoOf(r, words)}{r.locationName ? ` · ${r.locationName}` : ''}</TableCell>
                  <TableCell>{translate(`rx.history.actions.${r.action}`, { _: r.action })}</TableCell>
                  <TableCell><ChangesList row={r} labels={labels} /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {state.data !== null && state.data.count > PAGE_SIZES[0] && (
        <Pager paging={paging} count={state.data.count} />
      )}
    </Box>
  );
}
