import type { ListView, ResourceConfig } from '@shared/resources/defineResource';
import { filterDefaults } from './listSchema';

/**
 * A generated list's opening state from its declarations: the filters' `default` values, and for a
 * view its fixed filter (sent with every call, not shown as an input) and its title.
 */
export function listDefaults(config: ResourceConfig, view?: ListView) {
  // One object per config (filterDefaults caches it): a new one each render would reset the filter form.
  const filterDefaultValues = filterDefaults(config);
  const title = view?.title ?? config.title;
  return {
    ...(filterDefaultValues ? { filterDefaultValues } : {}),
    ...(view ? { filter: view.filter, storeKey: `${config.name}.${view.route}` } : {}),
    ...(title ? { title } : {}),
  };
}
