import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { NotFoundError } from '../../errors';
import { formatValue } from './format';
import type { DocumentDeclaration } from './types';

/** The pharmacy location that prints a document (pharmacy_locations with its city). */
export interface Letterhead { name: string; address: string; city: string | null; phone: string | null; code: string }

export async function loadLetterhead(db: Db, locationId: number): Promise<Letterhead> {
  const row = (await sql<Letterhead>`SELECT l.name, l.address, c.name AS city, l.phone, l.code
    FROM pharmacy_locations l LEFT JOIN cities c ON c.id = l.city_id WHERE l.id = ${locationId}`.execute(db)).rows[0];
  if (!row) throw new NotFoundError(`Pharmacy location ${locationId} was not found`);
  return row;
}

/**
 * Documents not bound to a pharmacy location (a PO, a GRN) print under the letterhead of the
 * location the caller signed in at, else the first location (the head office in the demo data).
 */
export async function printingLocation(db: Db, agentLocationId: number | null): Promise<number> {
  if (agentLocationId) return agentLocationId;
  const first = (await sql<{ id: number }>`SELECT min(id) AS id FROM pharmacy_locations`.execute(db)).rows[0]?.id;
  return first ?? 0;
}

export const PAGE = { size: 'A4' as const, margin: 40, top: 118, bottom: 56 };
const GREY = '#555555';

/**
 * Draws the letterhead and the page footer on the current page (called for every page once the
 * content is laid out, when the page count is known). Both live in the page margins, so the
 * bottom margin is lifted while the footer is written (or pdfkit would start a new page).
 */
export function drawLetterhead(doc: PDFKit.PDFDocument, head: Letterhead, decl: DocumentDeclaration, page: number, pages: number): void {
  const left = PAGE.margin;
  const right = doc.page.width - PAGE.margin;
  const half = (right - left) / 2;
  const keepBottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;

  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(14).text(head.name, left, 36, { width: half, lineBreak: false, ellipsis: true });
  const address = [head.address, head.city].filter(Boolean).join(', ');
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY).text(address, left, 55, { width: half, height: 22, ellipsis: true });
  if (head.phone) doc.text(`Tel. ${head.phone}`, left, 79, { width: half, lineBreak: false });

  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(16).text(decl.title, left + half, 34, { width: half, align: 'right', lineBreak: false });
  doc.font('Helvetica').fontSize(9).text(`No. ${decl.number}`, left + half, 56, { width: half, align: 'right', lineBreak: false });
  doc.text(`Date ${formatValue(decl.date, 'date')}`, left + half, 69, { width: half, align: 'right', lineBreak: false });
  doc.moveTo(left, 98).lineTo(right, 98).lineWidth(1).strokeColor('#000000').stroke();

  const footerY = doc.page.height - 38;
  doc.moveTo(left, footerY - 6).lineTo(right, footerY - 6).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  doc.text(`${decl.title} ${decl.number} · ${head.name}`, left, footerY, { width: half, lineBreak: false, ellipsis: true });
  doc.text(`Page ${page} of ${pages}`, left + half, footerY, { width: half, align: 'right', lineBreak: false });

  doc.page.margins.bottom = keepBottom;
  doc.fillColor('#000000');
}
