import { formatValue, rightAligned } from './format';
import type { CellValue, DocumentColumn, KeyValue, KeyValuesSection, TableSection, TextSection } from './types';

/** Drawing of sections, top to bottom from doc.y; every block checks the room left on the page first. */

const PAD = 3;
const LINE = '#cccccc';
const MAX_CELL = 400; // a pathological cell must not be taller than a page

const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;
const widthOf = (doc: PDFKit.PDFDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when `height` does not fit below the cursor; answers whether it did. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): boolean {
  if (doc.y + height <= bottomOf(doc)) return false;
  doc.addPage();
  doc.y = doc.page.margins.top;
  return true;
}

function sectionTitle(doc: PDFKit.PDFDocument, title: string | undefined, keepWith: number): void {
  if (!title) { ensureRoom(doc, keepWith); return; }
  doc.font('Helvetica-Bold').fontSize(11);
  ensureRoom(doc, 18 + keepWith);
  doc.fillColor('#000000').text(title, doc.page.margins.left, doc.y, { width: widthOf(doc), lineBreak: false });
  doc.y += 4;
}

const cellText = (v: CellValue, format: KeyValue['format']) => formatValue(v, format).slice(0, MAX_CELL);

export function drawKeyValues(doc: PDFKit.PDFDocument, s: KeyValuesSection): void {
  sectionTitle(doc, s.title, 14);
  const columns = s.columns ?? 2;
  const colWidth = widthOf(doc) / columns;
  const labelWidth = Math.min(110, colWidth * 0.4);
  for (let i = 0; i < s.items.length; i += columns) {
    const group = s.items.slice(i, i + columns);
    doc.font('Helvetica').fontSize(9);
    const heights = group.map((kv) => doc.heightOfString(cellText(kv.value, kv.format), { width: colWidth - labelWidth - 8 }));
    const h = Math.max(12, ...heights) + 2;
    ensureRoom(doc, h);
    const y = doc.y;
    group.forEach((kv, c) => {
      const x = doc.page.margins.left + c * colWidth;
      doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#555555').text(kv.label, x, y, { width: labelWidth - 4, lineBreak: false, ellipsis: true });
      doc.font('Helvetica').fontSize(9).fillColor('#000000').text(cellText(kv.value, kv.format), x + labelWidth, y, { width: colWidth - labelWidth - 8 });
    });
    doc.y = y + h;
  }
  doc.y += 10;
}

/** The column's unit after the value, unless the value is empty (an en dash stays alone). */
function withUnit(text: string, c: DocumentColumn<never>, row: unknown): string {
  if (!c.unit || text === '–') return text;
  const unit = typeof c.unit === 'function' ? (c.unit as (r: unknown) => string | null | undefined)(row) : (row as Record<string, unknown>)[c.unit];
  return unit ? `${text} ${String(unit)}`.slice(0, MAX_CELL) : text;
}

interface Col { label: string; x: number; w: number; align: 'left' | 'center' | 'right'; read: (row: unknown) => string }

function columnsOf(doc: PDFKit.PDFDocument, columns: Array<DocumentColumn<never>>): Col[] {
  const total = columns.reduce((n, c) => n + (c.width ?? 1), 0);
  let x = doc.page.margins.left;
  return columns.map((c) => {
    const w = (widthOf(doc) * (c.width ?? 1)) / total;
    const col: Col = {
      label: c.label, x, w, align: c.align ?? (rightAligned(c.format) ? 'right' : 'left'),
      read: (row) => withUnit(cellText(typeof c.value === 'function' ? (c.value as (r: unknown) => CellValue)(row) : (row as Record<string, CellValue>)[c.value], c.format), c, row),
    };
    x += w;
    return col;
  });
}

function tableHeader(doc: PDFKit.PDFDocument, cols: Col[]): void {
  doc.font('Helvetica-Bold').fontSize(8.5);
  const h = Math.max(...cols.map((c) => doc.heightOfString(c.label, { width: c.w - 2 * PAD }))) + 2 * PAD;
  const y = doc.y;
  doc.rect(doc.page.margins.left, y, widthOf(doc), h).fill('#eeeeee');
  doc.fillColor('#000000');
  for (const c of cols) doc.text(c.label, c.x + PAD, y + PAD, { width: c.w - 2 * PAD, align: c.align });
  doc.y = y + h;
}

/** A table whose rows flow over as many pages as they need, the header repeated on each. */
export function drawTable(doc: PDFKit.PDFDocument, s: TableSection<never>): void {
  const cols = columnsOf(doc, s.columns);
  sectionTitle(doc, s.title, 40);
  tableHeader(doc, cols);
  if (!s.rows.length) {
    doc.font('Helvetica-Oblique').fontSize(9).text(s.empty ?? 'None', doc.page.margins.left + PAD, doc.y + PAD, { width: widthOf(doc) });
    doc.y += 8;
    return;
  }
  for (const row of s.rows) {
    const texts = cols.map((c) => c.read(row));
    doc.font('Helvetica').fontSize(9);
    const h = Math.max(...texts.map((t, i) => doc.heightOfString(t, { width: cols[i].w - 2 * PAD }))) + 2 * PAD;
    if (ensureRoom(doc, h)) tableHeader(doc, cols);
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor('#000000');
    texts.forEach((t, i) => doc.text(t, cols[i].x + PAD, y + PAD, { width: cols[i].w - 2 * PAD, align: cols[i].align }));
    doc.moveTo(doc.page.margins.left, y + h).lineTo(doc.page.margins.left + widthOf(doc), y + h).lineWidth(0.5).strokeColor(LINE).stroke();
    doc.y = y + h;
  }
  doc.y += 12;
}

export function drawText(doc: PDFKit.PDFDocument, s: TextSection): void {
  doc.font('Helvetica').fontSize(9);
  sectionTitle(doc, s.title, Math.min(60, doc.heightOfString(s.text, { width: widthOf(doc) })));
  doc.font('Helvetica').fontSize(9).fillColor('#000000').text(s.text, doc.page.margins.left, doc.y, { width: widthOf(doc) });
  doc.y += 10;
}

/** Right-aligned summary lines (the last one bold: the figure that matters). */
export function drawTotals(doc: PDFKit.PDFDocument, totals: KeyValue[]): void {
  const w = 230;
  const x = doc.page.margins.left + widthOf(doc) - w;
  ensureRoom(doc, totals.length * 15 + 6);
  doc.moveTo(x, doc.y).lineTo(x + w, doc.y).lineWidth(0.5).strokeColor('#000000').stroke();
  doc.y += 4;
  totals.forEach((t, i) => {
    const y = doc.y;
    doc.font(i === totals.length - 1 ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5).fillColor('#000000');
    doc.text(t.label, x, y, { width: w * 0.55, lineBreak: false });
    doc.text(formatValue(t.value, t.format ?? 'money'), x + w * 0.55, y, { width: w * 0.45, align: 'right', lineBreak: false });
    doc.y = y + 15;
  });
}
