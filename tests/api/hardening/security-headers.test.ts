import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

const dist = mkdtempSync(join(tmpdir(), 'rx-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>RxDesk</title>');
let t: TestApp;
beforeAll(async () => { t = await buildTestApp({ env: { STATIC_DIR: dist } }); });
afterAll(async () => { await t?.close(); });

const expectHardened = (headers: Record<string, unknown>, what: string) => {
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toMatch(/connect-src[^;]*ws:/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
};

describe('security headers on every reply', () => {
  it('the console, API answers, refusals and 404s all carry them', async () => {
    const cases = [
      { method: 'GET', url: '/login' },
      { method: 'GET', url: '/api/v1/no-such-call' },
      { method: 'GET', url: '/api/v1/agent/auth/permissions' },
      { method: 'POST', url: '/api/v1/agent/auth/login', payload: { email: 'nobody@rxdesk.test', password: 'x' } },
      { method: 'GET', url: '/api/docs/json' },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject(c as never);
      expectHardened(res.headers, `${c.method} ${c.url} → ${res.statusCode}`);
    }
  });

  it('announces HSTS only when the request came over TLS (X-Forwarded-Proto from a trusted proxy)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.app.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('HEAD works wherever GET works: deep links, the root, API lists', async () => {
    for (const url of ['/login', '/', '/app/orders']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toBe('');
    }
    const api = await t.app.inject({ method: 'HEAD', url: '/api/v1/agent/auth/permissions' });
    expect(api.statusCode).toBe(401);
  });

  it('the API docs page still loads its own scripts under the policy', async () => {
    let page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (page.statusCode === 302) page = await t.app.inject({ method: 'GET', url: new URL(String(page.headers.location), 'http://x/api/docs/').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.body).toContain('swagger-initializer.js');
  });
});
