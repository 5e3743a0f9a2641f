import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parsePermissions } from '../../../src/shared/permissions/model';
import { ROLES } from '../../../src/shared/roles';
import type { ResourceConfig } from '../../../src/shared/resources/defineResource';
import { contractProblems, parseContract } from '../../../src/shared/resources/contract';
import { driftOf } from '../../../src/tools/lib/schemaDrift';
import type { Database } from '../../../src/server/db/connection';
import { tableColumns } from '../data-model/db';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { providerSchema, scaffoldProvider, type Scaffold } from './scaffold';

// An insurance provider added by docs/adding-an-entity.md in a temporary copy; then the checks
// `npm test` runs on every real entity (drift, contract, authorisation) run on it too.
let s: Scaffold;
let t: TestApp;
let config: ResourceConfig;
let finance: SignedIn;
const url = (p: string) => `/api/v1/insurance/${p}`;

beforeAll(async () => {
  s = scaffoldProvider();
  const index = await import(join(s.resources, 'index.ts')) as { resources: ResourceConfig[] };
  [config] = index.resources;
  t = await buildTestApp({ extraMigrationDirs: [s.migrations], extraResources: index.resources, extraSchemaDirs: [s.schemas], env: { PERMISSIONS_FILE: s.permissions } });
  finance = await signIn(t.app, 'finance');
}, 180_000);
afterAll(async () => { await t?.close(); });

describe('an entity scaffolded by the doc', () => {
  it('gets its migration from gen:migration and is registered by npm run gen', () => {
    expect(readdirSync(s.migrations)).toEqual(['0001_create_insurance_providers.sql']);
    expect(s.genOutput).toMatch(/Review it/);
    expect(config.name).toBe('insurance-providers');
  });

  it('matches its table (the drift check)', async () => {
    const columns = await tableColumns({ db: t.app.db } as Database);
    expect(driftOf(providerSchema as never, columns.get('insurance_providers'))).toEqual([]);
  });

  it('adds its paths to the contract (the contract check) and the server answers them', () => {
    const contract = parseContract(readFileSync('docs/contract/api-paths.txt', 'utf8'));
    expect(contractProblems([config], contract)).toEqual([]);
    const served = new Set(t.app.routeCatalogue.map((r) => `${r.method} ${r.url.replace(/^\/api\/v1/, '')}`));
    for (const call of Object.values(config.api)) expect(served.has(`${call!.method} ${call!.path}`), call!.path).toBe(true);
  });

  it('answers 403 exactly where a role lacks the ability (the authorisation matrix)', async () => {
    const model = parsePermissions(readFileSync(s.permissions, 'utf8'));
    const mine = t.app.routeCatalogue.filter((r) => r.url.startsWith('/api/v1/insurance/'));
    expect(mine).toHaveLength(4);
    const mismatches: string[] = [];
    for (const role of ROLES) {
      const { headers } = await signIn(t.app, role);
      for (const r of mine) {
        const granted = (r.ability as string[]).some((a) => model.roles.get(role)?.has(a));
        const res = await t.app.inject({ method: r.method as 'GET', url: r.url, headers, ...(r.method === 'POST' ? { payload: {} } : {}) });
        if (granted ? res.statusCode === 403 || res.statusCode >= 500 : res.statusCode !== 403) mismatches.push(`${role} ${r.method} ${r.url} → ${res.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('documents itself in readable OpenAPI, 201 for the create', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const save = doc.paths['/api/v1/insurance/provider/save'].post;
    expect(save.summary).toBe('Create an insurance provider');
    expect(Object.keys(save.responses)).toContain('201');
    expect(doc.paths['/api/v1/insurance/providers'].get.summary).toBe('List insurance providers');
    expect(doc.paths['/api/v1/insurance/provider/edit'].post.summary).toBe('Update an insurance provider');
  });
});

describe('its optional fields can be cleared, whatever their type', () => {
  const full = {
    code: 'AIA', name: 'AIA Insurance', contactEmail: 'claims@aia.lk', note: 'Ask for Nimal', maxClaims: 40, copayPercent: 12.5,
    cashless: true, contractEnds: '2027-03-31', tier: 'gold', regions: ['Western', 'Central'], status: 'paused',
  };
  const cleared = { contactEmail: null, note: null, maxClaims: null, copayPercent: null, cashless: null, contractEnds: null, tier: null, regions: null };
  let id: number;

  it('stores every optional value', async () => {
    const res = await t.app.inject({ method: 'POST', url: url('provider/save'), headers: finance.headers, payload: full });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject(full);
    id = res.json().data.id;
    expect(res.json().data.displayId).toBe(`IP${String(id).padStart(4, '0')}`);
  });

  for (const [field, type] of Object.entries({ contactEmail: 'email', note: 'string', maxClaims: 'integer', copayPercent: 'number', cashless: 'boolean', contractEnds: 'date', tier: 'enum', regions: 'array' })) {
    it(`clears ${field} (${type}) with null, and the cleared value is what is stored`, async () => {
      const res = await t.app.inject({ method: 'POST', url: url('provider/edit'), headers: finance.headers, payload: { id, [field]: null } });
      expect(res.statusCode, res.body).toBe(200);
      const stored = (await t.app.inject({ url: url(`provider?providerId=${id}`), headers: finance.headers })).json().data;
      expect(stored[field]).toBeNull();
      expect(stored.name).toBe('AIA Insurance');
    });
  }

  it('puts a defaulted field back to its default, and refuses to clear a required one by its label', async () => {
    const back = await t.app.inject({ method: 'POST', url: url('provider/edit'), headers: finance.headers, payload: { id, status: null } });
    expect(back.json().data.status).toBe('active');
    const required = await t.app.inject({ method: 'POST', url: url('provider/edit'), headers: finance.headers, payload: { id, name: null } });
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({ message: 'Name is required', details: [{ field: 'name', message: 'Name is required' }] });
    const row = (await sql<Record<string, unknown>>`SELECT * FROM insurance_providers WHERE id = ${id}`.execute(t.app.db)).rows[0];
    expect(Object.fromEntries(Object.keys(cleared).map((k) => [k, row[k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]]))).toEqual(
      Object.fromEntries(Object.keys(cleared).map((k) => [k, null])));
  });
});

describe('its messages name fields by label', () => {
  it('says what is wrong in sentences, with the schema\'s own pattern message', async () => {
    const res = await t.app.inject({ method: 'POST', url: url('provider/save'), headers: finance.headers, payload: { code: 'ab', contactEmail: 'nope', copayPercent: 120 } });
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(res.json().details.map((d: { field: string; message: string }) => [d.field, d.message]));
    expect(byField).toEqual({
      name: 'Name is required', code: 'Code must be 3 to 6 capital letters',
      contactEmail: 'Contact e-mail must be a valid e-mail address', copayPercent: 'Co-pay (%) must be 100 or less',
    });
    expect(res.json().message).toMatch(/^(Name is required|Code must be 3 to 6 capital letters) \(and 3 more\)$/);
  });

  it('names the field of a duplicate', async () => {
    const res = await t.app.inject({ method: 'POST', url: url('provider/save'), headers: finance.headers, payload: { code: 'AIA', name: 'Another' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'An insurance provider with this code already exists', error: 'CONFLICT',
      details: [{ field: 'code', message: 'An insurance provider with this code already exists' }],
    });
  });
});
