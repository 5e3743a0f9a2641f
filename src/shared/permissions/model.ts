import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Node, type Pair } from 'yaml';
import { ROLES, type Role } from '../roles';

import type { AbilityMap, GrantCondition } from './can';

export { can, type AbilityMap, type GrantCondition } from './can';

/** A row condition on a grant: `own_location` limits the role to rows of its signed-in location. */
export const GRANT_CONDITIONS: GrantCondition[] = ['own_location'];

export interface Grant { ability: string; where?: GrantCondition }

export interface PermissionModel {
  abilities: Map<string, string>;
  roles: Map<Role, Map<string, Grant>>;
}

export class PermissionFileError extends Error {}

/**
 * Parses and checks permissions.yaml. Every problem names the file's line: an unknown role,
 * an ability granted but not in the catalogue, an unknown condition, a role without grants.
 */
export function parsePermissions(text: string, file = 'permissions.yaml'): PermissionModel {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const at = (node: Node | null | undefined) => {
    const pos = node?.range ? lines.linePos(node.range[0]) : undefined;
    return pos ? `${file}:${pos.line}` : file;
  };
  if (doc.errors.length) throw new PermissionFileError(`${file}: ${doc.errors[0].message}`);
  const root = doc.contents;
  if (!isMap(root)) throw new PermissionFileError(`${file}: expected "abilities" and "roles" at the top level`);

  const abilitiesNode = root.get('abilities', true);
  if (!isMap(abilitiesNode)) throw new PermissionFileError(`${at(root)}: "abilities" must be a map of name: description`);
  const abilities = new Map<string, string>();
  for (const pair of abilitiesNode.items as Pair<Node, Node>[]) {
    const name = String((pair.key as { value?: unknown })?.value ?? '');
    if (!/^[a-z_]+(\.[a-z_]+)+$/.test(name)) throw new PermissionFileError(`${at(pair.key)}: ability "${name}" must look like "area.action"`);
    const desc = isScalar(pair.value) ? String(pair.value.value ?? '') : '';
    if (!desc.trim()) throw new PermissionFileError(`${at(pair.key)}: ability "${name}" needs a one-line description`);
    abilities.set(name, desc);
  }

  const rolesNode = root.get('roles', true);
  if (!isMap(rolesNode)) throw new PermissionFileError(`${at(root)}: "roles" must be a map of role: { grants }`);
  const roles = new Map<Role, Map<string, Grant>>();
  for (const pair of rolesNode.items as Pair<Node, Node>[]) {
    const role = String((pair.key as { value?: unknown })?.value ?? '');
    if (!ROLES.includes(role as Role)) throw new PermissionFileError(`${at(pair.key)}: unknown role "${role}" (roles are ${ROLES.join(', ')})`);
    const grantsNode = isMap(pair.value) ? pair.value.get('grants', true) : undefined;
    const grants = new Map<string, Grant>();
    if (isScalar(grantsNode) && grantsNode.value === 'all') {
      for (const ability of abilities.keys()) grants.set(ability, { ability });
    } else if (isSeq(grantsNode)) {
      for (const item of grantsNode.items as Node[]) {
        const grant = readGrant(item, at);
        if (!abilities.has(grant.ability)) throw new PermissionFileError(`${at(item)}: unknown ability "${grant.ability}" granted to ${role}`);
        grants.set(grant.ability, grant);
      }
    } else {
      throw new PermissionFileError(`${at(pair.key)}: role "${role}" needs "grants: all" or a list of abilities`);
    }
    roles.set(role as Role, grants);
  }
  for (const role of ROLES) if (!roles.has(role)) roles.set(role, new Map());
  return { abilities, roles };
}

function readGrant(item: Node, at: (n: Node) => string): Grant {
  if (isScalar(item)) return { ability: String(item.value) };
  if (isMap(item)) {
    const ability = String(item.get('ability') ?? '');
    const where = item.get('where');
    if (where !== undefined && !GRANT_CONDITIONS.includes(where as GrantCondition)) {
      throw new PermissionFileError(`${at(item)}: unknown condition "${String(where)}" (known: ${GRANT_CONDITIONS.join(', ')})`);
    }
    return where === undefined ? { ability } : { ability, where: where as GrantCondition };
  }
  throw new PermissionFileError(`${at(item)}: a grant is an ability name or { ability, where }`);
}

export function abilitiesOf(model: PermissionModel, role: string): AbilityMap {
  const grants = model.roles.get(role as Role);
  const out: AbilityMap = {};
  for (const [ability, g] of grants ?? []) out[ability] = g.where ?? null;
  return out;
}
