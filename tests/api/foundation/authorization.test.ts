import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePermissions } from '../../../src/shared/permissions/model';
import { ROLES } from '../../../src/shared/roles';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

/**
 * Generated from permissions.yaml: every registered /api/v1 route, called as each of the 13 roles,
 * answers 403 exactly where the role lacks the route's ability, and 401 without a token.
 */
const model = parsePermissions(readFileSync('permissions.yaml', 'utf8'));
let t: TestApp;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ROLES) headers[role] = (await signIn(t.app, role)).headers;
});
afterAll(async () => { await t?.close(); });

const fill = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');
const call = (method: string, url: string, h?: { authorization: string }) =>
  t.app.inject({ method: method as 'GET', url: fill(url), headers: h, ...(method === 'POST' ? { payload: {} } : {}) });

describe('authorisation matrix from permissions.yaml', () => {
  it('covers the registered routes', () => {
    const gated = t.app.routeCatalogue.filter((r) => Array.isArray(r.ability));
    expect(gated.length).toBeGreaterThan(10);
  });

  it('answers 401 on every non-public route without a token', async () => {
    for (const r of t.app.routeCatalogue.filter((x) => x.ability !== 'public')) {
      const res = await call(r.method, r.url);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 403 exactly where the role lacks the ability', async () => {
    const mismatches: string[] = [];
    for (const r of t.app.routeCatalogue) {
      if (!Array.isArray(r.ability)) continue;
      for (const role of ROLES) {
        const granted = r.ability.some((a) => model.roles.get(role)?.has(a));
        const res = await call(r.method, r.url, headers[role]);
        const ok = granted ? res.statusCode !== 403 && res.statusCode !== 401 && res.statusCode < 500 : res.statusCode === 403;
        if (!ok) mismatches.push(`${role} ${r.method} ${r.url} → ${res.statusCode} (granted: ${granted}) ${res.body.slice(0, 160)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
