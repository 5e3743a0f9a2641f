import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { ListStatus } from '../orderList/ListStatus';
import { formatDateTime } from '../orderList/format';
import { ChangesList } from '../../history/ChangesList';
import { whoOf } from '../../history/format';
import { usePagedAudit } from '../../history/usePagedAudit';
import { AuditFilters, type AuditQuery } from './AuditFilters';
import { usePaging } from '../../paging/usePaging';
import { Pager } from '../../paging/Pager';

/** /app/audit: every audit record, filtered by user, entity, record and date range; newest first, paged. */
export default function AuditSearchPage() {
  const translate = useTranslate();
  const [query, setQuery] = useState<AuditQuery>({});
  const paging = usePaging();
  const state = usePagedAudit('/audit/search', { ...query, skip: paging.skip, limit: paging.limit });
  const t = (k: string) => translate(`rx.audit.${k}`);
  const h = (k: string) => translate(`rx.history.${k}`);
  const words = { system: h('system'), customer: h('customer') };
  const rows = state.data?.items ?? [];
  return (
    <Box>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1">{t('title')}</Typography>
      <AuditFilters onSearch={(q) => { setQuery(q); paging.restart(); }} />
      <ListStatus loading={state.loading} error={state.error} onRetry={state.retry} empty={state.data !== null && state.data.count === 0} emptyText={t('empty')} />
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{h('when')}</TableCell><TableCell>{h('who')}</TableCell><TableCell>{t('location')}</TableCell>
                <TableCell>{t('entity')}</TableCell><TableCell>{t('record')}</TableCell><TableCell>{h('action')}</TableCell><TableCell>{h('changes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-testid="audit-row" sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.at)}</TableCell>
                  <TableCell>{whoOf(r, words)}</TableCell>
                  <TableCell>{r.locationName ?? '—'}</TableCell>
                  <TableCell>{r.entity}</TableCell>
                  <TableCell>{r.recordId}</TableCell>
                  <TableCell>{translate(`rx.history.actions.${r.action}`, { _: r.action })}</TableCell>
                  <TableCell><ChangesList row={r} /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {state.data !== null && <Pager paging={paging} count={state.data.count} />}
    </Box>
  );
}
