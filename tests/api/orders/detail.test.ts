import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from './fixtures';

let t: TestApp;
let fx: OrderFixture;
let ph: SignedIn;
let ext: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedOrderFixture(t.app.db, t.ids, 9);
  ph = await signIn(t.app, 'pharmacist');
  ext = await signIn(t.app, 'external_pharmacist');
});
afterAll(async () => { await t?.close(); });

const get = async (url: string, who: SignedIn = ph) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
  return { status: res.statusCode, data: res.json().data };
};
const hn = (id: number) => `HN${String(id).padStart(6, '0')}`;

describe('order detail modal', () => {
  it('summary carries net and gross totals, payment type, customer, patient and quotation lines', async () => {
    const { status, data } = await get(`/orders/admin/get-order-updated-details?orderId=${hn(fx.orders.toInvoice)}`);
    expect(status).toBe(200);
    expect(data).toMatchObject({ orderId: fx.orders.toInvoice, orderStatus: 5, statusName: 'placed', paymentMethod: 'cash', paymentType: 'Cash on delivery', netTotal: 1235 });
    expect(data.grossTotal).toBe(20 * 12.5 + 30 * 28 + 250);
    expect(data.discountTotal).toBe(105);
    expect(data.quotation.lineItems).toHaveLength(2);
    expect(data.customer.name).toBe('Chathurika Senanayake');
    expect(data.patient.firstName).toBe('Chathurika');
    expect(data.deliverySlot.name).toBe('Morning 9-12');
  });

  it('hierarchy shows the re-order under its first order', async () => {
    const { data } = await get(`/orders/admin/order-hierachy?orderId=${fx.orders.reorder}`);
    expect(data.rootOrderId).toBe(fx.orders.completed);
    expect(data.tree.children.map((c: { id: number }) => c.id)).toEqual([fx.orders.reorder]);
    expect(data.tree.children[0].current).toBe(true);
  });

  it('processing information, roadmap, payment data and logs', async () => {
    const info = (await get(`/orders/processing-information?orderId=${fx.orders.quoted}`)).data;
    expect(info.assignedAgent.id).toBe(ph.userId);
    expect(info.location.name).toBe('Colombo Central Pharmacy');
    const road = (await get(`/orders/admin/order-roadmap?orderId=${fx.orders.quoted}`)).data;
    expect(road.steps.find((s: { step: number }) => s.step === 3)).toMatchObject({ reached: true, current: true });
    expect(road.steps.find((s: { step: number }) => s.step === 15).reached).toBe(false);
    expect(road.history.map((h: { toStatus: number }) => h.toStatus)).toEqual([1, 3]);
    const pay = (await get(`/orders/admin/get-order-payment-data?orderId=${fx.orders.delivered}`)).data;
    expect(pay).toMatchObject({ paymentMethod: 'cash', netTotal: 1235, collected: 0, balance: 1235, settled: false });
    const logs = (await get(`/orders/admin/get-all-order-logs?orderId=${fx.orders.delivered}`)).data;
    expect(logs.map((l: { toStatusName: string }) => l.toStatusName)).toEqual(['new_order', 'delivered']);
  });

  it('past orders of the customer exclude the order itself', async () => {
    const { data } = await get(`/orders/admin/past-orders?orderId=${fx.orders.quoted}&limit=50`);
    expect(data.items.length).toBe(data.count);
    expect(data.items.every((r: { customer_id: number; id: number }) => r.customer_id === fx.customers.amara && r.id !== fx.orders.quoted)).toBe(true);
    expect(data.items.map((r: { id: number }) => r.id)).toContain(fx.orders.completed);
  });

  it('unknown or malformed ids answer 404 / 400; other locations are hidden from external pharmacists', async () => {
    expect((await get('/orders/admin/get-order-updated-details?orderId=99999999')).status).toBe(404);
    expect((await get('/orders/admin/order-roadmap?orderId=abc')).status).toBe(400);
    expect((await get('/orders/admin/order-roadmap')).status).toBe(400);
    expect((await get(`/orders/admin/get-order-updated-details?orderId=${fx.orders.quoted}`, ext)).status).toBe(404);
    expect((await get(`/orders/admin/get-order-updated-details?orderId=${fx.orders.galle}`, ext)).status).toBe(200);
  });
});

describe('find orders and customers', () => {
  it('finds by each search type', async () => {
    const byId = (await get(`/orders/admin/find-orders?searchType=orderId&searchKey=${hn(fx.orders.quoted)}`)).data;
    expect(byId.items.map((r: { id: number }) => r.id)).toEqual([fx.orders.quoted]);
    const byName = (await get('/orders/admin/find-orders?searchType=customerName&searchKey=jayawardena&limit=100')).data;
    expect(byName.count).toBeGreaterThan(2);
    expect(byName.items.every((r: { customer: string }) => r.customer === 'Bimal Jayawardena')).toBe(true);
    const byPhone = (await get('/orders/admin/find-orders?searchType=contactNumber&searchKey=555%208899&limit=100')).data;
    expect(byPhone.count).toBe(byName.count);
    const byPatient = (await get('/orders/admin/find-orders?searchType=patientName&searchKey=amara&limit=100')).data;
    expect(byPatient.items.every((r: { patient_first_name: string }) => r.patient_first_name === 'Amara')).toBe(true);
    const byRx = (await get(`/orders/admin/find-orders?searchType=prescriptionId&searchKey=HNRX${String(fx.prescriptions.bimal).padStart(6, '0')}&limit=100`)).data;
    expect(byRx.count).toBe(byName.count);
    expect((await get('/orders/admin/find-orders?searchType=orderId&searchKey=x1')).status).toBe(400);
    expect((await get('/orders/admin/find-orders?searchType=bogus&searchKey=1')).status).toBe(400);
  });

  it('finds customers by name, phone, id and e-mail with their order counts', async () => {
    const byName = (await get('/users/admin/find-customers?searchKey=silva&searchType=name')).data;
    expect(byName.items).toHaveLength(1);
    expect(byName.items[0]).toMatchObject({ id: fx.customers.amara, name: 'Amara Silva' });
    expect(byName.items[0].ordersCount).toBeGreaterThan(3);
    expect((await get('/users/admin/find-customers?searchKey=0711&searchType=contactNumber')).data.count).toBe(0);
    expect((await get('/users/admin/find-customers?searchKey=71%20555&searchType=contactNumber')).data.items[0].id).toBe(fx.customers.bimal);
    expect((await get(`/users/admin/find-customers?searchKey=HNCX${String(fx.customers.chathu).padStart(6, '0')}`)).data.items[0].id).toBe(fx.customers.chathu);
    expect((await get('/users/admin/find-customers?searchKey=bimal@example.lk')).data.items[0].id).toBe(fx.customers.bimal);
  });
});

describe('prescriptions and patients', () => {
  const rx = () => `HNRX${String(fx.prescriptions.amara).padStart(6, '0')}`;

  it('prescription details by id and by order', async () => {
    const byId = (await get(`/prescriptions/admin/get-prescription-details?prescriptionId=${rx()}`)).data;
    expect(byId).toMatchObject({ prescriptionId: fx.prescriptions.amara, doctorName: 'Dr. R. Fernando', patientName: 'Amara Silva' });
    const byOrder = (await get(`/prescriptions/get-prescription-details-using-order-id?orderId=${fx.orders.quoted}`)).data;
    expect(byOrder.prescriptionId).toBe(fx.prescriptions.amara);
    expect((await get(`/prescriptions/get-prescription-details-using-order-id?orderId=${fx.orders.galle}`)).data).toBeNull();
  });

  it('orders summary and order tree of a prescription', async () => {
    const sum = (await get(`/prescriptions/admin/prescription-orders-summary?prescriptionId=${fx.prescriptions.amara}&limit=100`)).data;
    expect(sum.summary.ordersCount).toBe(sum.orders.count);
    expect(sum.orders.items.every((r: { customer_id: number }) => r.customer_id === fx.customers.amara)).toBe(true);
    const tree = (await get(`/prescriptions/admin/prescription-order-tree-data?orderId=${fx.orders.completed}`)).data;
    expect(tree.count).toBe(sum.summary.ordersCount);
    const completed = tree.tree.find((n: { id: number }) => n.id === fx.orders.completed);
    expect(completed.children.map((c: { id: number }) => c.id)).toEqual([fx.orders.reorder]);
  });

  it('prescriptions and patients of a customer, patient of an order, patient summary', async () => {
    const list = (await get(`/prescriptions/admin/prescriptions?customerId=${fx.customers.amara}`)).data;
    expect(list.items.map((p: { prescriptionId: number }) => p.prescriptionId)).toEqual([fx.prescriptions.amara]);
    const patients = (await get(`/patients/admin/patients?customerId=HNCX${String(fx.customers.amara).padStart(6, '0')}`)).data;
    expect(patients.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Amara', 'Nethmi']);
    const ofOrder = (await get(`/patients/admin/patient?orderId=${fx.orders.dispensing}`)).data;
    expect(ofOrder.patientId).toBe(fx.patients.bimal);
    const summary = (await get(`/patients/admin/patient-summary?patientId=${fx.patients.amara}`)).data;
    expect(summary.totals.ordersCount).toBeGreaterThan(3);
    expect(summary.recentOrders.length).toBe(5);
    expect(summary.prescriptions[0].prescriptionId).toBe(fx.prescriptions.amara);
    expect((await get('/patients/admin/patient-summary?patientId=99999')).status).toBe(404);
    expect((await get(`/patients/admin/patient-summary?patientId=${fx.patients.amara}`, ext)).status).toBe(404);
  });
});
