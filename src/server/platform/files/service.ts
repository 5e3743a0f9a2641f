import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connection';
import { NotFoundError, ValidationError } from '../../errors';
import { ALLOWED_TYPES, FileTooLargeError, MAX_UPLOAD_BYTES, sniff, type UploadExt } from './sniff';

/** What a file is for; also who may read it (the owning module checks the owner row). */
export type FilePurpose = 'chats' | 'prescriptions';

export interface StoredFile {
  id: string; purpose: FilePurpose; content: Buffer; contentType: string; size: number; sha256: string;
  originalName: string | null; createdAt: Date;
}

export interface NewFile {
  purpose: FilePurpose;
  /** The owning row's id (chat thread, customer): the id starts with it so a route can find the owner. */
  ownerId: number;
  bytes: Buffer;
  originalName?: string | null;
  uploadedBy?: { agentId?: number | null; customerId?: number | null };
}

/** "<owner id>-<24 random hex>.<ext>": unguessable, and the same shape as the names files had on disk. */
export const FILE_ID = /^(\d{1,15})-[0-9a-f]{24}\.(jpg|png|webp|pdf)$/;

/** The owner id encoded in a file id, or 404 for anything that is not one of ours (never a path). */
export function parseFileId(id: string): { ownerId: number; ext: UploadExt } {
  const m = FILE_ID.exec(id);
  if (!m) throw new NotFoundError('File was not found');
  return { ownerId: Number(m[1]), ext: m[2] as UploadExt };
}

/** Inserts a file row as it is (also used by the legacy import, which keeps the on-disk name); a second insert of an id is a no-op. */
export async function insertFile(db: Db, row: { id: string; purpose: FilePurpose; bytes: Buffer; ext: UploadExt; originalName?: string | null; agentId?: number | null; customerId?: number | null; createdAt?: Date }): Promise<boolean> {
  const sha256 = createHash('sha256').update(row.bytes).digest('hex');
  const inserted = await sql`INSERT INTO stored_files (id, purpose, content, content_type, size_bytes, sha256, original_name, uploaded_by_agent_id, uploaded_by_customer_id, created_at)
    VALUES (${row.id}, ${row.purpose}, ${row.bytes}, ${ALLOWED_TYPES[row.ext]}, ${row.bytes.length}, ${sha256}, ${row.originalName?.slice(0, 255) ?? null},
      ${row.agentId ?? null}, ${row.customerId ?? null}, ${row.createdAt ?? new Date()})
    ON CONFLICT (id) DO NOTHING`.execute(db);
  return Number(inserted.numAffectedRows ?? 0) > 0;
}

/**
 * Stores an uploaded file in the caller's transaction (so the message or prescription that points
 * at it commits with it, or neither does). The type is sniffed here again from the bytes: a
 * caller cannot store HTML, SVG or an oversize file by skipping readUpload.
 */
export async function saveFile(trx: Db, file: NewFile): Promise<{ id: string; contentType: string; size: number }> {
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
  const ext = sniff(file.bytes);
  if (!ext) throw new ValidationError([{ field: 'file', message: 'must be a JPEG, PNG or WebP image or a PDF' }]);
  const id = `${file.ownerId}-${randomBytes(12).toString('hex')}.${ext}`;
  await insertFile(trx, { id, purpose: file.purpose, bytes: file.bytes, ext, originalName: file.originalName, agentId: file.uploadedBy?.agentId, customerId: file.uploadedBy?.customerId });
  return { id, contentType: ALLOWED_TYPES[ext], size: file.bytes.length };
}

/** A stored file with its bytes, or undefined (of another purpose counts as missing). */
export async function readFile(db: Db, id: string, purpose?: FilePurpose): Promise<StoredFile | undefined> {
  if (!FILE_ID.test(id)) return undefined;
  const row = (await sql<Omit<StoredFile, 'content'> & { content: Uint8Array }>`SELECT id, purpose, content, content_type AS "contentType",
      size_bytes AS size, sha256, original_name AS "originalName", created_at AS "createdAt"
    FROM stored_files WHERE id = ${id} ${purpose ? sql`AND purpose = ${purpose}` : sql``}`.execute(db)).rows[0];
  if (!row) return undefined;
  const content = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
  return { ...row, content };
}

/** Removes a file in the caller's transaction (with the reference to it, e.g. delete-offline-attachment); answers whether it existed. */
export async function deleteFile(trx: Db, id: string, purpose: FilePurpose): Promise<boolean> {
  const res = await sql`DELETE FROM stored_files WHERE id = ${id} AND purpose = ${purpose}`.execute(trx);
  return Number(res.numAffectedRows ?? 0) > 0;
}

/** Replies with a stored file for a signed-in caller whose access the route has checked (never sniffed by the browser). */
export async function sendFile(reply: FastifyReply, db: Db, id: string, purpose: FilePurpose): Promise<FastifyReply> {
  const file = await readFile(db, id, purpose);
  if (!file) throw new NotFoundError('File was not found');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', `inline; filename="${file.id}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .header('etag', `"${file.sha256}"`)
    .send(file.content);
}
