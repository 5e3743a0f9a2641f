import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors';
import { FileTooLargeError, MAX_UPLOAD_BYTES, sniff, type UploadExt } from './sniff';

export interface Upload { fields: Record<string, string>; file: { field: string; filename: string; buffer: Buffer; ext: UploadExt } | null }

/** Reads a multipart request: its text fields and at most one file (checked for type and size; 413 past the limit). */
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
