// Type only: the permission model's parser pulls in the YAML library, which the console never needs.
import type { AbilityMap } from '@shared/permissions/can';
import type { ResourceAction, ResourceConfig } from '@shared/resources/defineResource';
import { resourceByName } from '@resources/index';

/** Is `ability` granted (with or without a row condition)? */
const can = (abilities: AbilityMap | undefined, ability: string): boolean =>
  !!abilities && Object.prototype.hasOwnProperty.call(abilities, ability);

/** react-admin's action names mapped to the resource config's `access` keys. */
const ACTION_OF: Record<string, ResourceAction | undefined> = {
  list: 'list', show: 'show', create: 'create', edit: 'edit', export: 'list', read: 'show',
};

/** May the role do `action` on the resource? Unknown resources and actions without an ability: no. */
export function canAccessResource(abilities: AbilityMap | undefined, resource: string, action: string): boolean {
  const config: ResourceConfig | undefined = resourceByName(resource.split('.')[0]);
  const key = ACTION_OF[action];
  const ability = key && config?.access[key];
  return !!ability && can(abilities, ability);
}

/** An ability, or a list meaning any one of them (e.g. the Reports landing: any report's ability). */
export type AbilityGateSpec = string | readonly string[];

/** May the role use a workflow page or menu entry gated by `ability` (any one of a list)? */
export const hasAbility = (abilities: AbilityMap | undefined, ability: AbilityGateSpec): boolean =>
  (typeof ability === 'string' ? [ability] : ability).some((a) => !!a && can(abilities, a));
