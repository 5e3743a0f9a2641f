import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { reports } from '../../../reports/index';
import { resourceByName } from '../../../resources/index';
import { abilitiesOf, parsePermissions } from '../../../src/shared/permissions/model';
import { ROLES } from '../../../src/shared/roles';

/**
 * Every picker of every report filter loads for every role holding the report: its source answers
 * with the parameters the console sends (a named source exactly its declared ones; a resource's
 * source with paging), never a 400 or 403 behind an empty picker.
 */
const model = parsePermissions(readFileSync('permissions.yaml', 'utf8'));
let t: TestApp;
beforeAll(async () => { t = await buildTestApp({ jobs: false }); }, 60_000);
afterAll(async () => { await t?.close(); });

describe('report filter pickers', () => {
  const cases = reports.flatMap((r) => Object.entries(r.filters.properties).flatMap(([name, p]) => {
    const ref = p['x-reference'];
    if (!ref) return [];
    // Every role holding the report (the pharmacist and GRN officer hold collection details, and once met a 403 on its riders).
    return ROLES.filter((x) => r.ability in abilitiesOf(model, x)).map((role) => ({ label: `${r.name}.${name} as ${role}`, role, ref }));
  }));
  const signedIn = new Map<string, ReturnType<typeof signIn>>();

  it.each(cases.map((c) => [c.label, c]))('%s', async (_label, { role, ref }) => {
    const api = ref.resource ? resourceByName(ref.resource)?.api : undefined;
    const path = ref.path ?? api?.options?.path ?? api?.list?.path;
    expect(path).toBeTruthy();
    const query = ref.path ? Object.fromEntries(Object.entries(ref.params ?? {}).map(([k, v]) => [k, String(v)])) : { skip: '0', limit: '500' };
    if (!signedIn.has(role)) signedIn.set(role, signIn(t.app, role));
    const who = await signedIn.get(role)!;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: who.headers, query });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const rows = Array.isArray(data) ? data : data.items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveProperty(ref.labelField);
  });
});
