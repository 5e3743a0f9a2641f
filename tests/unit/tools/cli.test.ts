import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCHEMA = 'tests/fixtures/entity/schemas/deliveryVan.schema.json';

/** Runs a tool the way `npm run` does (tsx), from the repository root. */
function run(tool: string, ...args: string[]) {
  const res = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [`src/tools/${tool}.ts`, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

describe('gen:migration', () => {
  it('writes the next-numbered file into --dir, says to review it, and refuses a table created twice', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rx-genmig-'));
    writeFileSync(join(dir, '0004_other.sql'), 'CREATE TABLE other (id int);\n');
    const first = run('gen-migration', SCHEMA, '--dir', dir);
    expect(first.code).toBe(0);
    expect(first.out).toContain('0005_create_delivery_vans.sql');
    expect(first.out).toMatch(/Review it/);
    expect(readFileSync(join(dir, '0005_create_delivery_vans.sql'), 'utf8')).toContain('CREATE TABLE delivery_vans (');
    const again = run('gen-migration', 'deliveryVan', '--schemas', 'tests/fixtures/entity/schemas', '--dir', dir);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already created by .*0005_create_delivery_vans\.sql/);
    expect(readdirSync(dir).sort()).toEqual(['0004_other.sql', '0005_create_delivery_vans.sql']);
  }, 30_000);

  it('names the known schemas when asked for an unknown one', () => {
    const res = run('gen-migration', 'noSuchThing', '--dry-run');
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/no schema "noSuchThing" \(known: .*supplier/);
  }, 30_000);
});

describe('gen --check', () => {
  it('exits non-zero naming the stale file, and zero once written', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rx-gentypes-')), 'types.ts');
    writeFileSync(file, '// old\n');
    const stale = run('gen-types', '--check', '--out', file);
    expect(stale.code).toBe(1);
    expect(stale.err).toContain(`${file} is stale`);
    expect(run('gen-types', '--out', file).code).toBe(0);
    expect(run('gen-types', '--check', '--out', file).code).toBe(0);
  }, 60_000);
});
