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

  it('every reply carries the whole helmet set, computed once at start (issue 13), refusals and 404s included', async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin', 'cross-origin-resource-policy': 'same-origin', 'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin', 'x-content-type-options': 'nosniff', 'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen', 'x-frame-options': 'SAMEORIGIN', 'x-permitted-cross-domain-policies': 'none', 'x-xss-protection': '0',
    };
    const policy = "default-src 'self';base-uri 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';"
      + "img-src 'self' data: blob:;font-src 'self' data:;media-src 'self' data: blob:;connect-src 'self' ws: wss:;worker-src 'self' blob:;"
      + "frame-src 'self' blob:;object-src 'none';form-action 'self';frame-ancestors 'none'";
    for (const url of ['/login', '/api/v1/agent/auth/permissions', '/api/v1/no-such-call', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({ ...expected, 'content-security-policy': policy });
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('lets another origin embed attachments when the console is served from elsewhere (CORS_ORIGINS)', async () => {
    const cdn = await buildTestApp({ env: { STATIC_DIR: dist, CORS_ORIGINS: 'https://console.example.test' } });
    try {
      const res = await cdn.app.inject({ method: 'GET', url: '/api/v1/agent/auth/permissions' });
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally { await cdn.close(); }
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
