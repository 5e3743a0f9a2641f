import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { createAjv } from '../../../src/shared/schemas/registry';
import type { RouteEntry } from '../../../src/server/plugins/types';
import { demoEmail } from '../../../src/server/db/seed/foundation';
import deliveryVans from '../../fixtures/entity/resources/deliveryVans';
import { deref, type Resolve } from './fuzzInputs';
import { boundaryValues, concrete, fieldsOf, queryString, queryValues, validBody, validSample, withValueAt } from './boundaryValues';

/**
 * Issue 20 §3, generated from the schemas: for every field of every write route's body and every
 * query parameter of every route (app.routeCatalogue: a route added later is covered), each
 * boundary and overflow value (boundaryValues.ts) is sent inside an otherwise valid body or query
 * string, so it reaches the service and the database. No answer may be a 5xx, and a 4xx must leave
 * every table as it was (row counts of all tables and the last audit id; sign_in_throttle counts
 * refused sign-ins by design). Signed in as a second super_admin (every ability), so permissions
 * never stop a value and an edit of agent 1 cannot lock the test out.
 */
const fixture = (p: string) => fileURLToPath(new URL(`../../fixtures/entity/${p}`, import.meta.url));
const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const QUERY_SAMPLE = 8;
let t: TestApp;
const headers: Record<'staff' | 'customer' | 'public', Record<string, string>> = { staff: {}, customer: {}, public: {} };
let fingerprintSql: ReturnType<typeof sql.raw>;

const FUZZ_ADMIN = 'fuzz-admin@rxdesk.test';
async function signInStaff() { headers.staff = (await signIn(t.app, 'super_admin', FUZZ_ADMIN)).headers; }

beforeAll(async () => {
  t = await buildTestApp({ jobs: false, extraMigrationDirs: [fixture('migrations')], extraResources: [deliveryVans], extraSchemaDirs: [fixture('schemas')] });
  const admin = t.ids.agentIds.super_admin;
  const id = (await sql<{ id: number }>`INSERT INTO agents (first_name, last_name, email, password_hash, designation, agent_type)
    SELECT 'Fuzz', 'Admin', ${FUZZ_ADMIN}, password_hash, designation, agent_type FROM agents WHERE email = ${demoEmail('super_admin')} RETURNING id`.execute(t.app.db)).rows[0].id;
  await sql`INSERT INTO agent_roles (agent_id, role) SELECT ${id}, role FROM agent_roles WHERE agent_id = ${admin}`.execute(t.app.db);
  await sql`INSERT INTO agent_locations (agent_id, location_id) SELECT ${id}, location_id FROM agent_locations WHERE agent_id = ${admin}`.execute(t.app.db);
  await signInStaff();
  const reg = await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name: 'Fuzz Customer', contactNumber: '+94 77 000 2222' } });
  headers.customer = { authorization: `Bearer ${reg.json().data.apiKey}` };
  // Records the valid bodies' ids (1) point at beside the foundation's: a product, a draft PO with its line.
  const product = await t.app.inject({ method: 'POST', url: '/api/v1/product/admin/create-new-product', headers: headers.staff, payload: {
    productName: 'Fuzz 500mg', manufacturer: 'Acme', genericName: 'Fuzzamol', productSegment: 'Pharmacy', productCategory: 'Analgesic', lowestUom: 'Tablet', dosageForm: 'Tablet', administrationRoute: 'Oral', supplierId: t.ids.supplierIds[0], retailPrice: 10, lastPurchasePrice: 4,
  } });
  expect(product.statusCode, product.body).toBe(201);
  const po = await t.app.inject({ method: 'POST', url: '/api/v1/po/create', headers: headers.staff, payload: { type: 'new', supplierId: t.ids.supplierIds[0], productId: product.json().data.id, orderedQty: 5 } });
  expect(po.statusCode, po.body).toBe(200);
  const tables = (await sql<{ t: string }>`SELECT table_name AS t FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('sign_in_throttle', 'schema_migrations') ORDER BY 1`.execute(t.app.db)).rows.map((r) => r.t);
  fingerprintSql = sql.raw(`SELECT concat_ws(',', ${tables.map((n) => `(SELECT count(*) FROM "${n}")`).join(', ')}, (SELECT max(id) FROM audit_log)) AS f`);
}, 180_000);
afterAll(async () => { await t?.close(); });

/**
 * The fingerprint, counted again only when some transaction took a transaction id since the last
 * count: a write (an insert, update or delete, committed or rolled back) takes one, a read does not,
 * so an unchanged next id means an unchanged database, and the count of every table (a tenth of a
 * second on PGlite, some 3,000 times) is skipped for the many 4xx answers that never wrote.
 */
let counted: { xid: string; f: string } | undefined;
const fingerprint = async () => {
  const xid = (await sql<{ x: string }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`.execute(t.app.db)).rows[0].x;
  if (counted?.xid !== xid) counted = { xid, f: (await sql<{ f: string }>`${fingerprintSql}`.execute(t.app.db)).rows[0].f };
  return counted.f;
};
const who = (r: RouteEntry) => (r.ability === 'customer' ? 'customer' : r.ability === 'public' ? 'public' : 'staff');

interface Problem { route: string; field: string; value: string; status: number; body: string }

describe('generated boundary fuzz: every field of every write route and every query parameter, on a valid request', () => {
  it('answers no 5xx, and writes nothing when it answers 4xx', async () => {
    const resolve: Resolve = (ref) => (t.app.registry.ajv.getSchema(ref)?.schema as Record<string, unknown> | undefined);
    const queryAjv = createAjv(true);
    const problems: Problem[] = [];
    const uncovered: string[] = [];
    let cases = 0;
    let reached = 0; // cases the schema let through to the handler (2xx, or a refusal by the service)
    let fields = 0;
    let bodies = 0;
    const invalidBases: string[] = [];
    let params = 0;
    let last = await fingerprint();
    let n = 0;
    const routes = t.app.routeCatalogue.filter((r) => r.schema && (r.schema.querystring || (WRITE.has(r.method) && r.schema.body)));
    expect(routes.length).toBeGreaterThan(100);

    for (const route of routes) {
      const schema = route.schema!;
      const name = `${route.method} ${route.url}`;
      const pathParams = (validSample(deref(schema.params, resolve), resolve) ?? {}) as Record<string, unknown>;
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => encodeURIComponent(String(pathParams[k] ?? '1')));
      const accepts = (ajv: ReturnType<typeof createAjv>, s: unknown) => {
        const validate = ajv.compile(concrete(s, resolve));
        return (v: unknown) => ({ ok: validate(structuredClone(v)) as boolean, fields: (validate.errors ?? []).map((e) => (e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.split('/')[1] ?? '')).filter(Boolean) });
      };
      const queryCheck = schema.querystring ? accepts(queryAjv, schema.querystring) : undefined;
      const query = schema.querystring
        ? Object.fromEntries(Object.entries(validBody(schema.querystring, resolve, (v) => queryCheck!(Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, String(x)])))) as object).map(([k, v]) => [k, String(v)]))
        : {};
      const body = WRITE.has(route.method) && schema.body ? validBody(schema.body, resolve, accepts(t.app.registry.ajv, schema.body)) : undefined;

      const bodyCheck = body !== undefined ? accepts(t.app.registry.ajv, schema.body) : undefined;
      if (body !== undefined) { bodies++; if (!bodyCheck!(structuredClone(body)).ok) invalidBases.push(name); }
      /** `refused`: the schema refuses the case, so the handler never runs; its fingerprint is sampled. */
      const send = async (field: string, label: string, opts: { qs?: string; payload?: unknown }, refused: boolean) => {
        cases++;
        const inject = () => t.app.inject({
          method: route.method as 'POST', url: `${url}${opts.qs ? `?${opts.qs}` : ''}`,
          headers: { ...headers[who(route)], ...(who(route) === 'public' ? { 'x-forwarded-for': `10.9.${Math.floor(n / 250) % 250}.${n++ % 250}` } : {}), ...(opts.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          payload: opts.payload === undefined ? undefined : JSON.stringify(opts.payload),
        });
        let res = await inject();
        // A valid body may sign the fuzz's own session out (logout): sign in again and resend.
        if (res.statusCode === 401 && who(route) === 'staff') { await signInStaff(); res = await inject(); }
        const problem = (status: number) => problems.push({ route: name, field, value: label, status, body: res.body.slice(0, 200) });
        if (res.statusCode >= 500) problem(res.statusCode);
        if (!refused) reached++;
        if (res.statusCode >= 400 && (!refused || cases % 10 === 0)) {
          const now = await fingerprint();
          if (now !== last) { problem(res.statusCode); last = now; }
        } else if (res.statusCode < 400) {
          last = await fingerprint();
        }
      };

      if (schema.querystring) {
        const props = fieldsOf(schema.querystring, resolve).filter((f) => f.path.length === 1);
        for (const f of props) {
          params++;
          // Query strings are many (every list's filters): QUERY_SAMPLE values each, rotating so
          // that every value of the list is sent to some parameter of each kind.
          const all = queryValues(f.schema);
          const values = all.length <= QUERY_SAMPLE ? all : Array.from({ length: QUERY_SAMPLE }, (_, i) => all[(params * QUERY_SAMPLE + i) % all.length]);
          if (!values.length) uncovered.push(`${name} ?${f.path[0]}`);
          for (const [label, v] of values) {
            const q = { ...query, [String(f.path[0])]: v.length === 1 ? v[0] : v };
            await send(`?${String(f.path[0])}`, label, { qs: queryString(query, String(f.path[0]), v), ...(body !== undefined ? { payload: body } : {}) }, !queryCheck!(q).ok);
          }
        }
      }
      if (body !== undefined) {
        for (const f of fieldsOf(schema.body, resolve)) {
          fields++;
          for (const [label, v] of boundaryValues(f.schema)) {
            const payload = withValueAt(body, f, v, resolve);
            await send(f.path.join('.'), label, { qs: schema.querystring ? queryString(query) : undefined, payload }, !bodyCheck!(JSON.parse(JSON.stringify(payload))).ok);
          }
        }
      }
    }

    console.log(`boundary fuzz: ${cases} cases over ${routes.length} routes (${fields} body fields, ${params} query parameters); ${reached} passed the schema to the handler; ${problems.length} problems`);
    if (invalidBases.length) console.log(`no valid body could be built for: ${invalidBases.join(', ')}`);
    expect(problems.slice(0, 30)).toEqual([]);
    // The values ride on valid bodies: the generator must manage that for nearly every route.
    expect(invalidBases.length).toBeLessThanOrEqual(bodies / 20);
    expect(uncovered).toEqual([]);
    expect(fields).toBeGreaterThan(300);
    expect(params).toBeGreaterThan(100);
  }, 600_000);

  it('counts again after any write, so a 4xx that wrote is seen (the fingerprint skips only while nothing wrote)', async () => {
    const before = await fingerprint();
    expect(await fingerprint()).toBe(before);
    const { id } = (await sql<{ id: number }>`INSERT INTO cities (name) VALUES ('Fuzz town') RETURNING id`.execute(t.app.db)).rows[0];
    expect(await fingerprint()).not.toBe(before);
    await sql`DELETE FROM cities WHERE id = ${id}`.execute(t.app.db);
    expect(await fingerprint()).toBe(before);
  });
});
