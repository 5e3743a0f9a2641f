import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources/index';
import { parsePermissions } from '../../../src/shared/permissions/model';
import { loadSchemaFiles } from '../../../src/server/schemas';
import { SchemaRegistry } from '../../../src/shared/schemas/registry';
import { contractProblems, parseContract } from '../../../src/shared/resources/contract';

// The product owner's contract lives in ../shared/spec; the repository keeps a copy so a clone
// without shared/ beside it still checks against it (and the copy must not drift).
const CONTRACT_COPY = 'docs/contract/api-paths.txt';
const CONTRACT_SOURCE = existsSync('../shared/spec/api-paths.txt') ? '../shared/spec/api-paths.txt' : CONTRACT_COPY;
const contractText = readFileSync(CONTRACT_COPY, 'utf8');
const contract = parseContract(contractText);
const registry = new SchemaRegistry(loadSchemaFiles());
const abilities = parsePermissions(readFileSync('permissions.yaml', 'utf8')).abilities;

describe('resource configs', () => {
  it('check against the current contract', () => {
    expect(contractText).toBe(readFileSync(CONTRACT_SOURCE, 'utf8'));
  });

  it('declare each call once, across configs', () => {
    expect(contractProblems(resources, contract).filter((p) => p.includes('also declared'))).toEqual([]);
  });

  it('have unique names', () => {
    const names = resources.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const r of resources) {
    describe(r.name, () => {
      it('names an existing schema, and its columns and sort are schema properties (of the list rows\' schema when the list call names one)', () => {
        expect(registry.has(r.schema), `schema ${r.schema}`).toBe(true);
        const rows = r.api.list?.schema ?? r.schema;
        expect(registry.has(rows), `list schema ${rows}`).toBe(true);
        const props = Object.keys(registry.get(rows).properties);
        for (const c of r.columns) expect(props, `column ${c.source}`).toContain(c.source);
        expect(props).toContain(r.sort.field);
      });

      it('waits only for filters it declares, and lists related records by their resources\' own columns', () => {
        for (const need of r.api.list?.needs ?? []) expect(r.filters.map((f) => f.source), `needs ${need}`).toContain(need);
        for (const rel of r.related ?? []) {
          const other = resources.find((x) => x.name === rel.resource);
          expect(other, `related ${rel.resource}`).toBeDefined();
          const props = Object.keys(registry.get(other!.api.list?.schema ?? other!.schema).properties);
          for (const c of rel.columns ?? []) expect(props, `${rel.resource} column ${c}`).toContain(c);
        }
      });

      // A path outside the spec's list is an RxDesk addition the config declares (src/shared/resources/contract.ts).
      it('calls the /api/v1 contract, or adds clearly new paths to it', () => {
        expect(contractProblems([r], contract)).toEqual([]);
      });

      it('needs only known abilities', () => {
        for (const a of Object.values(r.access)) expect(abilities.has(a!), a).toBe(true);
      });

      it('has a route for each screen whose call exists', () => {
        if (r.routes.show) expect(r.api.getOne).toBeDefined();
        if (r.routes.create) expect(r.api.create).toBeDefined();
        if (r.routes.edit) expect(r.api.update).toBeDefined();
      });
    });
  }
});
