import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCHEMA = 'tests/fixtures/entity/schemas/deliveryVan.schema.json';
// Each run costs about 1.3 s of processor. In `npm test` this lane runs at nice 10 beside the API
// lanes, and got a tenth of a core: three runs outlasted a 60 s limit there once (CI, load 5.6).
const SPAWNS_TIMEOUT = 180_000;

/**
 * Runs a tool as `npm run` does (through tsx), from the repository root: one node process with tsx's
 * loader, where the tsx command would start two.
 */
function run(tool: string, ...args: string[]) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', `src/tools/${tool}.ts`, ...args], { cwd: ROOT, encoding: 'utf8' });
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
  }, SPAWNS_TIMEOUT);

  it('names the known schemas when asked for an unknown one', () => {
    const res = run('gen-migration', 'noSuchThing', '--dry-run');
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/no schema "noSuchThing" \(known: .*supplier/);
  }, SPAWNS_TIMEOUT);
});

// The fixture folder's two schemas keep the three runs short: the project's own schemas are checked
// by generatedFiles.test.ts and by npm test's "generated types are fresh" step.
describe('gen --check', () => {
  const FIXTURES = 'tests/fixtures/entity/schemas';
  it('exits non-zero naming the stale file, and zero once written', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rx-gentypes-')), 'types.ts');
    writeFileSync(file, '// old\n');
    const stale = run('gen-types', '--check', '--out', file, '--schemas', FIXTURES);
    expect(stale.code).toBe(1);
    expect(stale.err).toContain(`${file} is stale`);
    expect(run('gen-types', '--out', file, '--schemas', FIXTURES).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/export interface DeliveryVan\b[\s\S]*export interface StockTransfer\b/);
    expect(run('gen-types', '--check', '--out', file, '--schemas', FIXTURES).code).toBe(0);
  }, SPAWNS_TIMEOUT);

  it('refuses another schema folder for the project\'s own generated file', () => {
    const res = run('gen-types', '--check', '--schemas', FIXTURES);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/--schemas needs --out/);
  }, SPAWNS_TIMEOUT);
});
