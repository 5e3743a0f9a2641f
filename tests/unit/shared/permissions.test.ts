import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abilitiesOf, can, parsePermissions, PermissionFileError } from '../../../src/shared/permissions/model';
import { ROLES } from '../../../src/shared/roles';

const text = readFileSync('permissions.yaml', 'utf8');
const model = parsePermissions(text);
const grants = (role: string) => new Set(Object.keys(abilitiesOf(model, role)));

describe('permissions.yaml', () => {
  it('grants all 13 roles, super_admin everything', () => {
    expect([...model.roles.keys()].sort()).toEqual([...ROLES].sort());
    expect(grants('super_admin').size).toBe(model.abilities.size);
  });

  it('follows spec 6: delivery agents only have the rider toolkit', () => {
    expect([...grants('delivery_agent')].sort()).toEqual(['reference.view', 'rider.toolkit']);
  });

  it('every role but delivery_agent sees the HBS invoice item and daily credit memo reports', () => {
    for (const role of ROLES) {
      const g = grants(role);
      expect(g.has('reports.hbs_invoice'), role).toBe(role !== 'delivery_agent');
      expect(g.has('reports.daily_credit_memo'), role).toBe(role !== 'delivery_agent');
    }
  });

  it('keeps management read-only and gives credit notes to the chief pharmacist but not the pharmacist', () => {
    const writes = [...grants('management')].filter((a) => /\.(create|edit|cancel|process|adjust|assign|reverse|generate|confirm)($|_)/.test(a));
    expect(writes).toEqual([]);
    expect(grants('chief_pharmacist').has('credit_notes.create')).toBe(true);
    expect(grants('pharmacist').has('credit_notes.create')).toBe(false);
    expect(grants('finance').has('orders.cancel_invoiced')).toBe(true);
  });

  it('limits external pharmacists to their location on their lists', () => {
    expect(abilitiesOf(model, 'external_pharmacist')['chats.my']).toBe('own_location');
  });

  it('names the line of an unknown ability, an unknown role and an unknown condition', () => {
    const badAbility = text.replace('      - rider.toolkit', '      - rider.teleport');
    expect(() => parsePermissions(badAbility)).toThrow(/permissions\.yaml:\d+: unknown ability "rider\.teleport" granted to delivery_agent/);
    expect(() => parsePermissions(`${text}\n  wizard:\n    grants: all\n`)).toThrow(/permissions\.yaml:\d+: unknown role "wizard"/);
    expect(() => parsePermissions(text.replace('where: own_location }', 'where: own_city }'))).toThrow(PermissionFileError);
  });

  it('can() checks an ability map', () => {
    expect(can({ 'a.b': null }, 'a.b')).toBe(true);
    expect(can({ 'a.b': null }, 'a.c')).toBe(false);
    expect(can(undefined, 'a.c')).toBe(false);
    expect(can({}, undefined)).toBe(true);
  });
});
