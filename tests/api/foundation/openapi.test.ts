import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

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
