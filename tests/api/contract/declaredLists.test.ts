import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { resources } from '../../../resources/index';
import { abilitiesOf, parsePermissions } from '../../../src/shared/permissions/model';
import { ROLES } from '../../../src/shared/roles';

/**
 * Every declared list opens: its call answers the query the generated list sends when it opens
 * (paging unless `paged: false`, the call's fixed `params`, the filters' defaults, each view's fixed
 * filter, and a typed search for a search-only list) with 200 and its rows, for a role holding the list ability — never a 400 behind an empty list.
 * A related-only list is opened by its parent's UI test, with the parent's id.
 */
const model = parsePermissions(readFileSync('permissions.yaml', 'utf8'));
let t: TestApp;
beforeAll(async () => { t = await buildTestApp({ jobs: false }); }, 60_000);
afterAll(async () => { await t?.close(); });

// A list shown only as a related list needs its parent's id (the related list's target): not opened alone.
const relatedOnly = new Set(resources.flatMap((r) => (r.related ?? []).map((x) => x.resource))
  .filter((name) => { const r = resources.find((x) => x.name === name); return !r?.routes.list && !r?.views?.length; }));
const cases = resources.filter((r) => r.api.list && r.access.list && !relatedOnly.has(r.name)).flatMap((r) => {
  const call = r.api.list!;
  const role = ROLES.find((x) => x !== 'super_admin' && r.access.list! in abilitiesOf(model, x)) ?? 'super_admin';
  const base = {
    ...(call.paged === false ? {} : { skip: 0, limit: 25 }), ...(call.params ?? {}),
    ...Object.fromEntries(r.filters.filter((f) => f.default !== undefined).map((f) => [f.source, f.default])),
    // A search-only list (api.list.needs) asks nothing until its needed filters hold a value: typed here.
    ...Object.fromEntries((call.needs ?? []).map((f) => [f, '123'])),
  };
  const views = r.views?.length ? r.views.map((v) => ({ label: `${r.name} ${v.route}`, query: { ...base, ...v.filter } })) : [{ label: r.name, query: base }];
  return views.map((v) => ({ ...v, role, path: call.path, keys: call.listKeys }));
});

describe('declared lists open', () => {
  it.each(cases.map((c) => [`${c.label} as ${c.role}`, c]))('%s', async (_label, c) => {
    const who = await signIn(t.app, c.role);
    const query = Object.fromEntries(Object.entries(c.query).map(([k, v]) => [k, String(v)]));
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${c.path}`, headers: who.headers, query });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(Array.isArray(data) || Array.isArray(data[c.keys?.items ?? 'items']), res.body.slice(0, 200)).toBe(true);
  });
});
