import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

// A built console as Vite leaves it, with the precompressed twins of src/tools/vitePrecompress.ts.
const dist = mkdtempSync(join(tmpdir(), 'rx-dist-'));
const js = `console.log(${JSON.stringify('RxDesk '.repeat(2000))});`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>RxDesk</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>');
writeFileSync(join(dist, 'assets/index-Ab12Cd34.js'), js);
writeFileSync(join(dist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(js));
writeFileSync(join(dist, 'assets/index-Ab12Cd34.js.gz'), gzipSync(js));
// Vite's manifest: the /app shell is a lazy chunk (src/server/plugins/consolePage.ts names it up front).
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({
  'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true, dynamicImports: ['src/console/app/AdminApp.tsx'] },
  'src/console/app/AdminApp.tsx': { file: 'assets/AdminApp-Ef56Gh78.js', imports: ['index.html'] },
}));
writeFileSync(join(dist, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);

let t: TestApp;
beforeAll(async () => { t = await buildTestApp({ env: { STATIC_DIR: dist } }); });
afterAll(async () => { await t?.close(); });

const get = (url: string, encoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...headers } });

describe('the console served as a CDN would', () => {
  it('sends hashed assets precompressed (brotli, else gzip, else plain) with a one-year immutable cache', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    expect(br.rawPayload.length).toBeLessThan(js.length / 5);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('never lets a cache keep the HTML (root, deep links) or unhashed files without asking again', async () => {
    for (const url of ['/', '/login', '/app/chats/all/new-requests']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
    const logo = await get('/logo.svg', 'gzip');
    expect(logo.headers['cache-control']).toBe('no-cache');
    expect(logo.headers['content-encoding']).toBe('gzip');
  });

  it('names the chunks a deep link needs in its HTML (the /app shell for /app pages, nothing more for sign-in)', async () => {
    const chats = await get('/app/chats/all/new-requests');
    expect(chats.statusCode).toBe(200);
    // At low fetch priority: the first paint (the outline in #root) needs no script (consolePage.ts);
    // marked for the console to run it in a task of its own (routing/runNamedChunks.ts).
    expect(chats.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/AdminApp-Ef56Gh78.js" data-rx-run>');
    expect(chats.body).toContain('<script type="module" fetchpriority="low" src="/assets/index-Ab12Cd34.js"></script>');
    const head = await t.app.inject({ method: 'HEAD', url: '/app/chats/all/new-requests' });
    expect(head.statusCode).toBe(200);
    const login = await get('/login');
    expect(login.body).not.toContain('AdminApp');
  });

  it('compresses large JSON replies, leaves small ones alone', async () => {
    const admin = await signIn(t.app, 'super_admin');
    const big = await get('/api/v1/agent/auth/permissions', 'br, gzip', admin.headers);
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const data = JSON.parse(brotliDecompressSync(big.rawPayload).toString());
    expect(data.success).toBe(true);
    expect(Object.keys(data.data.abilities).length).toBeGreaterThan(50);
    const gz = await get('/api/v1/agent/auth/permissions', 'gzip', admin.headers);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await get('/api/v1/no-such-call', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().error).toBe('NOT_FOUND');
  });
});
