import { columnOf } from '../../shared/schemas/registry';
import { columnTypeOf } from '../../shared/schemas/bounds';
import type { EntitySchema, PropertySchema } from '../../shared/schemas/types';

export interface MigrationOptions {
  /** The table of a resource an `x-reference` names, for a foreign key; undefined: no foreign key. */
  referenceTable?: (resource: string) => string | undefined;
  /** How the developer asked for it, shown in the header (e.g. `npm run gen:migration deliveryVan`). */
  command?: string;
}

// Words PostgreSQL will not take as a bare column or table name.
const RESERVED = new Set(('all analyse analyze and any array as asc asymmetric both case cast check collate column constraint ' +
  'create current_catalog current_date current_role current_time current_timestamp current_user default deferrable desc ' +
  'distinct do else end except false fetch for foreign from grant group having in initially intersect into lateral leading ' +
  'limit localtime localtimestamp not null offset on only or order placing primary references returning select ' +
  'session_user some symmetric table then to trailing true union unique user using variadic when where window with').split(' '));

/** An identifier as SQL: bare when PostgreSQL takes it so, else double-quoted. */
export const ident = (name: string): string =>
  /^[a-z_][a-z0-9_]*$/.test(name) && !RESERVED.has(name) ? name : `"${name.replace(/"/g, '""')}"`;

const literal = (v: unknown): string => {
  if (v === null) return 'NULL';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return `'${v.replace(/'/g, "''")}'`;
  return `'${JSON.stringify(v).replace(/'/g, "''")}'::jsonb`;
};

/** Index and constraint names stay within PostgreSQL's 63 characters. */
const objectName = (...parts: string[]) => parts.join('_').slice(0, 63);

const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint']);
const typesOf = (p: PropertySchema): string[] => ([] as string[]).concat(p.type ?? []);
const nullable = (p: PropertySchema): boolean => typesOf(p).includes('null') || (p.enum ?? []).includes(null);

/** The SQL type of a property: see docs/adding-an-entity.md for the table of rules. */
export function sqlTypeOf(p: PropertySchema): string {
  const types = typesOf(p).filter((t) => t !== 'null');
  const type = types.length === 1 ? types[0] : types.length === 0 && p.enum ? typeof p.enum.find((e) => e !== null) : 'mixed';
  switch (type) {
    // The same type the validators bound the value to (bounds.ts: x-column-type, else int4 / numeric(12,2)).
    case 'integer': case 'number': return columnTypeOf({ ...p, type })!.sql;
    case 'boolean': return 'boolean';
    case 'string':
      if (p.format === 'date-time') return 'timestamptz';
      if (p.format === 'date') return 'date';
      if (p.format === 'time') return 'time';
      if (p.format === 'uuid') return 'uuid';
      return 'text';
    default: return 'jsonb'; // object, array, or several types at once
  }
}

/** The CHECK conditions a property's constraints translate to (ajv checks them first; these keep the table honest). */
function checksOf(col: string, p: PropertySchema, sqlType: string): string[] {
  const c = ident(col);
  const checks: string[] = [];
  const values = (p.enum ?? []).filter((v) => v !== null);
  if (values.length && values.every((v) => typeof v === 'string' || typeof v === 'number') && sqlType !== 'jsonb') {
    checks.push(`${c} IN (${values.map(literal).join(', ')})`);
  }
  if (INTEGER_TYPES.has(sqlType) || sqlType.startsWith('numeric')) {
    const bounds: Array<[string, unknown]> = [['>=', p.minimum], ['>', p.exclusiveMinimum], ['<=', p.maximum], ['<', p.exclusiveMaximum]];
    const parts = bounds.filter(([, v]) => typeof v === 'number').map(([op, v]) => `${c} ${op} ${v as number}`);
    if (parts.length) checks.push(parts.join(' AND '));
  }
  if (sqlType === 'text' && typeof p.minLength === 'number' && p.minLength > 0 && !values.length) {
    checks.push(`length(${c}) >= ${p.minLength}`);
  }
  return checks;
}

const isTimestamp = (col: string, sqlType: string) => sqlType === 'timestamptz' && (col === 'created_at' || col === 'updated_at');

/**
 * The CREATE TABLE (and its indexes) of a schema with `x-table`: one column per stored property,
 * typed, constrained and indexed from the schema's keywords. A starting point a developer reviews.
 */
export function migrationFromSchema(schema: EntitySchema, opts: MigrationOptions = {}): string {
  const table = schema['x-table'];
  if (!table) throw new Error(`Schema "${schema.$id}" has no x-table: it is not stored, so it needs no migration`);
  const t = ident(table);
  const required = new Set(schema.required ?? []);
  const display = schema['x-display-id'];
  const columns: string[] = [];
  const indexes: string[] = [];
  const seen = new Set<string>();

  const displayColumn = (col: string) => {
    const { prefix, digits } = display!;
    // NOT NULL: every row has an id, so every row has a display id (the schema's type is a plain string).
    return `${ident(col)} text NOT NULL GENERATED ALWAYS AS (${literal(prefix)} || lpad(id::text, greatest(${digits}, length(id::text)), '0')) STORED`;
  };

  const props = Object.entries(schema.properties).filter(([, p]) => !p['x-virtual']);
  if (!props.some(([k, p]) => columnOf(k, p) === 'id')) {
    columns.push('-- The schema has no `id` property; the generic CRUD routes need one.', 'id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY');
    seen.add('id');
  }
  const displayProp = props.find(([k, p]) => k === 'displayId' || columnOf(k, p) === 'display_id');
  if (display && !displayProp) {
    columns.push(displayColumn('display_id'));
    seen.add('display_id');
  }

  for (const [prop, p] of props) {
    const col = columnOf(prop, p);
    // A second property may read the same column under another name (an alias): one column.
    if (seen.has(col)) { columns.push(`-- ${prop}: reads column ${col} too.`); continue; }
    seen.add(col);
    const c = ident(col);
    const sqlType = sqlTypeOf(p);
    if (col === 'id') {
      columns.push(INTEGER_TYPES.has(sqlType) ? `${c} ${sqlType} GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY`
        : sqlType === 'uuid' ? `${c} uuid PRIMARY KEY DEFAULT gen_random_uuid()` : `${c} ${sqlType} PRIMARY KEY`);
      continue;
    }
    if (display && displayProp?.[0] === prop) {
      columns.push(displayColumn(col));
      continue;
    }
    const parts = [c, sqlType];
    const serverDefault = isTimestamp(col, sqlType) ? 'now()' : undefined;
    const hasDefault = p.default !== undefined || serverDefault !== undefined;
    // NOT NULL: a non-nullable value that is always there (required, defaulted, or set by the server).
    // An optional property without a default stays nullable: clearing it on a form stores NULL.
    if (!nullable(p) && (required.has(prop) || hasDefault)) parts.push('NOT NULL');
    if (serverDefault) parts.push(`DEFAULT ${serverDefault}`);
    else if (p.default !== undefined) parts.push(`DEFAULT ${sqlType === 'jsonb' ? `'${JSON.stringify(p.default).replace(/'/g, "''")}'::jsonb` : literal(p.default)}`);
    const ref = p['x-reference'];
    if (ref && INTEGER_TYPES.has(sqlType)) {
      const target = opts.referenceTable?.(ref.resource);
      if (target) parts.push(`REFERENCES ${ident(target)} (id)`);
      else columns.push(`-- ${col}: x-reference names "${ref.resource}", whose table is unknown; add REFERENCES by hand.`);
    }
    for (const check of checksOf(col, p, sqlType)) parts.push(`CHECK (${check})`);
    if (p.readOnly && !nullable(p) && !hasDefault && !required.has(prop)) {
      columns.push(`-- ${col}: set by the server; add NOT NULL (and a DEFAULT) if every row has one.`);
    }
    columns.push(parts.join(' '));
    if (p['x-unique']) {
      const expr = sqlType === 'text' && !p.enum ? `lower(${c})` : c;
      indexes.push(`CREATE UNIQUE INDEX ${ident(objectName(table, col, 'key'))} ON ${t} (${expr});`);
    }
    if (p['x-index']) indexes.push(`CREATE INDEX ${ident(objectName(table, col, 'idx'))} ON ${t} (${c});`);
  }

  for (const hidden of (schema['x-hidden-columns'] as string[] | undefined) ?? []) {
    if (seen.has(hidden)) continue;
    seen.add(hidden);
    columns.push(`-- ${hidden}: listed in x-hidden-columns (server-only); check its type and NOT NULL.`, `${ident(hidden)} text`);
  }

  // Commas go after every column but the last; comment lines take none.
  const lastColumn = columns.map((l) => !l.startsWith('--')).lastIndexOf(true);
  const body = columns.map((l, i) => `  ${l}${!l.startsWith('--') && i < lastColumn ? ',' : ''}`).join('\n');
  const header = [
    `-- ${schema.title ?? schema.$id}${schema['x-description'] ? `: ${schema['x-description']}` : ''}`,
    `-- Generated by \`${opts.command ?? `npm run gen:migration ${schema.$id}`}\` from the schema "${schema.$id}".`,
    '-- Review before committing: types, NOT NULLs, checks, defaults and indexes are read off the schema,',
    '-- foreign keys only where x-reference names a known resource. Once applied, never edit this file:',
    '-- change the table with a new migration (ALTER TABLE ...).',
  ];
  return `${[...header, '', `CREATE TABLE ${t} (`, body, ');', ...indexes].join('\n')}\n`;
}

/** `0007_create_delivery_vans.sql` after the highest `NNNN_` file already in the folder. */
export function nextMigrationName(existing: string[], table: string): string {
  const highest = existing.map((f) => /^(\d{4})_/.exec(f)?.[1]).filter(Boolean).map(Number).reduce((a, b) => Math.max(a, b), 0);
  if (highest >= 9999) throw new Error('Migration numbers have run out (9999)');
  const slug = table.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return `${String(highest + 1).padStart(4, '0')}_create_${slug}.sql`;
}

/** The migration file (by name) that already creates `table`, if any. */
export function findCreateTable(files: Array<{ name: string; text: string }>, table: string): string | undefined {
  const escaped = table.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`CREATE\\s+TABLE\\s+(IF\\s+NOT\\s+EXISTS\\s+)?"?${escaped}"?\\s*\\(`, 'i');
  return files.find((f) => re.test(f.text.replace(/--[^\n]*/g, '')))?.name;
}
