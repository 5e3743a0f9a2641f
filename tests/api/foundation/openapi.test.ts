import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/app';
import { PermissionStore } from '../../../src/server/plugins/permissionStore';
import { installAccessGate } from '../../../src/server/plugins/accessGate';
import { compileAll } from '../../../src/server/plugins/validatorCache';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t?.close(); });

describe('OpenAPI document', () => {
  it('documents the contract from the same schemas that validate it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const save = doc.paths['/api/v1/supplier/admin/save'].post;
    const body = save.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'email']));
    expect(body.properties.email.format).toBe('email');
    expect(doc.paths['/api/v1/agent/auth/login']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('input validation on every route', () => {
  it('refuses to register a route whose inputs are not described by a schema', async () => {
    const app = Fastify({ logger: false });
    app.decorate('permissions', new PermissionStore('permissions.yaml', { info: () => {}, error: () => {} }));
    installAccessGate(app);
    expect(() => app.get('/api/v1/unvalidated-probe', { config: { ability: 'reference.view' } }, async () => ({}))).toThrow(/declares no querystring schema/);
    expect(() => app.post('/api/v1/unvalidated-probe', { config: { ability: 'reference.view' } }, async () => ({}))).toThrow(/declares no body schema/);
    expect(() => app.get('/api/v1/probe/:id', { config: { ability: 'reference.view' }, schema: { querystring: {} } }, async () => ({}))).toThrow(/declares no params schema/);
    expect(() => app.get('/api/v1/unknown-ability', { config: { ability: 'nope.nothing' }, schema: { querystring: {} } }, async () => ({}))).toThrow(/unknown ability "nope.nothing"/);
    expect(() => app.get('/api/v1/no-ability', { schema: { querystring: {} } }, async () => ({}))).toThrow(/declares no ability/);
    await app.close();
  });

  it('refuses unknown query parameters on a call that takes none', async () => {
    const { signIn } = await import('../helpers/auth');
    const s = await signIn(t.app, 'pharmacist');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/agent/auth/permissions?drop=tables', headers: s.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'querystring.drop', message: 'drop is not a known field' }]);
  });

  it('compiles every route\'s validators (each at its first request in a server: a schema ajv refuses fails here)', async () => {
    // Every route of the app has made its validators by now (fastify asks for them as it starts).
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
    expect(operations).toBeGreaterThan(200);
    // One validator per distinct schema and part (bodies, query strings, path parameters), shared by routes alike.
    expect(compileAll()).toBeGreaterThan(operations / 2);
    // A body the compiled validators refuse is still refused with the field named.
    const { signIn } = await import('../helpers/auth');
    const s = await signIn(t.app, 'procurement_officer');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/admin/save', headers: s.headers, payload: { name: 'No email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'email' })]));
  });
});
