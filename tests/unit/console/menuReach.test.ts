import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resources } from '@resources/index';
import { abilitiesOf, parsePermissions } from '@shared/permissions/model';
import { ROLES } from '@shared/roles';
import { workflows } from '../../../src/console/workflows/registry';
import { pagesOutOfReach, permittedPages, reachablePages } from '../../../src/console/layout/reachable';
import { reports } from '../../../reports/index';

/** Issue 21 item 4: every page a role may open is reachable from its menu; the expectation comes from permissions.yaml and the declarations alone. */
const model = parsePermissions(readFileSync('permissions.yaml', 'utf8'));
const allAbilities = Object.keys(abilitiesOf(model, 'super_admin'));

describe('menus reach every permitted page', () => {
  it.each([...ROLES])('%s: no page it may open is reachable only by typing its address', (role) => {
    const abilities = abilitiesOf(model, role);
    expect(pagesOutOfReach(resources, workflows, abilities)).toEqual([]);
    // Every report whose ability the role holds is among them (its card on the Reports landing).
    const reached = reachablePages(resources, workflows, abilities);
    expect(reports.filter((r) => r.ability in abilities && !reached.has(r.route)).map((r) => r.title)).toEqual([]);
  });

  it('any grant of abilities (an admin may edit permissions.yaml): every report held is reachable, nothing refused is', () => {
    fc.assert(fc.property(fc.subarray(allAbilities), (granted) => {
      const abilities = Object.fromEntries(granted.map((a) => [a, null]));
      const reached = reachablePages(resources, workflows, abilities);
      expect(reports.filter((r) => r.ability in abilities && !reached.has(r.route)).map((r) => r.route)).toEqual([]);
      const permitted = new Set(permittedPages(resources, workflows, abilities));
      expect([...reached].filter((p) => !permitted.has(p))).toEqual([]);
    }), { numRuns: 300 });
  });

  it('finance, procurement, GRN officers and pharmacists reach their reports through the Reports landing', () => {
    for (const role of ['finance', 'procurement_officer', 'grn_officer', 'pharmacist']) {
      const abilities = abilitiesOf(model, role);
      const held = reports.filter((r) => r.ability in abilities);
      expect(held.length, role).toBeGreaterThan(0);
      expect(reachablePages(resources, workflows, abilities).has('/reports'), role).toBe(true);
    }
  });
});
