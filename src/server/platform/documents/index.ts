import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connection';
import { loadLetterhead } from './letterhead';
import { renderDocument } from './render';
import type { DocumentDeclaration } from './types';

export type { DocumentDeclaration, DocumentSection, DocumentColumn, KeyValue, ValueFormat } from './types';
export { table, keyValues, text } from './types';
export { renderDocument } from './render';
export { loadLetterhead, printingLocation, type Letterhead } from './letterhead';

/** A safe download name: letters, digits, dot, dash and underscore only. */
export function documentFilename(decl: DocumentDeclaration): string {
  const base = decl.filename ?? `${decl.title}-${decl.number}`;
  return `${base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120) || 'document'}.pdf`;
}

/**
 * Renders a declaration with its location's letterhead and replies with the PDF
 * (`inline`, so a browser tab shows it; the name is what "Save" proposes). A route returns this.
 */
export async function sendDocument(reply: FastifyReply, db: Db, decl: DocumentDeclaration): Promise<FastifyReply> {
  const pdf = await renderDocument(decl, await loadLetterhead(db, decl.locationId));
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', pdf.length)
    .header('content-disposition', `inline; filename="${documentFilename(decl)}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}
