import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteFile, readFile, saveFile } from '../../../src/server/platform/files';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from '../orders/fixtures';
import { multipart, png } from '../chats/multipart';

let t: TestApp;
let fx: OrderFixture;
let ph: SignedIn;
let threadKey: string;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedOrderFixture(t.app.db, t.ids, 3);
  ph = await signIn(t.app, 'pharmacist');
  threadKey = (await t.app.inject({ method: 'GET', url: `/api/v1/chats/order-and-customer-details?orderId=${fx.orders.quoted}`, headers: ph.headers })).json().data.thread.threadKey;
});
afterAll(async () => { await t?.close(); });

const upload = (data: Buffer, filename = 'scan.png', type = 'image/png', who: SignedIn = ph) => {
  const form = multipart({ userId: String(who.userId), threadKey }, [{ field: 'fileField', filename, type, data }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/chats/addNewAttachment', headers: { ...who.headers, ...form.headers }, payload: form.payload });
};
const rows = async () => Number((await sql<{ n: string }>`SELECT (SELECT count(*) FROM stored_files) + (SELECT count(*) FROM chat_messages) AS n`.execute(t.app.db)).rows[0].n);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Every file under a folder (none expected under DATA_DIR: uploads live in the database). */
const filesUnder = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));

describe('files in the database', () => {
  it('stores an upload in stored_files (sniffed type, size, sha256, name, uploader) and serves it back byte for byte', async () => {
    const res = await upload(png(2048), 'label.png');
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.fileField;
    const id = url.split('/').pop()!;
    const row = (await sql<Record<string, unknown>>`SELECT purpose, content_type, size_bytes, sha256, original_name, uploaded_by_agent_id,
      encode(sha256(content), 'hex') AS actual FROM stored_files WHERE id = ${id}`.execute(t.app.db)).rows[0];
    expect(row).toMatchObject({ purpose: 'chats', content_type: 'image/png', size_bytes: 2048, original_name: 'label.png', uploaded_by_agent_id: ph.userId });
    expect(row.sha256).toBe(row.actual);

    const read = await t.app.inject({ method: 'GET', url, headers: ph.headers });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(read.headers['content-length'])).toBe(2048);
    expect(read.rawPayload.equals(png(2048))).toBe(true);

    // A PDF declared as an image is stored as what its bytes are.
    const asPdf = await upload(pdf, 'scan.png', 'image/png');
    expect(asPdf.statusCode).toBe(201);
    const pdfUrl: string = asPdf.json().data.fileField;
    expect(pdfUrl).toMatch(/\.pdf$/);
    const back = await t.app.inject({ method: 'GET', url: pdfUrl, headers: ph.headers });
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses HTML and SVG whatever they claim to be, and anything past 5 MB (413); nothing is stored', async () => {
    const before = await rows();
    const html = await upload(Buffer.from('<!DOCTYPE html><script>alert(1)</script>'), 'x.png', 'image/png');
    expect(html.statusCode).toBe(400);
    expect(html.json().details).toEqual([expect.objectContaining({ field: 'fileField' })]);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.svg', 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    const big = await upload(png(5 * 1024 * 1024 + 1), 'big.png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, error: 'FILE_TOO_LARGE' });
    expect(await rows()).toBe(before);
  });

  it('the files service itself refuses what is not an allowed type, even when a caller skips the upload reader', async () => {
    const thread = (await sql<{ id: number }>`SELECT id FROM chat_threads LIMIT 1`.execute(t.app.db)).rows[0];
    await expect(t.app.db.transaction().execute((trx) => saveFile(trx, { purpose: 'chats', ownerId: thread.id, bytes: Buffer.from('<svg/>') }))).rejects.toMatchObject({ status: 400 });
    await expect(t.app.db.transaction().execute((trx) => saveFile(trx, { purpose: 'chats', ownerId: thread.id, bytes: png(5 * 1024 * 1024 + 1) }))).rejects.toMatchObject({ status: 413 });
  });

  it('saveFile, readFile and deleteFile work in the caller\'s transaction (a rolled-back save leaves nothing)', async () => {
    const thread = (await sql<{ id: number }>`SELECT id FROM chat_threads LIMIT 1`.execute(t.app.db)).rows[0];
    const saved = await t.app.db.transaction().execute((trx) => saveFile(trx, { purpose: 'prescriptions', ownerId: thread.id, bytes: pdf, originalName: 'a.pdf' }));
    expect(saved).toMatchObject({ contentType: 'application/pdf', size: pdf.length });
    expect((await readFile(t.app.db, saved.id))?.content.equals(pdf)).toBe(true);
    expect(await readFile(t.app.db, saved.id, 'chats')).toBeUndefined();
    expect(await t.app.db.transaction().execute((trx) => deleteFile(trx, saved.id, 'prescriptions'))).toBe(true);
    expect(await readFile(t.app.db, saved.id)).toBeUndefined();
    let lost = '';
    await expect(t.app.db.transaction().execute(async (trx) => {
      lost = (await saveFile(trx, { purpose: 'chats', ownerId: thread.id, bytes: png() })).id;
      throw new Error('the message insert failed');
    })).rejects.toThrow('the message insert failed');
    expect(await readFile(t.app.db, lost)).toBeUndefined();
  });

  it('serves files to signed-in staff who can see the order only', async () => {
    const url: string = (await upload(png(), 'a.png')).json().data.fileField;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const rider = await signIn(t.app, 'delivery_agent');
    expect((await t.app.inject({ method: 'GET', url, headers: rider.headers })).statusCode).toBe(403);
    const ext = await signIn(t.app, 'external_pharmacist'); // another location's order: as if it did not exist
    expect((await t.app.inject({ method: 'GET', url, headers: ext.headers })).statusCode).toBe(404);
    // A chat file is not served through the prescription route, nor a made-up id.
    expect((await t.app.inject({ method: 'GET', url: url.replace('/chats/attachment/', '/prescriptions/admin/attachment/'), headers: ph.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/[0-9a-f]{24}/, 'a'.repeat(24)), headers: ph.headers })).statusCode).toBe(404);
  });

  it('a customer\'s prescription scan is stored in the database and served to staff', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name: 'Ruwan Perera', contactNumber: '+94 77 444 1212', address: '3 Hill St', cityId: t.ids.cityIds.Colombo } });
    const key = reg.json().data.apiKey as string;
    const form = multipart({ patientFirstName: 'Ruwan' }, [{ field: 'prescription', filename: 'rx.pdf', type: 'application/pdf', data: pdf }]);
    const placed = await t.app.inject({ method: 'POST', url: '/api/v1/customer/orders', headers: { authorization: `Bearer ${key}`, ...form.headers }, payload: form.payload });
    expect(placed.statusCode).toBe(201);
    const url: string = placed.json().data.prescription.url;
    const row = (await sql<Record<string, unknown>>`SELECT purpose, content_type, uploaded_by_customer_id, original_name FROM stored_files WHERE id = ${url.split('/').pop()}`.execute(t.app.db)).rows[0];
    expect(row).toMatchObject({ purpose: 'prescriptions', content_type: 'application/pdf', uploaded_by_customer_id: reg.json().data.customer.id, original_name: 'rx.pdf' });
    const read = await t.app.inject({ method: 'GET', url, headers: ph.headers });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.rawPayload.equals(pdf)).toBe(true);
  });

  it('writes no upload under DATA_DIR any more', () => {
    expect(filesUnder(t.config.dataDir)).toEqual([]);
  });
});
