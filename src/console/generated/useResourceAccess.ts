import type { ResourceAction, ResourceConfig } from '@shared/resources/defineResource';
import { useAuthState } from '../data/useAuthState';
import { canAccessResource } from '../data/access';

/** Which screens of a resource the role may open and that exist (have a route). */
export function useResourceAccess(config: ResourceConfig): Record<ResourceAction, boolean> {
  const { abilities } = useAuthState();
  const may = (action: ResourceAction) => !!config.routes[action] && canAccessResource(abilities, config.name, action);
  return { list: may('list'), show: may('show'), create: may('create'), edit: may('edit') };
}
