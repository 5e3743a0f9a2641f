import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleServer, serverArgs } from '../../../src/tools/lib/serverBundle';

describe('the server bundle the tests start servers from', () => {
  it('keeps each module\'s own URL (migrations and schemas are found beside their modules), packages outside, and goes with remove()', async () => {
    const bundle = await bundleServer();
    try {
      const text = readFileSync(bundle.entry, 'utf8');
      expect(text).not.toContain('import.meta.url');
      for (const module of ['src/server/db/migrate.ts', 'src/server/schemas.ts']) expect(text).toContain(JSON.stringify(pathToFileURL(resolve(module)).href));
      expect(text).toMatch(/from "fastify"/);
      expect(serverArgs(bundle.entry)).toEqual(['--enable-source-maps', bundle.entry]);
    } finally { bundle.remove(); }
    expect(existsSync(bundle.entry)).toBe(false);
    expect(serverArgs()).toEqual(['--import', 'tsx', 'src/server/main.ts']);
  });
});
