import { fillRoute, type ResourceAction, type ResourceConfig } from '@shared/resources/defineResource';
import type { Identifier } from 'react-admin';
import { getAuth } from '../data/authState';
import { canAccessResource } from '../data/access';

/**
 * Where to go after a save: the record's show page, else its edit page, else the list, the first
 * one that exists and the role may open. Relative to /app (react-admin adds the basename).
 */
export function afterSavePath(config: ResourceConfig, id: Identifier | undefined, order: ResourceAction[] = ['show', 'edit', 'list']): string {
  for (const action of order) {
    const pattern = config.routes[action];
    if (!pattern || !canAccessResource(getAuth().abilities, config.name, action)) continue;
    if (pattern.includes(':id')) {
      if (id !== undefined) return fillRoute(pattern, id);
    } else {
      return pattern;
    }
  }
  return '/';
}
