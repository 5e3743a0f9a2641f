import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ValidateFunction } from 'ajv';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { createAjv } from '../../../src/shared/schemas/registry';
import type { RouteEntry } from '../../../src/server/plugins/types';
import { bodyAttempts, deref, queryAttempts, sample, type Resolve } from './fuzzInputs';

/**
 * Generated from the routes the server registered (app.routeCatalogue with each route's schemas),
 * so a route added later is covered without editing this file: every write route gets at least 50
 * bodies its schema forbids, every route with a query string the same idea; each must answer 4xx
 * naming the field, none 5xx, and no table may change.
 */
let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await buildTestApp();
  headers.staff = (await signIn(t.app, 'super_admin')).headers;
  const reg = await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name: 'Fuzz Customer', contactNumber: '+94 77 000 1111' } });
  headers.customer = { authorization: `Bearer ${reg.json().data.apiKey}` };
  headers.public = {};
}, 120_000);
afterAll(async () => { await t?.close(); });

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const who = (r: RouteEntry) => (r.ability === 'customer' ? 'customer' : r.ability === 'public' ? 'public' : 'staff');

async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await sql<{ t: string }>`SELECT table_name AS t FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`.execute(t.app.db)).rows.map((r) => r.t);
  const out: Record<string, number> = {};
  for (const name of tables) out[name] = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(name)}`.execute(t.app.db)).rows[0].n;
  return out;
}

function validatorOf(ajvFor: () => ReturnType<typeof createAjv>, schema: unknown): ValidateFunction | null {
  try { return ajvFor().compile(schema as object); } catch { return null; }
}
const refusedBy = (validate: ValidateFunction | null, value: unknown) => !validate || !validate(structuredClone(value));
/** What the schema says of a value: accepted, or the top-level fields it names. */
const judge = (validate: ValidateFunction | null) => (value: unknown) => {
  if (!validate) return { ok: false, fields: [] };
  const ok = validate(structuredClone(value)) as boolean;
  const fields = (validate.errors ?? []).map((e) => (e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.split('/')[1] ?? '')).filter(Boolean);
  return { ok, fields };
};
const parsed = (raw: string): { ok: boolean; value?: unknown } => { try { return { ok: true, value: JSON.parse(raw) }; } catch { return { ok: false }; } };

interface Problem { route: string; attempt: string; status: number; body: string }

describe('generated fuzz of every route’s inputs', () => {
  it('answers every schema-violating body and query string with a 4xx naming the field; never 5xx; changes no row', async () => {
    const resolve: Resolve = (ref) => (t.app.registry.ajv.getSchema(ref)?.schema as Record<string, unknown> | undefined);
    const queryAjv = createAjv(true);
    const before = await rowCounts();
    const problems: Problem[] = [];
    const thin: string[] = [];
    let sent = 0;
    const routes = t.app.routeCatalogue.filter((r) => r.schema);
    expect(routes.length).toBeGreaterThan(100);

    for (const route of routes) {
      const schema = route.schema!;
      const params = Object.fromEntries(Object.entries((sample(deref(schema.params, resolve), resolve) ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => encodeURIComponent(params[k] ?? '1'));
      const name = `${route.method} ${route.url}`;
      const send = async (attempt: string, opts: { query?: Record<string, string>; payload?: string; contentType?: string; url?: string }, field?: string) => {
        sent++;
        const res = await t.app.inject({
          method: route.method as 'POST', url: opts.url ?? url, query: opts.query,
          headers: { ...headers[who(route)], ...(opts.payload !== undefined ? { 'content-type': opts.contentType ?? 'application/json' } : {}) },
          payload: opts.payload,
        });
        const body = res.json() as { message?: string; details?: Array<{ field: string }> };
        const named = !field || body.details?.some((d) => d.field.includes(field.split('.')[0])) || body.message?.includes(field);
        if (res.statusCode < 400 || res.statusCode >= 500 || [401, 403, 404].includes(res.statusCode) || !body.message || !named) {
          problems.push({ route: name, attempt, status: res.statusCode, body: res.body.slice(0, 200) });
        }
      };

      if (route.url.includes(':')) await send('NUL byte in a path parameter', { url: route.url.replace(/:([A-Za-z0-9_]+)/, '%00').replace(/:([A-Za-z0-9_]+)/g, '1') });

      if (schema.querystring) {
        const validate = validatorOf(() => queryAjv, schema.querystring);
        for (const a of queryAttempts(schema.querystring, resolve, judge(validate))) {
          if (a.always || refusedBy(validate, a.query)) await send(a.label, { query: a.query, ...(WRITE.has(route.method) ? { payload: '{}' } : {}) }, a.field);
        }
      }

      if (WRITE.has(route.method) && schema.body) {
        const validate = validatorOf(() => t.app.registry.ajv, schema.body);
        let refused = 0;
        for (const a of bodyAttempts(schema.body, resolve, judge(validate))) {
          const payload = a.raw ?? JSON.stringify(a.value);
          const json = a.raw !== undefined ? parsed(a.raw) : { ok: true, value: a.value };
          if (!(a.always || !json.ok || refusedBy(validate, json.value))) continue;
          refused++;
          await send(a.label, { payload, contentType: a.contentType }, a.field);
        }
        // A body that may hold nothing (a print call's) has fewer ways to be wrong than one with fields.
        const fields = Object.keys((deref(schema.body, resolve) as { properties?: object } | undefined)?.properties ?? {}).length;
        if (refused < (fields ? 50 : 20)) thin.push(`${name}: ${refused}`);
      } else if (WRITE.has(route.method)) {
        // Multipart uploads: no JSON body schema; a body of another type is refused before the handler.
        for (const contentType of ['application/json', 'application/xml', 'text/plain']) await send(`${contentType} to a multipart route`, { payload: '{"a":1}', contentType });
      }
    }

    expect(problems.slice(0, 25)).toEqual([]);
    expect(thin).toEqual([]);
    expect(sent).toBeGreaterThan(5000);
    expect(await rowCounts()).toEqual(before);
  }, 300_000);
});
