import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit, type AuditActor } from '../../../src/server/platform/audit';
import { changedFields, isSecretField, REDACTED } from '../../../src/server/platform/audit/diff';
import { freshDatabase, type TestDb } from '../helpers/database';

const actor: AuditActor = { agentId: 7, role: 'super_admin', locationId: 1 };

describe('changedFields', () => {
  it('keeps only the fields that changed, before and after', () => {
    expect(changedFields({ name: 'A', city: 'Kandy', updatedAt: 'x' }, { name: 'B', city: 'Kandy', updatedAt: 'y' }))
      .toEqual({ name: { before: 'A', after: 'B' } });
  });
  it('a creation lists the set fields from null, a deletion the old ones to null', () => {
    expect(changedFields(null, { name: 'A', note: null })).toEqual({ name: { before: null, after: 'A' } });
    expect(changedFields({ name: 'A' }, null)).toEqual({ name: { before: 'A', after: null } });
  });
  it('never stores secrets, only that they changed', () => {
    for (const f of ['password', 'passwordHash', 'password_hash', 'refreshToken', 'token_hash', 'apiKey', 'key_hash', 'clientSecret']) expect(isSecretField(f)).toBe(true);
    for (const f of ['name', 'tokenomics', 'passage', 'keyword', 'hashtagCount']) expect(isSecretField(f)).toBe(false);
    const c = changedFields({ email: 'a@x', passwordHash: '$argon2id$old' }, { email: 'a@x', passwordHash: '$argon2id$new' });
    expect(c).toEqual({ passwordHash: { before: REDACTED, after: REDACTED } });
    expect(JSON.stringify(c)).not.toContain('argon2');
  });
  it('stores dates as ISO text and shortens bytes', () => {
    const c = changedFields({ at: new Date('2024-01-01T00:00:00Z'), file: new Uint8Array(3) }, { at: new Date('2024-01-02T00:00:00Z'), file: new Uint8Array(4) });
    expect(c).toEqual({ at: { before: '2024-01-01T00:00:00.000Z', after: '2024-01-02T00:00:00.000Z' }, file: { before: '[3 bytes]', after: '[4 bytes]' } });
  });
});

describe('recordAudit and the append-only table', () => {
  let db: TestDb;
  beforeAll(async () => { db = await freshDatabase(); });
  afterAll(async () => { await db?.drop(); });

  const rows = async (recordId: string) => (await sql<Record<string, unknown>>`
    SELECT agent_id, role, location_id, entity, record_id, action, changes FROM audit_log WHERE record_id = ${recordId} ORDER BY id`.execute(db.db)).rows;

  it('writes one row inside the caller\'s transaction', async () => {
    await db.db.transaction().execute((trx) => recordAudit(trx, actor, { entity: 'supplier', recordId: 41, action: 'update', before: { name: 'Old' }, after: { name: 'New' } }));
    expect(await rows('41')).toEqual([{ agent_id: 7, role: 'super_admin', location_id: 1, entity: 'supplier', record_id: '41', action: 'update', changes: { name: { before: 'Old', after: 'New' } } }]);
  });

  it('refuses to run outside a transaction', async () => {
    await expect(recordAudit(db.db, actor, { entity: 'supplier', recordId: 42, action: 'create', after: { name: 'X' } })).rejects.toThrow(/inside the transaction/);
    expect(await rows('42')).toEqual([]);
  });

  it('rolls back with the change it describes', async () => {
    await expect(db.db.transaction().execute(async (trx) => {
      await recordAudit(trx, actor, { entity: 'supplier', recordId: 43, action: 'create', after: { name: 'X' } });
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    expect(await rows('43')).toEqual([]);
  });

  it('skips an update that changed nothing, keeps workflow actions', async () => {
    await db.db.transaction().execute(async (trx) => {
      await recordAudit(trx, actor, { entity: 'supplier', recordId: 44, action: 'update', before: { name: 'Same' }, after: { name: 'Same' } });
      await recordAudit(trx, actor, { entity: 'order', recordId: 44, action: 'cancel' });
    });
    expect((await rows('44')).map((r) => r.action)).toEqual(['cancel']);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of the trail', async () => {
    await expect(sql`UPDATE audit_log SET action = 'forged'`.execute(db.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(db.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(db.db)).rejects.toThrow(/append-only/);
    expect((await rows('41'))[0].action).toBe('update');
  });
});
