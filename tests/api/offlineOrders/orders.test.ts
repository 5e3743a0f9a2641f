import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { multipart, png } from '../chats/multipart';
import { intakeCustomer, seedMoneyFixture, type MoneyFixture } from '../quotations/fixtures';

let t: TestApp;
let fx: MoneyFixture;
let support: SignedIn;
let pharmacist: SignedIn;
let marketing: SignedIn;
let phoneMode: number;
let walkInMode: number;
let customer: { id: number; displayId: string };
let other: { id: number; displayId: string };

const post = (url: string, payload: object, who: SignedIn = support) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
const get = (url: string, who: SignedIn = support) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: who.headers });
const upload = (customerId: string, data: Buffer = png(), who: SignedIn = support, filename = 'rx.png') => {
  const form = multipart({ customerId }, [{ field: 'fileField', filename, type: 'image/png', data }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/prescriptions/admin/offline-attachment', headers: { ...who.headers, ...form.headers }, payload: form.payload });
};
const counts = async () => (await sql<Record<string, number>>`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM stored_files)::int AS files,
  (SELECT count(*) FROM prescriptions)::int AS prescriptions, (SELECT count(*) FROM patients)::int AS patients, (SELECT count(*) FROM audit_log)::int AS audit`.execute(t.app.db)).rows[0];
const newCustomer = async (customerName: string, contactNumber: string) => (await post('users/offline-customers', { customerName, contactNumber, addresses: [{ address: '5 Temple Road', cityId: Object.values(t.ids.cityIds)[0] }] })).json().data;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  fx = await seedMoneyFixture(t.app.db);
  support = await signIn(t.app, 'customer_support');
  pharmacist = await signIn(t.app, 'pharmacist');
  marketing = await signIn(t.app, 'marketing');
  const modes = (await sql<{ id: number; name: string }>`SELECT id, receive_mode AS name FROM receive_modes`.execute(t.app.db)).rows;
  phoneMode = modes.find((m) => m.name === 'Phone call')!.id;
  walkInMode = modes.find((m) => m.name === 'Walk-in')!.id;
  customer = await newCustomer('Ruwan Fernando', '+94 77 700 1001');
  other = await newCustomer('Dilani Jayasuriya', '+94 77 700 2002');
});
afterAll(async () => { await t?.close(); });

describe('offline attachments', () => {
  it('stores an upload for a customer (audited) and deletes one not yet on an order', async () => {
    const res = await upload(customer.displayId);
    expect(res.statusCode).toBe(201);
    const a = res.json().data;
    expect(a).toMatchObject({ customerId: customer.id, contentType: 'image/png', name: 'rx.png' });
    expect(a.attachment).toBe(`/api/v1/prescriptions/admin/attachment/${a.fileId}`);
    expect(a.fileId.startsWith(`${customer.id}-`)).toBe(true);
    const del = await post('prescriptions/admin/delete-offline-attachment', { attachment: a.attachment });
    expect(del.statusCode).toBe(200);
    expect((await sql`SELECT 1 FROM stored_files WHERE id = ${a.fileId}`.execute(t.app.db)).rows).toEqual([]);
    const audit = (await sql<{ action: string }>`SELECT action FROM audit_log WHERE entity = 'offline_attachment' AND record_id = ${a.fileId} ORDER BY id`.execute(t.app.db)).rows;
    expect(audit.map((r) => r.action)).toEqual(['upload', 'delete']);
    expect((await post('prescriptions/admin/delete-offline-attachment', { attachment: a.fileId })).statusCode).toBe(404);
  });

  it('refuses a missing customer, no file, a non-image, other roles; nothing changes', async () => {
    const before = await counts();
    expect((await upload('')).statusCode).toBe(400);
    expect((await upload('HNCX999999')).statusCode).toBe(404);
    expect((await upload(String(customer.id), Buffer.from('<html><script>alert(1)</script></html>'))).statusCode).toBe(400);
    const noFile = multipart({ customerId: String(customer.id) });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/prescriptions/admin/offline-attachment', headers: { ...support.headers, ...noFile.headers }, payload: noFile.payload })).statusCode).toBe(400);
    expect((await upload(String(customer.id), png(), marketing)).statusCode).toBe(403);
    expect((await post('prescriptions/admin/delete-offline-attachment', { attachment: '../../etc/passwd' })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('placing an offline order', () => {
  let orderId: number;
  let fileUrl: string;

  it('places an order for an offline customer with attachments: offline prescription, new patient, order at status 1, audited', async () => {
    const a1 = (await upload(customer.displayId)).json().data;
    const a2 = (await upload(String(customer.id), Buffer.from('%PDF-1.4\n%%EOF\n'), support, 'letter.pdf')).json().data;
    fileUrl = a1.attachment;
    const res = await post('orders/admin/offline-order', {
      customerId: customer.displayId, receiveMode: phoneMode, patientFirstName: 'Nethmi', patientLastName: 'Fernando', relationship: 'child',
      deliveryAddress: '9 Lake Drive', paymentMethod: 'cash', note: 'Call before delivery', attachments: [a1.attachment, a2.fileId],
    });
    expect(res.statusCode).toBe(201);
    const o = res.json().data;
    expect(o).toMatchObject({ status: 1, stage: 'new_requests', source: 'offline', customerId: customer.id, receiveMode: phoneMode });
    expect(o.attachments.map((x: { name: string }) => x.name)).toEqual(['rx.png', 'letter.pdf']);
    orderId = o.orderId;
    const row = (await sql<Record<string, unknown>>`SELECT o.source, o.receive_mode_id, o.created_by_agent_id, o.location_id, o.delivery_address, o.payment_method,
        p.source AS rx_source, jsonb_array_length(p.attachments) AS n, pt.first_name, pt.relationship
      FROM orders o JOIN prescriptions p ON p.id = o.prescription_id JOIN patients pt ON pt.id = o.patient_id WHERE o.id = ${orderId}`.execute(t.app.db)).rows[0];
    expect(row).toMatchObject({ source: 'offline', receive_mode_id: phoneMode, created_by_agent_id: support.userId, location_id: support.locationId,
      delivery_address: '9 Lake Drive', payment_method: 'cash', rx_source: 'offline', n: 2, first_name: 'Nethmi', relationship: 'child' });
    const audit = (await sql<{ entity: string; action: string }>`SELECT entity, action FROM audit_log WHERE role = 'customer_support' AND entity IN ('order', 'patient', 'prescription') ORDER BY id`.execute(t.app.db)).rows;
    expect(audit).toEqual([{ entity: 'patient', action: 'create' }, { entity: 'prescription', action: 'create' }, { entity: 'order', action: 'placeOrder' }]);
    const log = (await sql<{ action: string; to_status: number }>`SELECT action, to_status FROM order_logs WHERE order_id = ${orderId}`.execute(t.app.db)).rows;
    expect(log).toMatchObject([{ action: 'placeOrder', to_status: 1 }]);
  });

  it('appears in the staff order lists and detail like an app order, with its scans readable', async () => {
    const unassigned = (await get('orders/admin/get-unassigned-orders-list?limit=50', pharmacist)).json().data;
    expect(unassigned.items.map((r: { id: number }) => Number(r.id))).toContain(orderId);
    const detail = await get(`chats/order-and-customer-details?orderId=${orderId}`, pharmacist);
    expect(detail.statusCode).toBe(200);
    expect(JSON.stringify(detail.json().data)).toMatch(/Offline order entered by staff/);
    const rx = (await get(`prescriptions/admin/get-prescription-details?orderId=${orderId}`, pharmacist)).json().data;
    expect(rx).toMatchObject({ source: 'offline' });
    const scan = await get(fileUrl.replace('/api/v1/', ''), pharmacist);
    expect(scan.statusCode).toBe(200);
    expect(scan.headers['content-type']).toBe('image/png');
  });

  it('flows through the same quotation path: a pharmacist quotes it', async () => {
    expect((await post('orders/admin/assign-order-to-me', { orderId }, pharmacist)).statusCode).toBe(200);
    const q = await post('quotations/create-new-quotation', { orderId, formValues: { productId: fx.products.vitamin, quantity: 2 } }, pharmacist);
    expect(q.statusCode, q.body).toBe(200);
    const s = await post('quotations/submit-quotation', { orderId, deliveryFee: 0 }, pharmacist);
    expect(s.statusCode, s.body).toBe(200);
    expect((await sql<{ status: number }>`SELECT status FROM orders WHERE id = ${orderId}`.execute(t.app.db)).rows[0].status).toBe(3);
  });

  it('places a walk-in order without attachments for the self patient, from the customer address', async () => {
    const res = await post('orders/admin/offline-order', { customerId: other.id, receiveMode: walkInMode });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json().data;
    expect(o.prescriptionId).toBeNull();
    const row = (await sql<Record<string, unknown>>`SELECT o.delivery_address, pt.first_name, pt.last_name, pt.relationship FROM orders o JOIN patients pt ON pt.id = o.patient_id WHERE o.id = ${o.orderId}`.execute(t.app.db)).rows[0];
    expect(row).toEqual({ delivery_address: '5 Temple Road', first_name: 'Dilani', last_name: 'Jayasuriya', relationship: 'self' });
    // A second order for the same customer reuses the self patient.
    const again = (await post('orders/admin/offline-order', { customerId: other.id, receiveMode: walkInMode })).json().data;
    expect(again.patientId).toBe(o.patientId);
  });

  it('refuses bad orders naming the field; nothing changes', async () => {
    const mine = (await upload(String(customer.id))).json().data;
    const others = (await upload(String(other.id))).json().data;
    const before = await counts();
    const base = { customerId: customer.id, receiveMode: phoneMode };
    const cases: Array<[object, number, RegExp]> = [
      [{ receiveMode: phoneMode }, 400, /customerId/],
      [{ customerId: customer.id }, 400, /receiveMode/],
      [{ ...base, customerId: 'HNCX999999' }, 400, /customer 999999 does not exist/],
      [{ ...base, receiveMode: 99999 }, 400, /receive mode 99999/],
      [{ ...base, deliveryCityId: 99999 }, 400, /city 99999/],
      [{ ...base, location: 99999 }, 400, /location 99999/],
      [{ ...base, patientId: 99999 }, 400, /patientId/],
      [{ ...base, relationship: 'child' }, 400, /patientFirstName/],
      [{ ...base, paymentMethod: 'bitcoin' }, 400, /paymentMethod/],
      [{ ...base, attachments: [others.attachment] }, 400, /another customer/],
      [{ ...base, attachments: ['nonsense'] }, 400, /not an uploaded attachment/],
      [{ ...base, attachments: [`${customer.id}-${'0'.repeat(24)}.png`] }, 400, /not found/],
      [{ ...base, attachments: [fileUrl] }, 409, /already on another prescription/],
      [{ ...base, attachments: [mine.attachment] }, 403, /permission/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('orders/admin/offline-order', payload, status === 403 ? marketing : support);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.body, JSON.stringify(payload)).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('takes a scan off a placed offline prescription when it is deleted; refuses an app customer\'s scan', async () => {
    const del = await post('prescriptions/admin/delete-offline-attachment', { attachment: fileUrl });
    expect(del.statusCode).toBe(200);
    expect(del.json().data.prescriptionIds).toHaveLength(1);
    const n = (await sql<{ n: number }>`SELECT jsonb_array_length(p.attachments) AS n FROM orders o JOIN prescriptions p ON p.id = o.prescription_id WHERE o.id = ${orderId}`.execute(t.app.db)).rows[0].n;
    expect(n).toBe(1);
    const app = await intakeCustomer(t.app, 'Chaminda Ranasinghe', '+94 70 555 6666');
    await app.order();
    const appScan = (await sql<{ url: string }>`SELECT p.attachments->0->>'url' AS url FROM prescriptions p WHERE p.source = 'app' AND jsonb_array_length(p.attachments) > 0 LIMIT 1`.execute(t.app.db)).rows[0];
    const before = await counts();
    const refused = await post('prescriptions/admin/delete-offline-attachment', { attachment: appScan.url });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/through the app/);
    expect(await counts()).toEqual(before);
  });
});

describe('the offline order list', () => {
  const list = async (qs: string, who: SignedIn = support) => {
    const res = await get(`orders/admin/get-offline-orders${qs ? `?${qs}` : ''}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: Array<{ id: number; order_id: string; status: number; receive_mode: string; customer: string; created_by: string }>; count: number; pageSize: number };
  };

  it('lists offline orders only, newest first, pageSize 10 by default, with the count and the list row fields', async () => {
    // An app order must not show.
    const reg = (await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name: 'App Person', contactNumber: '+94 70 333 4444' } })).json().data;
    const form = multipart({ patientFirstName: 'App' }, [{ field: 'prescription', filename: 'rx.png', type: 'image/png', data: png() }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/customer/orders', headers: { authorization: `Bearer ${reg.apiKey}`, ...form.headers }, payload: form.payload })).statusCode).toBe(201);
    for (let i = 0; i < 10; i++) expect((await post('orders/admin/offline-order', { customerId: other.id, receiveMode: walkInMode })).statusCode).toBe(201);
    const all = await list('');
    expect(all.count).toBe(13);
    expect(all.items).toHaveLength(10);
    expect(all.pageSize).toBe(10);
    expect(all.items[0]).toMatchObject({ customer: 'Dilani Jayasuriya', receive_mode: 'Walk-in', created_by: expect.any(String), status: 1 });
    const ids = all.items.map((r) => r.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const page2 = await list('skip=10&pageSize=10');
    expect(page2.items).toHaveLength(3);
    expect(page2.count).toBe(13);
    expect(page2.items.at(-1)!.customer).toBe('Ruwan Fernando');
  });

  it('filters by status, searchBy/searchInput, date range and receive mode', async () => {
    expect((await list('status=3')).items.map((r) => r.customer)).toEqual(['Ruwan Fernando']);
    expect((await list('status=1,3')).count).toBe(13);
    expect((await list('searchBy=customerName&searchInput=ruwan')).count).toBe(1);
    expect((await list('searchBy=contactNumber&searchInput=0777002002'.replace('0777', '+94777'))).count).toBe(12);
    expect((await list('searchBy=patientName&searchInput=Nethmi')).count).toBe(1);
    expect((await list(`searchBy=customerId&searchInput=${customer.displayId}`)).count).toBe(1);
    const first = (await list('status=3')).items[0];
    expect((await list(`searchBy=orderId&searchInput=${first.order_id}`)).items.map((r) => r.id)).toEqual([first.id]);
    expect((await list('searchInput=Dilani')).count).toBe(12);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`startDate=${today}&endDate=${today}`)).count).toBe(13);
    expect((await list('startDate=2020-01-01&endDate=2020-01-31')).count).toBe(0);
    expect((await list(`receiveMode=${phoneMode}`)).count).toBe(1);
  });

  it('refuses bad filters and other roles', async () => {
    for (const qs of ['startDate=2026-05-01&endDate=2026-04-01', 'startDate=2022-01-01&endDate=2026-01-01', 'status=abc', 'status=99', 'searchBy=orderId&searchInput=xyz',
      'searchBy=contactNumber&searchInput=1', 'searchBy=bogus&searchInput=a', 'pageSize=0', 'pageSize=1000', 'skip=-1']) {
      expect((await get(`orders/admin/get-offline-orders?${qs}`)).statusCode, qs).toBe(400);
    }
    expect((await get('orders/admin/get-offline-orders', marketing)).statusCode).toBe(403);
  });
});

describe('offline drafts', () => {
  it('saves an order as a draft (status 0, not in the staff lists), then submits it as a new order, audited', async () => {
    const res = await post('orders/admin/offline-order', { customerId: other.id, receiveMode: phoneMode, draft: true });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().data;
    expect(draft).toMatchObject({ status: 0, stage: 'draft' });
    const unassigned = async () => (await get('orders/admin/get-unassigned-orders-list?limit=100', pharmacist)).json().data.items.map((r: { id: number }) => Number(r.id));
    expect(await unassigned()).not.toContain(draft.orderId);
    expect((await get('orders/admin/get-offline-orders?status=0')).json().data.items.map((r: { id: number }) => r.id)).toEqual([draft.orderId]);

    expect((await post('orders/admin/submit-offline-order', { orderId: draft.order_id }, marketing)).statusCode).toBe(403);
    const sent = await post('orders/admin/submit-offline-order', { orderId: draft.order_id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 1, stage: 'new_requests' });
    expect(await unassigned()).toContain(draft.orderId);
    const audit = (await sql<{ action: string }>`SELECT action FROM audit_log WHERE entity = 'order' AND record_id = ${String(draft.orderId)} ORDER BY id`.execute(t.app.db)).rows;
    expect(audit.map((a) => a.action)).toEqual(['createDraft', 'submitDraft']);
    // Only once, and only offline orders.
    expect((await post('orders/admin/submit-offline-order', { orderId: draft.orderId })).statusCode).toBe(409);
    const appOrder = (await sql<{ id: number }>`SELECT id FROM orders WHERE source = 'app' LIMIT 1`.execute(t.app.db)).rows[0];
    expect((await post('orders/admin/submit-offline-order', { orderId: Number(appOrder.id) })).statusCode).toBe(404);
    expect((await post('orders/admin/submit-offline-order', { orderId: 'nonsense' })).statusCode).toBe(400);
  });
});

describe('offline order text limits', () => {
  it("takes the patient's names, the address and the note up to what their records keep, and refuses one character more, changing nothing", async () => {
    const limits = { patientFirstName: 80, patientLastName: 80, deliveryAddress: 500, note: 2000 };
    const base = { customerId: customer.displayId, receiveMode: phoneMode, relationship: 'child', patientFirstName: 'Kasun' };
    for (const [field, max] of Object.entries(limits)) {
      const before = await counts();
      const refused = await post('orders/admin/offline-order', { ...base, [field]: 'y'.repeat(max + 1) });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().details.map((d: { field: string }) => d.field), field).toEqual([field]);
      expect(await counts()).toEqual(before);
    }
    const placed = await post('orders/admin/offline-order', { ...base, ...Object.fromEntries(Object.entries(limits).map(([k, max]) => [k, 'z'.repeat(max)])) });
    expect(placed.statusCode).toBe(201);
    const row = (await sql<{ first: number; last: number; address: number; note: number }>`SELECT length(pt.first_name) AS first, length(pt.last_name) AS last,
        length(o.delivery_address) AS address, length(o.note) AS note FROM orders o JOIN patients pt ON pt.id = o.patient_id WHERE o.id = ${placed.json().data.orderId}`.execute(t.app.db)).rows[0];
    expect(row).toEqual({ first: 80, last: 80, address: 500, note: 2000 });
  });

  it("makes the self patient from the customer's name only where it fits the patient's names: a longer part is refused under its field, nothing cut or kept", async () => {
    const patientOf = async (orderId: number) => (await sql<{ first_name: string; last_name: string }>`SELECT pt.first_name, pt.last_name FROM orders o
      JOIN patients pt ON pt.id = o.patient_id WHERE o.id = ${orderId}`.execute(t.app.db)).rows[0];
    // A first word of 81 characters, then one whose rest is 81: each refused under the field that would have taken it.
    const cases: Array<[string, string, string]> = [
      ['F'.repeat(81), '+94 77 700 3001', 'body.patientFirstName'],
      [`Ann ${'L'.repeat(40)} ${'M'.repeat(40)}`, '+94 77 700 3002', 'body.patientLastName'],
    ];
    for (const [customerName, phone, field] of cases) {
      const c = await newCustomer(customerName, phone);
      const before = await counts();
      const refused = await post('orders/admin/offline-order', { customerId: c.id, receiveMode: walkInMode });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().details.map((d: { field: string }) => d.field)).toEqual([field]);
      expect(refused.body).toMatch(/at most 80/);
      expect(await counts()).toEqual(before);
      // Typed names are taken instead; a typed first name alone keeps the customer's other names as the last name only where they fit.
      const typed = await post('orders/admin/offline-order', { customerId: c.id, receiveMode: walkInMode, patientFirstName: 'Ann', patientLastName: 'Perera' });
      expect(typed.statusCode, typed.body).toBe(201);
      expect(await patientOf(typed.json().data.orderId)).toEqual({ first_name: 'Ann', last_name: 'Perera' });
    }
    // A last name of exactly 80 (the customer's 160 in all): kept whole.
    const whole = await newCustomer(`${'F'.repeat(79)} ${'L'.repeat(39)} ${'M'.repeat(40)}`, '+94 77 700 3003');
    const placed = await post('orders/admin/offline-order', { customerId: whole.id, receiveMode: walkInMode });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await patientOf(placed.json().data.orderId)).toEqual({ first_name: 'F'.repeat(79), last_name: `${'L'.repeat(39)} ${'M'.repeat(40)}` });
  });
});
