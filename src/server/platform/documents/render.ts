import { drawLetterhead, PAGE, type Letterhead } from './letterhead';
import { drawKeyValues, drawTable, drawText, drawTotals } from './layout';
import type { DocumentDeclaration } from './types';

/**
 * Lays out a declaration as a PDF: sections top to bottom, then, once the page count is known,
 * the letterhead and "Page N of M" on every page (pages are buffered for that). Answers the
 * whole file: rendering first and replying after means a failure is a clean 500, never half a PDF.
 */
export async function renderDocument(decl: DocumentDeclaration, head: Letterhead): Promise<Buffer> {
  // Loaded on the first document, not at start: pdfkit and its fonts cost ~20 MB of every process's memory.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: PAGE.size, bufferPages: true, autoFirstPage: true,
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
    info: { Title: `${decl.title} ${decl.number}`, Author: head.name, Creator: 'RxDesk', CreationDate: new Date() },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.y = doc.page.margins.top;
  for (const section of decl.sections) {
    if (section.kind === 'keyValues') drawKeyValues(doc, section);
    else if (section.kind === 'table') drawTable(doc, section);
    else drawText(doc, section);
  }
  if (decl.totals?.length) drawTotals(doc, decl.totals);

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    drawLetterhead(doc, head, decl, i - start + 1, count);
  }
  doc.flushPages();
  doc.end();
  return done;
}
