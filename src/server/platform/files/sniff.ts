import { AppError } from '../../errors';

/**
 * What may be uploaded: JPEG, PNG, WebP or PDF up to 5 MB, recognised by their first bytes (not by
 * the name or the declared type), so HTML, SVG and anything a browser could run are refused.
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
