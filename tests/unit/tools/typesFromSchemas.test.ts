import { describe, it, expect } from 'vitest';
import ts from 'typescript';
import { GENERATED_BANNER, indent, typeNameOf, typesFromSchemas } from '../../../src/tools/lib/typesFromSchemas';
import type { EntitySchema } from '../../../src/shared/schemas/types';

const van: EntitySchema = {
  $id: 'deliveryVan', title: 'Delivery van', type: 'object', 'x-table': 'delivery_vans', 'x-description': 'A van.',
  properties: {
    id: { type: 'integer', readOnly: true, 'x-label': 'Id' },
    plate: { type: 'string', 'x-unique': true, 'x-reference': { resource: 'plates', labelField: 'name' } },
    dims: { type: 'object', title: 'Dimensions', properties: { lengthM: { type: 'number' } }, additionalProperties: false },
    status: { type: 'string', enum: ['active', 'retired'] },
  },
  required: ['plate'], additionalProperties: false,
};
const trip: EntitySchema = {
  $id: 'trip', title: 'Delivery van', type: 'object',
  properties: {
    van: { $ref: 'deliveryVan' }, vanStatus: { $ref: 'deliveryVan#/properties/status' },
    stops: { type: 'array', items: { $ref: '#/definitions/stop' } },
  },
  definitions: { stop: { type: 'object', properties: { at: { type: 'string' } }, required: ['at'], additionalProperties: false } },
  additionalProperties: false,
};

/** TypeScript's own lib files, parsed once for every program of this file (each parse is seconds on a busy machine). */
const libFiles = new Map<string, ts.SourceFile | undefined>();

/** Type-checks generated code (plus `extra`) in memory; answers the error messages. */
function typeErrors(code: string, extra = ''): string[] {
  const files: Record<string, string> = { '/gen.ts': code, '/use.ts': `import type * as G from './gen';\n${extra}` };
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang) => {
    if (files[name] !== undefined) return ts.createSourceFile(name, files[name], lang);
    if (!libFiles.has(name)) libFiles.set(name, read(name, lang));
    return libFiles.get(name);
  };
  host.fileExists = (name) => files[name] !== undefined || ts.sys.fileExists(name);
  host.readFile = (name) => files[name] ?? ts.sys.readFile(name);
  const program = ts.createProgram(Object.keys(files), options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('typesFromSchemas', () => {
  it('names types from $id, sorts by $id, and starts with the banner', async () => {
    const out = await typesFromSchemas([trip, van]);
    expect(out.startsWith(`/**\n * ${GENERATED_BANNER}.`)).toBe(true);
    expect(out.indexOf('export interface DeliveryVan')).toBeLessThan(out.indexOf('export interface Trip'));
    expect(out).toContain('export interface EntityTypes {\n  deliveryVan: DeliveryVan\n  trip: Trip\n}');
    expect(out).toContain('A van. Shown as "Delivery van".');
    expect(typeNameOf('order-line')).toBe('OrderLine');
  });

  it('leaves out x- keywords and nested titles, and links $refs between schemas', async () => {
    const out = await typesFromSchemas([van, trip]);
    expect(out).not.toMatch(/x-|labelField|Dimensions/);
    expect(out).toMatch(/van\?: DeliveryVan/);
    expect(out).toContain('vanStatus?: Exclude<DeliveryVan["status"], undefined>');
    expect(out).toContain('export interface TripStop');
    expect(typeErrors(out, "export const v: G.DeliveryVan = { plate: 'WP-1', status: 'active', dims: { lengthM: 4 } };\nexport const t: G.Trip = { van: v, vanStatus: 'retired', stops: [{ at: 'x' }] };")).toEqual([]);
    expect(typeErrors(out, "export const v: G.DeliveryVan = { plate: 'WP-1', status: 'flying' };").length).toBe(1);
  }, 120_000); // two in-memory TypeScript programs (over 30 s once on a loaded CI machine)

  it('is deterministic whatever the input order, and indents by depth', async () => {
    const a = await typesFromSchemas([van, trip]);
    const b = await typesFromSchemas([trip, van]);
    expect(a).toBe(b);
    expect(a).toContain('\n  dims?: {\n    lengthM?: number\n  }\n');
    expect(indent('a {\n/**\n* x {\n*/\nb: "}"\n}')).toBe('a {\n  /**\n   * x {\n   */\n  b: "}"\n}');
  });

  it('refuses a $ref to an unknown schema and two types with one name', async () => {
    await expect(typesFromSchemas([{ ...trip, properties: { x: { $ref: 'nope' } } }])).rejects.toThrow(/names no schema/);
    const clash: EntitySchema = { $id: 'delivery-van', title: 'x', type: 'object', properties: {} };
    await expect(typesFromSchemas([van, clash])).rejects.toThrow(/share a name: DeliveryVan/);
  });
});
