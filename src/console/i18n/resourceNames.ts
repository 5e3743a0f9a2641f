import type { ResourceConfig } from '@shared/resources/defineResource';

/** react-admin's `resources.<name>.name` (singular |||| plural) from the configs alone: the shell needs it for menus. */
export function resourceNames(configs: ResourceConfig[]) {
  const resources: Record<string, { name: string }> = {};
  for (const c of configs) resources[c.name] = { name: `${c.singular} |||| ${c.label}` };
  return { resources };
}
