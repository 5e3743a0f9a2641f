import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import deliveryVans from '../../fixtures/entity/resources/deliveryVans';

// Issue 20 §3: numbers the database cannot hold were 500s ("integer out of range", "numeric field
// overflow"). The schema layer now bounds every integer and number to its column (bounds.ts): each
// is a 400 naming the field, and nothing is written.
const fixture = (p: string) => fileURLToPath(new URL(`../../fixtures/entity/${p}`, import.meta.url));
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp({ extraMigrationDirs: [fixture('migrations')], extraResources: [deliveryVans], extraSchemaDirs: [fixture('schemas')] });
  admin = await signIn(t.app, 'super_admin');
}, 120_000);
afterAll(async () => { await t?.close(); });

const count = async (table: string) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.app.db)).rows[0].n;
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...admin.headers, 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

const product = (n: number) => ({
  productName: `Bounded ${n}`, manufacturer: 'Acme', genericName: 'Paracetamol', productSegment: 'Pharmacy', productCategory: 'Analgesic',
  lowestUom: 'Tablet', dosageForm: 'Tablet', administrationRoute: 'Oral',
});

describe('a product (generic resource) refuses what its columns cannot hold', () => {
  // [field, the value as JSON text (a 20-digit integer is no JavaScript number), the message]
  const cases: Array<[string, string, string]> = [
    ['reOrderQuantity', '99999999999999999999', 'Re-order quantity must be 2147483647 or less'],
    ['retailPrice', '1e30', 'Retail price must be 9999999999.99 or less'],
    ['reOrderLevel', '99999999999', 'Re-order level must be 2147483647 or less'],
    ['reOrderQuantity', '3e9', 'Re-order quantity must be 2147483647 or less'],
    ['lastPurchasePrice', '1e20', 'Cost price must be 9999999999.99 or less'],
    ['supplierId', String(2 ** 31), 'Supplier must be 2147483647 or less'],
    ['retailPrice', '12.345', 'Retail price must have at most 2 decimal places'],
  ];
  for (const [i, [field, raw, message]] of cases.entries()) {
    it(`create and edit: ${field} = ${raw} → 400 naming ${field}`, async () => {
      const before = await count('products');
      const body = JSON.stringify(product(i)).replace(/}$/, `,"${field}":${raw}}`);
      const res = await post('/product/admin/create-new-product', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toContainEqual({ field, message });
      expect(await count('products')).toBe(before);
    });
  }

  it('takes the largest values that fit, and the edit refuses one past them', async () => {
    const res = await post('/product/admin/create-new-product', { ...product(99), reOrderQuantity: 2147483647, retailPrice: 9999999999.99, lastPurchasePrice: 0.07 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ reOrderQuantity: 2147483647, retailPrice: 9999999999.99, lastPurchasePrice: 0.07 });
    const edit = await post('/product/admin/edit-product', { id: res.json().data.id, reOrderLevel: 2147483648 });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().details).toEqual([{ field: 'reOrderLevel', message: 'Re-order level must be 2147483647 or less' }]);
  });
});

describe('paging and hand-written route schemas are bounded too', () => {
  it('skip=1e20 on a generic list and on a module list is a 400 naming skip', async () => {
    for (const url of ['/supplier/admin/fetch-all?skip=1e20', '/product/admin/find-products?skip=1e20', '/test-entity/delivery-vans?skip=1e20&limit=5']) {
      const res = await t.app.inject({ url: `/api/v1${url}`, headers: admin.headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain('querystring.skip');
    }
    const fits = await t.app.inject({ url: '/api/v1/supplier/admin/fetch-all?skip=2147483647', headers: admin.headers });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().data.items).toEqual([]);
  });

  it('a supplier id past 2^31 in a query string is a 400, not "integer out of range"', async () => {
    const res = await t.app.inject({ url: `/api/v1/supplier/admin/fetch?supplierId=${2 ** 31}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details[0].field).toBe('querystring.supplierId');
  });
});

describe('an entity written by docs/adding-an-entity.md (tests/fixtures/entity)', () => {
  it('refuses an integer reference past int4 and too many decimals, by label, writing nothing', async () => {
    const before = await count('delivery_vans');
    const res = await post('/test-entity/delivery-van/save', { plateNumber: 'WP XX-0001', model: 'Van', capacityKg: 10.123, homeLocationId: 2 ** 31 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual(expect.arrayContaining([
      { field: 'homeLocationId', message: 'Home location must be 2147483647 or less' },
      { field: 'capacityKg', message: 'Capacity (kg) must have at most 2 decimal places' },
    ]));
    expect(await count('delivery_vans')).toBe(before);
    const ok = await post('/test-entity/delivery-van/save', { plateNumber: 'WP XX-0002', model: 'Van', capacityKg: 10.12, homeLocationId: t.ids.locationIds[0] });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
