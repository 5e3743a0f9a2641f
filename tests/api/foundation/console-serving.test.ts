import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

const dist = mkdtempSync(join(tmpdir(), 'rx-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>RxDesk</title>');
writeFileSync(join(dist, 'app.js'), 'console.log(1)');
let t: TestApp;
beforeAll(async () => { t = await buildTestApp({ env: { STATIC_DIR: dist } }); });
afterAll(async () => { await t?.close(); });

describe('one port for console and API', () => {
  it('answers the app for the root and deep links, files as files, JSON 404s under /api', async () => {
    for (const url of ['/', '/login', '/app/purchases-grn/supplier/12']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>RxDesk</title>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/app.js' })).body).toContain('console.log');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });
});
