import type { ComponentType } from 'react';
import type { AbilityMap } from '@shared/permissions/can';
import type { ResourceConfig } from '@shared/resources/defineResource';
import type { WorkflowPage } from '../workflows/registry';
import { hasAbility } from '../data/access';
import { MENU_GROUPS, groupKey } from './menuGroups';

export interface MenuEntry { label: string; path: string; order: number; badge?: ComponentType }
export interface MenuGroup { name: string; key: string; module: boolean; entries: MenuEntry[] }

/**
 * The side menu for a role: resource lists (and their views) and workflow pages that have a menu entry, whose page
 * exists and whose ability the role holds, grouped in the spec's order. Paths are relative to /app.
 */
export function buildMenu(resources: ResourceConfig[], workflows: WorkflowPage[], abilities: AbilityMap | undefined): MenuGroup[] {
  const byGroup = new Map<string, MenuEntry[]>();
  const add = (group: string, entry: MenuEntry) => byGroup.set(group, [...(byGroup.get(group) ?? []), entry]);

  for (const r of resources) {
    const ability = r.access.list;
    if (!r.menu || !r.routes.list || !ability || !hasAbility(abilities, ability)) continue;
    add(r.menu.group, { label: r.menu.label, path: r.routes.list, order: r.menu.order ?? 0 });
    const create = r.menu.create;
    if (create && r.routes.create && r.access.create && hasAbility(abilities, r.access.create)) add(r.menu.group, { label: create.label, path: r.routes.create, order: create.order ?? 0 });
  }
  for (const r of resources) {
    const ability = r.access.list;
    if (!ability || !hasAbility(abilities, ability)) continue;
    for (const v of r.views ?? []) if (v.menu) add(v.menu.group, { label: v.menu.label, path: v.route, order: v.menu.order ?? 0 });
  }
  for (const w of workflows) {
    if (!w.menu || !hasAbility(abilities, w.ability)) continue;
    add(w.menu.group, { label: w.menu.label, path: w.path, order: w.menu.order ?? 0, badge: w.menu.badge });
  }

  const known = MENU_GROUPS.filter((g) => byGroup.has(g.name));
  const others = [...byGroup.keys()].filter((name) => !MENU_GROUPS.some((g) => g.name === name))
    .map((name) => ({ name, key: groupKey(name), module: true }));
  return [...known, ...others].map((g) => ({
    ...g,
    entries: [...byGroup.get(g.name)!].sort((a, b) => a.order - b.order || a.label.localeCompare(b.label)),
  }));
}
