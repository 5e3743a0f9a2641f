import Stack from '@mui/material/Stack';
import { useRecordContext, type RaRecord } from 'react-admin';
import { can } from '@shared/permissions/can';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { useAuthState } from '../data/useAuthState';
import { ActionButton } from './ActionButton';

/**
 * The record's declared actions (config.actions) for one place: those the role holds the ability
 * for, in declaration order. The abilities are the server's (the session's), so permissions.yaml
 * alone decides who sees which.
 */
export function RecordActions({ config, place, blocked, record: given }: {
  config: ResourceConfig; place: 'show' | 'list'; blocked?: string; record?: RaRecord;
}) {
  const { abilities } = useAuthState();
  const fromContext = useRecordContext();
  const record = given ?? fromContext;
  const actions = (config.actions ?? []).filter((a) => (a.on ?? ['show']).includes(place) && can(abilities, a.ability));
  if (!record || !actions.length) return null;
  return (
    <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap" onClick={place === 'list' ? (e) => e.stopPropagation() : undefined}>
      {actions.map((a) => <ActionButton key={a.name} config={config} action={a} record={record} blocked={blocked} />)}
    </Stack>
  );
}
