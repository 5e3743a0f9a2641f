import { useBasename } from 'react-admin';
import { fillRoute, type ResourceAction, type ResourceConfig } from '@shared/resources/defineResource';
import type { Identifier } from 'react-admin';

/**
 * The spec's paths of a resource's screens (config.routes), absolute (with /app) for links and
 * relative (without) for react-admin's redirect functions, which add the basename themselves.
 */
export function useResourcePaths(config: ResourceConfig) {
  const basename = useBasename();
  const relative = (action: ResourceAction, id?: Identifier): string | undefined => {
    const pattern = config.routes[action];
    if (!pattern) return undefined;
    return id === undefined ? pattern : fillRoute(pattern, id);
  };
  const absolute = (action: ResourceAction, id?: Identifier): string | undefined => {
    const path = relative(action, id);
    return path === undefined ? undefined : `${basename}${path}`;
  };
  return { relative, absolute };
}
