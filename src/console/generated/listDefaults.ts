import type { ListView, ResourceConfig } from '@shared/resources/defineResource';

/**
 * A generated list's opening state from its declarations: the filters' `default` values, and for a
 * view its fixed filter (sent with every call, not shown as an input) and its title.
 */
export function listDefaults(config: ResourceConfig, view?: ListView) {
  const filterDefaultValues = Object.fromEntries(config.filters.filter((f) => f.default !== undefined).map((f) => [f.source, f.default]));
  const title = view?.title ?? config.title;
  return {
    ...(Object.keys(filterDefaultValues).length ? { filterDefaultValues } : {}),
    ...(view ? { filter: view.filter, storeKey: `${config.name}.${view.route}` } : {}),
    ...(title ? { title } : {}),
  };
}
