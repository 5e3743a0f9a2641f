import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, NotFoundError, ValidationError } from '../../errors';

/**
 * Uploaded files (chat attachments, prescription images): JPEG, PNG, WebP or PDF up to 5 MB,
 * recognised by their first bytes (not by the name or the declared type), stored under
 * appConfig.uploadDir/<kind>/ with a random name, served only through signed-in routes.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ALLOWED_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' } as const;
export type UploadExt = keyof typeof ALLOWED_TYPES;

export class FileTooLargeError extends AppError {
  constructor() { super(413, 'FILE_TOO_LARGE', `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`); }
}

/** The file's type from its magic bytes, or null when it is none of the allowed ones. */
export function sniff(buf: Buffer): UploadExt | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (buf.length >= 5 && buf.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  return null;
}

export interface Upload { fields: Record<string, string>; file: { field: string; filename: string; buffer: Buffer; ext: UploadExt } | null }

/** Reads a multipart request: its text fields and at most one file (checked for type and size). */
export async function readUpload(request: FastifyRequest, fileField: string): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new ValidationError([{ field: fileField, message: 'must be sent as multipart/form-data' }], 'The request must be multipart/form-data with a file');
  }
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000 } })) {
      if (part.type === 'field') { fields[part.fieldname] = String(part.value ?? ''); continue; }
      const buffer = await part.toBuffer();
      if (part.fieldname !== fileField) continue;
      const ext = sniff(buffer);
      if (!ext) throw new ValidationError([{ field: fileField, message: 'must be a JPEG, PNG or WebP image or a PDF' }]);
      file = { field: part.fieldname, filename: part.filename, buffer, ext };
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new FileTooLargeError();
    if (code === 'FST_FILES_LIMIT') throw new ValidationError([{ field: fileField, message: 'only one file may be sent' }]);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION' || code === 'FST_MP_PREMATURE_CLOSE') {
      throw new ValidationError([{ field: '(body)', message: (e as Error).message }]);
    }
    throw e;
  }
  return { fields, file };
}

/** Stores a checked file; answers its id (the name under uploadDir/<kind>/). */
export async function storeUpload(uploadDir: string, kind: 'chats' | 'prescriptions', prefix: string, buffer: Buffer, ext: UploadExt): Promise<string> {
  const dir = join(uploadDir, kind);
  await mkdir(dir, { recursive: true });
  const id = `${prefix}-${randomBytes(12).toString('hex')}.${ext}`;
  await writeFile(join(dir, id), buffer, { flag: 'wx' });
  return id;
}

const ID_PATTERN = /^(\d{1,15})-[0-9a-f]{24}\.(jpg|png|webp|pdf)$/;

/** The owner id encoded in a stored file's id, or 404 for anything that is not one of ours. */
export function parseStoredId(id: string): { ownerId: number; ext: UploadExt } {
  const m = ID_PATTERN.exec(id);
  if (!m) throw new NotFoundError('File was not found');
  return { ownerId: Number(m[1]), ext: m[2] as UploadExt };
}

/** Streams a stored file to a signed-in caller (never guessable, never sniffed by the browser). */
export async function sendStored(reply: FastifyReply, uploadDir: string, kind: 'chats' | 'prescriptions', id: string) {
  const { ext } = parseStoredId(id);
  const path = join(uploadDir, kind, id);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new NotFoundError('File was not found');
  return reply
    .header('content-type', ALLOWED_TYPES[ext])
    .header('content-length', info.size)
    .header('content-disposition', `inline; filename="${id}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .send(createReadStream(path));
}
