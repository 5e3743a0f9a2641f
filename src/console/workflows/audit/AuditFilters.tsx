import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useCall } from '../orderList/apiContext';
import { KNOWN_ENTITIES } from '../../history/entity';

export interface AuditQuery { agentId?: number; entity?: string; recordId?: string; from?: string; to?: string }

interface AgentOption { id: number; firstName: string; lastName: string; displayId: string }

const ENTITY_RE = /^[a-z][a-z0-9_]{0,62}$/;
const RECORD_RE = /^[A-Za-z0-9_.:-]{1,64}$/;

/** User, entity, record and date range; the search runs on Search, not on every keystroke. */
export function AuditFilters({ onSearch }: { onSearch: (q: AuditQuery) => void }) {
  const translate = useTranslate();
  const call = useCall();
  const [agents, setAgents] = useState<AgentOption[]>([]);
  const [f, setF] = useState({ agentId: '', entity: '', recordId: '', from: '', to: '' });
  const [error, setError] = useState<Record<string, string>>({});
  const t = (k: string) => translate(`rx.audit.${k}`);

  useEffect(() => {
    call<{ items: AgentOption[] }>('GET', '/agent/auth/get-agents-list', { skip: 0, limit: 500, sortBy: 'firstName', sortOrder: 'ASC' }, { silent: true })
      .then((d) => setAgents(d.items)).catch(() => setAgents([]));
  }, [call]);

  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((v) => ({ ...v, [k]: e.target.value }));
  const submit = () => {
    const problems: Record<string, string> = {};
    const entity = f.entity.trim();
    const recordId = f.recordId.trim();
    if (entity && !ENTITY_RE.test(entity)) problems.entity = `${t('entity')}: lower-case letters, digits and _ only`;
    if (recordId && !RECORD_RE.test(recordId)) problems.recordId = `${t('record')}: letters, digits and . _ : - only (up to 64)`;
    if (f.from && f.to && f.from > f.to) problems.to = t('dates_invalid');
    setError(problems);
    if (Object.keys(problems).length) return;
    onSearch({
      ...(f.agentId ? { agentId: Number(f.agentId) } : {}), ...(entity ? { entity } : {}), ...(recordId ? { recordId } : {}),
      ...(f.from ? { from: f.from } : {}), ...(f.to ? { to: f.to } : {}),
    });
  };
  const clear = () => { setF({ agentId: '', entity: '', recordId: '', from: '', to: '' }); setError({}); onSearch({}); };

  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); submit(); }} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', my: 2 }}>
      <TextField select size="small" label={t('user')} value={f.agentId} onChange={set('agentId')} sx={{ minWidth: 200 }} slotProps={{ htmlInput: { 'data-testid': 'audit-user' } }}>
        <MenuItem value="">{t('any_user')}</MenuItem>
        {agents.map((a) => <MenuItem key={a.id} value={String(a.id)}>{`${a.firstName} ${a.lastName} (${a.displayId})`}</MenuItem>)}
      </TextField>
      <TextField size="small" label={t('entity')} value={f.entity} onChange={set('entity')} error={!!error.entity} helperText={error.entity}
        slotProps={{ htmlInput: { list: 'audit-entities' } }} />
      <datalist id="audit-entities">{KNOWN_ENTITIES.map((e) => <option key={e} value={e} />)}</datalist>
      <TextField size="small" label={t('record')} value={f.recordId} onChange={set('recordId')} error={!!error.recordId} helperText={error.recordId} />
      <TextField size="small" type="date" label={t('from')} value={f.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" type="date" label={t('to')} value={f.to} onChange={set('to')} error={!!error.to} helperText={error.to} slotProps={{ inputLabel: { shrink: true } }} />
      <Button type="submit" variant="contained">{t('search')}</Button>
      <Button onClick={clear}>{t('clear')}</Button>
    </Box>
  );
}
