import type { RaRecord } from 'react-admin';
import { can } from '@shared/permissions/can';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { useAuthState } from '../data/useAuthState';
import { BulkActions } from './BulkActions';

/**
 * The Datagrid's selection props from the declarations: tick boxes and the bulk action buttons when
 * the role holds one of config.bulkActions, only on rows config.selectableWhen allows; else none.
 */
export function useBulkSelection(config: ResourceConfig) {
  const { abilities } = useAuthState();
  const held = (config.bulkActions ?? []).filter((a) => can(abilities, a.ability));
  if (!held.length) return { bulkActionButtons: false as const };
  const when = config.selectableWhen;
  return {
    bulkActionButtons: <BulkActions actions={held} />,
    ...(when ? { isRowSelectable: (r: RaRecord) => when.in.some((v) => v === r[when.field]) } : {}),
  };
}
