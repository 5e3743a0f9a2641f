import type { AbilityMap } from '@shared/permissions/can';
import type { ResourceConfig } from '@shared/resources/defineResource';
import type { WorkflowPage } from '../workflows/registry';
import { hasAbility } from '../data/access';
import { buildMenu } from './menuModel';

/** Every address without a parameter that the role may open: workflow pages, resource lists (and views) and create screens. */
export function permittedPages(resources: ResourceConfig[], workflows: WorkflowPage[], abilities: AbilityMap | undefined): string[] {
  const pages = workflows.filter((w) => !w.path.includes(':') && hasAbility(abilities, w.ability)).map((w) => w.path);
  for (const r of resources) {
    for (const action of ['list', 'create'] as const) {
      const path = r.routes[action];
      const ability = r.access[action];
      if (path && ability && !path.includes(':') && hasAbility(abilities, ability)) pages.push(path);
    }
    if (r.access.list && hasAbility(abilities, r.access.list)) pages.push(...(r.views ?? []).map((v) => v.route));
  }
  return [...new Set(pages)];
}

/**
 * The pages a role reaches from its side menu: the menu's entries, then whatever they lead to as
 * declared (a workflow page's `reached.from` or `leadsTo`, a report card on the Reports landing, a resource's
 * create screen from its list), to a fixed point. Addresses that only redirect count as reached.
 */
export function reachablePages(resources: ResourceConfig[], workflows: WorkflowPage[], abilities: AbilityMap | undefined): Set<string> {
  const permitted = new Set(permittedPages(resources, workflows, abilities));
  const reached = new Set(buildMenu(resources, workflows, abilities).flatMap((g) => g.entries.map((e) => e.path)));
  const links: Array<[from: string, to: string]> = [
    ...workflows.flatMap((w): Array<[string, string]> => (w.reached && w.reached !== 'redirect' ? [[w.reached.from, w.path]] : [])),
    ...workflows.flatMap((w) => (w.leadsTo ?? []).map((to): [string, string] => [w.path, to])),
    ...resources.flatMap((r): Array<[string, string]> => (r.routes.list && r.routes.create ? [[r.routes.list, r.routes.create]] : [])),
  ];
  for (const w of workflows) if (w.reached === 'redirect' && permitted.has(w.path)) reached.add(w.path);
  for (let grew = true; grew;) {
    grew = false;
    for (const [from, to] of links) {
      if (reached.has(from) && permitted.has(to) && !reached.has(to)) { reached.add(to); grew = true; }
    }
  }
  return reached;
}

/** Pages the role may open but can reach only by typing the address (should be none). */
export const pagesOutOfReach = (resources: ResourceConfig[], workflows: WorkflowPage[], abilities: AbilityMap | undefined): string[] => {
  const reached = reachablePages(resources, workflows, abilities);
  return permittedPages(resources, workflows, abilities).filter((p) => !reached.has(p));
};
