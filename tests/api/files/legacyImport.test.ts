import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLegacyFiles } from '../../../src/server/platform/files';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from '../orders/fixtures';
import { png } from '../chats/multipart';

let t: TestApp;
let fx: OrderFixture;
let ph: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedOrderFixture(t.app.db, t.ids, 0);
  ph = await signIn(t.app, 'pharmacist');
});
afterAll(async () => { await t?.close(); });

const legacyId = (owner: number, ext: string) => `${owner}-${randomBytes(12).toString('hex')}.${ext}`;
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(500)]);

describe('importing the uploads earlier versions kept on disk (data step of migration 0015)', () => {
  it('copies referenced files into stored_files under their old names, so stored URLs work again; runs again as a no-op', async () => {
    // An upload folder as the previous version left it: DATA_DIR/uploads/<purpose>/<owner>-<hex>.<ext>.
    const uploadDir = mkdtempSync(join(tmpdir(), 'rx-legacy-'));
    mkdirSync(join(uploadDir, 'chats'));
    mkdirSync(join(uploadDir, 'prescriptions'));
    const thread = (await sql<{ id: number }>`SELECT id FROM chat_threads WHERE order_id = ${fx.orders.quoted}`.execute(t.app.db)).rows[0];
    const chatId = legacyId(thread.id, 'png');
    const rxId = legacyId(fx.customers.amara, 'jpg');
    const bogusId = legacyId(thread.id, 'png');
    writeFileSync(join(uploadDir, 'chats', chatId), png(300));
    writeFileSync(join(uploadDir, 'chats', bogusId), '<!DOCTYPE html><p>not an image</p>');
    writeFileSync(join(uploadDir, 'chats', 'README.txt'), 'not one of ours');
    writeFileSync(join(uploadDir, 'prescriptions', rxId), jpeg);
    const chatUrl = `/api/v1/chats/attachment/${chatId}`;
    const rxUrl = `/api/v1/prescriptions/admin/attachment/${rxId}`;
    await sql`INSERT INTO chat_messages (thread_id, sender, body, attachment_url, step) VALUES (${thread.id}, 'customer', NULL, ${chatUrl}, 3)`.execute(t.app.db);
    await sql`UPDATE prescriptions SET attachments = attachments || ${JSON.stringify([{ url: rxUrl, name: 'old-scan.jpg' }])}::jsonb WHERE id = ${fx.prescriptions.amara}`.execute(t.app.db);

    expect((await t.app.inject({ method: 'GET', url: chatUrl, headers: ph.headers })).statusCode).toBe(404);

    const first = await importLegacyFiles(t.app.db, uploadDir);
    expect(first).toEqual({ imported: 2, skipped: [`chats/${bogusId}`] });

    const chat = await t.app.inject({ method: 'GET', url: chatUrl, headers: ph.headers });
    expect(chat.statusCode).toBe(200);
    expect(chat.headers['content-type']).toBe('image/png');
    expect(chat.rawPayload.equals(png(300))).toBe(true);
    const rx = await t.app.inject({ method: 'GET', url: rxUrl, headers: ph.headers });
    expect(rx.statusCode).toBe(200);
    expect(rx.headers['content-type']).toBe('image/jpeg');
    expect(rx.rawPayload.equals(jpeg)).toBe(true);
    const row = (await sql<{ sha256: string; purpose: string }>`SELECT sha256, purpose FROM stored_files WHERE id = ${rxId}`.execute(t.app.db)).rows[0];
    expect(row).toEqual({ sha256: (await import('node:crypto')).createHash('sha256').update(jpeg).digest('hex'), purpose: 'prescriptions' });

    expect(await importLegacyFiles(t.app.db, uploadDir)).toEqual({ imported: 0, skipped: [`chats/${bogusId}`] });
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM stored_files`.execute(t.app.db)).rows[0].n)).toBe(2);
  });

  it('does nothing when there is no upload folder (a fresh install)', async () => {
    expect(await importLegacyFiles(t.app.db, join(tmpdir(), `rx-none-${randomBytes(4).toString('hex')}`))).toEqual({ imported: 0, skipped: [] });
  });
});
