/**
 * `npm run simulate [-- URL] [--orders 12] [--customers 4] [--seconds 120] [--interval 2500]`
 *
 * Drives the customer intake API of a running RxDesk (default http://localhost:8080) with
 * believable traffic so a demo shows orders and messages arriving live: customers register, send
 * prescriptions, write to the pharmacy, answer quotations (accept or ask for a change) and re-order.
 * Bounded: stops after --orders new orders or --seconds, whichever comes first.
 */
import { randomInt } from 'node:crypto';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  const n = i >= 0 ? Number(args[i + 1]) : fallback;
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const base = (args.find((a) => /^https?:\/\//.test(a)) ?? 'http://localhost:8080').replace(/\/$/, '');
const MAX_ORDERS = Math.min(opt('orders', 12), 500);
const CUSTOMERS = Math.min(opt('customers', 4), 40);
const SECONDS = Math.min(opt('seconds', 120), 3600);
const INTERVAL = Math.max(opt('interval', 2500), 200);

const FIRST = ['Nadeesha', 'Kasun', 'Dinuka', 'Sachini', 'Ruwan', 'Tharushi', 'Lahiru', 'Imesha', 'Sanjaya', 'Hiruni', 'Pradeep', 'Anjali'];
const LAST = ['Perera', 'Fernando', 'Silva', 'Jayasuriya', 'Wickramasinghe', 'Bandara', 'Rajapaksha', 'Gunasekara', 'Dissanayake', 'Herath'];
const STREETS = ['Galle Road, Colombo 04', 'Kandy Road, Peradeniya', 'Main Street, Galle', 'Lake Drive, Kurunegala', 'Sea Street, Negombo'];
const NOTES = ['Monthly refill, same as last time.', 'Please call before delivery.', 'Deliver after 5 pm if possible.', 'Generic brands are fine.', ''];
const MESSAGES = ['Hi, is my order being processed?', 'Can you also add a pack of paracetamol?', 'Could you deliver tomorrow morning?',
  'Is there a cheaper generic for this?', 'Please note my mother is allergic to penicillin.', 'Thank you!'];
const CHANGES = ['Please reduce the antibiotics to 5 days.', 'Can you remove the vitamins from the quotation?', 'Only half the quantity this month, please.'];

interface Customer { id: number; name: string; key: string }
/** The parts of the intake API's answers the simulator reads. */
interface Data {
  customer: { id: number }; apiKey: string; order_id: string;
  items: Array<{ orderId: number; order_id: string; status: number }>;
}

const pick = <T>(xs: T[]): T => xs[randomInt(xs.length)];
const log = (m: string) => console.log(`[simulate ${new Date().toISOString().slice(11, 19)}] ${m}`);

/** A tiny valid PNG (the intake API checks the file's first bytes). */
const PRESCRIPTION_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function call(method: string, path: string, body?: unknown, key?: string): Promise<{ status: number; data: Data; message?: string }> {
  const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) { headers['content-type'] = 'application/json'; payload = JSON.stringify(body); }
  const res = await fetch(`${base}/api/v1${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(10_000) });
  const json = (await res.json().catch(() => ({}))) as { data?: Data; message?: string };
  return { status: res.status, data: json.data ?? ({} as Data), message: json.message };
}

async function register(): Promise<Customer | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const body = { name, contactNumber: `+94 7${randomInt(10)} ${randomInt(100, 1000)} ${randomInt(1000, 10000)}`, address: `${randomInt(1, 300)} ${pick(STREETS)}`, cityId: randomInt(1, 4) };
    let r = await call('POST', '/customer/register', body);
    if (r.status === 400) r = await call('POST', '/customer/register', { ...body, cityId: undefined });
    if (r.status === 201) return { id: r.data.customer.id, name, key: r.data.apiKey };
    if (r.status !== 409) { log(`register failed: ${r.status} ${r.message ?? ''}`); return null; }
  }
  return null;
}

async function placeOrder(c: Customer): Promise<boolean> {
  const form = new FormData();
  const forSelf = randomInt(3) > 0;
  form.set('patientFirstName', forSelf ? c.name.split(' ')[0] : pick(FIRST));
  form.set('patientLastName', c.name.split(' ').slice(1).join(' '));
  form.set('relationship', forSelf ? 'self' : pick(['spouse', 'child', 'parent']));
  const note = pick(NOTES);
  if (note) form.set('note', note);
  form.set('prescription', new Blob([PRESCRIPTION_PNG], { type: 'image/png' }), 'prescription.png');
  const r = await call('POST', '/customer/orders', form, c.key);
  if (r.status === 201) log(`${c.name} placed ${r.data.order_id} with a prescription`);
  else log(`${c.name} could not place an order: ${r.status} ${r.message ?? ''}`);
  return r.status === 201;
}

/** One thing a customer might do with their orders now. */
async function followUp(c: Customer): Promise<void> {
  const r = await call('GET', '/customer/orders?limit=20', undefined, c.key);
  const orders = r.data.items ?? [];
  const quoted = orders.find((o) => o.status === 3);
  if (quoted) {
    if (randomInt(10) < 7) {
      const a = await call('POST', `/customer/orders/${quoted.orderId}/accept-quotation`, { paymentMethod: pick(['cash', 'card', 'online']) }, c.key);
      log(`${c.name} ${a.status === 200 ? 'accepted' : `could not accept (${a.message})`} the quotation of ${quoted.order_id}`);
    } else {
      const a = await call('POST', `/customer/orders/${quoted.orderId}/request-change`, { message: pick(CHANGES) }, c.key);
      log(`${c.name} ${a.status === 200 ? 'asked for a change to' : `could not change (${a.message})`} ${quoted.order_id}`);
    }
    return;
  }
  // An expired quotation: ask for a fresh one; a revised cashless quotation: approve it.
  const expired = orders.find((o) => o.status === 23);
  if (expired && randomInt(2) === 0) {
    const a = await call('POST', `/customer/orders/${expired.orderId}/request-new-quotation`, { message: 'Please send the quotation again' }, c.key);
    if (a.status === 200) log(`${c.name} asked for a new quotation on ${expired.order_id}`);
    return;
  }
  const cashless = orders.find((o) => o.status === 26);
  if (cashless) {
    const a = await call('POST', `/customer/orders/${cashless.orderId}/cashless-approve`, {}, c.key);
    log(`${c.name} ${a.status === 200 ? 'approved' : `could not approve (${a.message})`} the cashless quotation of ${cashless.order_id}`);
    return;
  }
  const done = orders.find((o) => o.status === 21);
  if (done && randomInt(6) === 0) {
    const a = await call('POST', '/customer/orders/reorder', { orderId: done.orderId }, c.key);
    if (a.status === 201) log(`${c.name} re-ordered ${done.order_id} as ${a.data.order_id}`);
    return;
  }
  const open = orders.filter((o) => ![0, 15, 17, 21].includes(o.status));
  if (open.length) {
    const o = pick(open);
    const m = await call('POST', `/customer/orders/${o.orderId}/messages`, { message: pick(MESSAGES) }, c.key);
    if (m.status === 201) log(`${c.name} wrote on ${o.order_id}`);
  }
}

async function main() {
  const deadline = Date.now() + SECONDS * 1000;
  log(`against ${base}: up to ${MAX_ORDERS} orders from ${CUSTOMERS} customers within ${SECONDS} s`);
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const c = await register().catch((e) => { log(`cannot reach ${base}: ${(e as Error).message}`); return null; });
    if (!c) break;
    customers.push(c);
    log(`${c.name} registered (customer ${c.id})`);
  }
  if (!customers.length) { process.exitCode = 1; return; }
  let placed = 0;
  let stop = false;
  process.on('SIGINT', () => { stop = true; });
  while (!stop && Date.now() < deadline && placed < MAX_ORDERS) {
    const c = pick(customers);
    try {
      if (randomInt(2) === 0 || placed < customers.length) { if (await placeOrder(c)) placed++; } else await followUp(c);
    } catch (e) {
      log(`request failed: ${(e as Error).message}`);
    }
    await new Promise((r) => setTimeout(r, INTERVAL / 2 + randomInt(INTERVAL)));
  }
  log(`done: ${placed} orders placed`);
}

void main();
