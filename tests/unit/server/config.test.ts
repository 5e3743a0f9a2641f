import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';

const dir = () => mkdtempSync(join(tmpdir(), 'rx-cfg-'));

describe('server configuration', () => {
  it('refuses production without a strong JWT secret and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir() })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', DATA_DIR: dir() })).toThrow(/JWT_SECRET/);
    const c = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dir() });
    expect(c.seedDemo).toBe(false);
  });

  it('defaults to port 8080 and keeps a development secret stable across starts', () => {
    const d = dir();
    const a = loadConfig({ DATA_DIR: d });
    const b = loadConfig({ DATA_DIR: d });
    expect(a.port).toBe(8080);
    expect(a.jwtSecret).toBe(b.jwtSecret);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.seedDemo).toBe(true);
  });
});
