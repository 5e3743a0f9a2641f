import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { ListStatus } from '../orderList/ListStatus';
import { formatDateTime } from '../orderList/format';
import { RevokeKeyDialog } from './RevokeKeyDialog';
import { useCustomerKeys, type CustomerKeyRow, type KeyQuery } from './useCustomerKeys';
import { usePaging } from '../../paging/usePaging';
import { Pager } from '../../paging/Pager';

/** /app/intake-keys: customers' intake API keys, newest first, with last use; revoke one after confirming. */
export default function IntakeKeysPage() {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`rx.intake_keys.${k}`, o);
  const [status, setStatus] = useState<KeyQuery['status']>('active');
  const [term, setTerm] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const paging = usePaging();
  const [nonce, setNonce] = useState(0);
  const [revoking, setRevoking] = useState<CustomerKeyRow | null>(null);
  const state = useCustomerKeys({ status, searchTerm: searchTerm || undefined, skip: paging.skip, limit: paging.limit }, nonce);
  const rows = state.data?.items ?? [];
  return (
    <Box>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1">{t('title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('intro')}</Typography>
      <Box component="form" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}
        onSubmit={(e) => { e.preventDefault(); setSearchTerm(term.trim()); paging.restart(); }}>
        <TextField size="small" label={t('search')} value={term} onChange={(e) => setTerm(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField size="small" select label={t('status')} value={status} sx={{ minWidth: 140 }}
          onChange={(e) => { setStatus(e.target.value as KeyQuery['status']); paging.restart(); }}>
          {(['active', 'revoked', 'all'] as const).map((s) => <MenuItem key={s} value={s}>{t(s)}</MenuItem>)}
        </TextField>
        <Button type="submit" variant="outlined">{translate('rx.audit.search')}</Button>
      </Box>
      <ListStatus loading={state.loading} error={state.error} onRetry={state.retry} empty={state.data !== null && state.data.count === 0} emptyText={t('empty')} />
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('key')}</TableCell><TableCell>{t('customer')}</TableCell><TableCell>{t('contact')}</TableCell>
                <TableCell>{t('created')}</TableCell><TableCell>{t('last_used')}</TableCell><TableCell>{t('revoked_at')}</TableCell><TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-testid="key-row">
                  <TableCell>{r.id}{r.legacy && <Typography variant="caption" display="block" color="text.secondary">{t('legacy')}</Typography>}</TableCell>
                  <TableCell>{r.customerName} ({r.customerDisplayId})</TableCell>
                  <TableCell>{r.contactNumber}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.lastUsedAt ? formatDateTime(r.lastUsedAt) : t('never')}</TableCell>
                  <TableCell>
                    {r.revokedAt ? <>{formatDateTime(r.revokedAt)}{r.revokedBy && <> {t('by', { name: r.revokedBy })}</>}{r.revokeReason && <Typography variant="caption" display="block">{r.revokeReason}</Typography>}</> : '—'}
                  </TableCell>
                  <TableCell>{!r.revokedAt && <Button color="error" size="small" onClick={() => setRevoking(r)}>{t('revoke')}</Button>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {state.data !== null && <Pager paging={paging} count={state.data.count} />}
      {revoking && <RevokeKeyDialog row={revoking} onClose={() => setRevoking(null)} onRevoked={() => { setRevoking(null); setNonce((n) => n + 1); }} />}
    </Box>
  );
}
