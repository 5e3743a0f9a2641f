import { columnOf } from '../../shared/schemas/registry';
import { columnTypeOf, parseColumnType, withColumnBounds } from '../../shared/schemas/bounds';
import type { EntitySchema, PropertySchema } from '../../shared/schemas/types';

/** One column as information_schema describes it (precision and scale for numeric ones). */
export interface ColumnInfo { table: string; column: string; dataType: string; nullable: boolean; hasDefault?: boolean; precision?: number | null; scale?: number | null }

// JSON Schema type each PostgreSQL column type is read as (connection.ts parses bigint and
// numeric to numbers, dates to 'YYYY-MM-DD').
const JSON_TYPE: Record<string, string[]> = {
  integer: ['integer'], bigint: ['integer'], smallint: ['integer'], numeric: ['number'],
  text: ['string'], uuid: ['string'], 'character varying': ['string'], date: ['string'],
  'timestamp with time zone': ['string'], 'time without time zone': ['string'], boolean: ['boolean'],
  jsonb: ['array', 'object'],
};

const typesOf = (p: PropertySchema): string[] => (Array.isArray(p.type) ? p.type : p.type ? [p.type] : []);

/**
 * Whether a column's NULL rule fits its property. A nullable property needs a nullable column. An
 * optional writable property without a default can be cleared (the generic CRUD stores NULL), so its
 * column is nullable — or NOT NULL with a DEFAULT when a service always fills it. Anything else is
 * always there: NOT NULL.
 */
function nullRuleProblem(schema: EntitySchema, prop: string, p: PropertySchema, c: ColumnInfo): string | undefined {
  const where = `${schema.$id}.${prop}: ${c.table}.${c.column}`;
  if (typesOf(p).includes('null')) return c.nullable ? undefined : `${where} is NOT NULL but the schema allows null`;
  const clearable = !p.readOnly && p.default === undefined && !(schema.required ?? []).includes(prop);
  if (clearable) return c.nullable || c.hasDefault ? undefined : `${where} is NOT NULL without a DEFAULT, but the optional property can be cleared`;
  return c.nullable ? `${where} is nullable but the schema does not allow null` : undefined;
}

/**
 * Whether every value the bounded property accepts (bounds.ts: its own limits, else its column
 * type's) fits the real column: an integer within smallint/integer/bigint, a number within the
 * digits and decimal places of its numeric(p,s). A misfit is a 500 waiting for a large value.
 */
function rangeProblem(schema: EntitySchema, prop: string, raw: PropertySchema, c: ColumnInfo): string | undefined {
  const p = withColumnBounds(raw);
  if (typeof p.maximum !== 'number' && typeof p.exclusiveMaximum !== 'number') return undefined; // not a number
  const column = c.dataType === 'numeric'
    ? (c.precision ? parseColumnType(`numeric(${c.precision},${c.scale ?? 0})`) : undefined)
    : parseColumnType(c.dataType);
  if (!column) return undefined; // unconstrained numeric, or not a numeric column (a type drift says so)
  const values = (p.enum ?? []).filter((v): v is number => typeof v === 'number');
  const hi = values.length ? Math.max(...values) : (p.maximum ?? p.exclusiveMaximum)!;
  const lo = values.length ? Math.min(...values) : (p.minimum ?? p.exclusiveMinimum)!;
  const where = `${schema.$id}.${prop}: ${c.table}.${c.column} is ${column.sql}`;
  // A bigint column read as int4 would refuse its own ids past 2^31: the schema says bigint.
  const declared = columnTypeOf(raw);
  if (column.sql === 'bigint' && declared?.sql !== 'bigint' && typeof raw.maximum !== 'number' && !values.length) {
    return `${where} but the schema bounds it as ${declared?.sql ?? '?'} (declare "x-column-type": "bigint")`;
  }
  if (hi > column.max || lo < column.min) return `${where}, which cannot hold ${hi > column.max ? hi : lo} (declare x-column-type or a narrower minimum/maximum)`;
  const places = typeof p['x-decimals'] === 'number' ? p['x-decimals'] : typesOf(p).includes('number') && !values.length ? Infinity : 0;
  if (column.kind === 'numeric' && places > column.scale) return `${where}, which would round ${places} decimal places to ${column.scale} (declare x-decimals)`;
  if (column.kind === 'integer' && places > 0) return `${where}, which cannot hold decimals`;
  return undefined;
}

/** Every mismatch between one schema and its table, as readable sentences (empty: they agree). */
export function driftOf(schema: EntitySchema, columns: ColumnInfo[] | undefined): string[] {
  const table = schema['x-table']!;
  if (!columns) return [`${schema.$id}: table ${table} does not exist`];
  const problems: string[] = [];
  const byName = new Map(columns.map((c) => [c.column, c]));
  const covered = new Set<string>((schema['x-hidden-columns'] as string[] | undefined) ?? []);
  for (const [prop, p] of Object.entries(schema.properties)) {
    if (p['x-virtual']) continue;
    const column = columnOf(prop, p);
    covered.add(column);
    const c = byName.get(column);
    if (!c) { problems.push(`${schema.$id}.${prop}: no column ${table}.${column}`); continue; }
    const types = typesOf(p);
    const want = JSON_TYPE[c.dataType];
    if (!want) problems.push(`${schema.$id}.${prop}: column type ${c.dataType} has no JSON mapping`);
    else if (!types.some((t) => want.includes(t))) problems.push(`${schema.$id}.${prop}: schema type ${types} but ${table}.${column} is ${c.dataType}`);
    const nullProblem = nullRuleProblem(schema, prop, p, c);
    if (nullProblem) problems.push(nullProblem);
    const range = rangeProblem(schema, prop, p, c);
    if (range) problems.push(range);
  }
  for (const c of columns) if (!covered.has(c.column)) problems.push(`${schema.$id}: column ${table}.${c.column} is neither a property nor in x-hidden-columns`);
  for (const h of (schema['x-hidden-columns'] as string[] | undefined) ?? []) if (!byName.has(h)) problems.push(`${schema.$id}: hidden column ${h} is not in ${table}`);
  return problems;
}
