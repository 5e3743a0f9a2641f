import type { ReportColumn, ReportDeclaration } from '../../../../reports/defineReport';
import { xlsxFormat } from './values';

/**
 * The fixed parts of a report's workbook (one sheet of inline strings, no shared strings: nothing
 * is held while rows stream) and what its rows need: each column's letter and style. The sheet's
 * rows are `<row r="n">` of `<c r="Ln">` cells, written in JavaScript (xlsxCells.ts, the cursor
 * path) or by PostgreSQL (copyXlsx.ts, COPY): both write the same bytes.
 */

/** The most data rows a sheet holds (1,048,576 rows, one is the header). */
export const XLSX_MAX_ROWS = 1_048_575;

/** A, B, …, Z, AA, … for the column at `index` (0-based). */
export function columnLetter(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * Text as XML character data: the characters XML 1.0 forbids dropped (as exceljs did), markup
 * escaped, and tab, line ends and backslash as character references (so a value keeps its CR and
 * PostgreSQL's COPY text format, which escapes those four, passes the row through unchanged).
 */
export const XML_DROPPED = '\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f';
export const XML_ESCAPES: Array<[string, string]> = [['&', '&amp;'], ['<', '&lt;'], ['>', '&gt;'], ['\\', '&#92;'], ['\t', '&#9;'], ['\n', '&#10;'], ['\r', '&#13;']];

// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const ESCAPED = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f&<>\\\t\n\r]/g;
const BY_CHAR = new Map<string, string>([...XML_DROPPED, '\x00'].map((c) => [c, '']));
for (const [c, e] of XML_ESCAPES) BY_CHAR.set(c, e);

export const xmlText = (s: string): string => s.replace(ESCAPED, (c) => BY_CHAR.get(c) ?? '');

/** Each column's cell style index in styles.xml: 0 plain, 1 the bold header, then one per number format. */
export function columnStyles(columns: ReportColumn[]): { styles: number[]; formats: string[] } {
  const formats: string[] = [];
  const styles = columns.map((c) => {
    const f = xlsxFormat(c);
    if (!f) return 0;
    if (!formats.includes(f)) formats.push(f);
    return 2 + formats.indexOf(f);
  });
  return { styles, formats };
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const attr = (s: string) => xmlText(s).replace(/"/g, '&quot;');

/** Every part of the workbook but the sheet, by path inside the archive. */
export function workbookParts(report: ReportDeclaration): Array<[string, string]> {
  const { formats } = columnStyles(report.columns);
  // Custom number formats start at 164; each gets a cell style after the plain one and the header's.
  const numFmts = formats.map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${attr(f)}"/>`).join('');
  const xfs = formats.map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('');
  // A sheet name is at most 31 characters, without []:*?/\.
  const sheetName = report.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  return [
    ['[Content_Types].xml', `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
      + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>'],
    ['_rels/.rels', `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
      + `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${attr(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
      + `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`],
    ['xl/styles.xml', `${XML}<styleSheet xmlns="${MAIN}">${formats.length ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : ''}`
      + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
      + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
      + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
      + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
      + `<cellXfs count="${2 + formats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${xfs}</cellXfs>`
      + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'],
  ];
}

/** The sheet's opening: column widths and the bold header row of labels. */
export function sheetHead(report: ReportDeclaration): string {
  const cols = report.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.max(12, Math.min(40, c.label.length + 4))}" customWidth="1"/>`).join('');
  const header = report.columns.map((c, i) => `<c r="${columnLetter(i)}1" s="1" t="inlineStr"><is><t xml:space="preserve">${xmlText(c.label)}</t></is></c>`).join('');
  return `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><cols>${cols}</cols><sheetData><row r="1">${header}</row>\n`;
}

export const SHEET_TAIL = '</sheetData></worksheet>';
