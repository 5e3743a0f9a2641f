import type { ReportColumn } from '../../../../reports/defineReport';
import { xlsxValue } from './values';
import { columnLetter, columnStyles, xmlText } from './xlsxParts';

/**
 * One sheet row of a report's values, written here for the cursor path (PGlite, or a column type
 * without a SQL formatter): numbers as numbers, dates and date-times as Excel's day numbers with
 * the column's date format, booleans as booleans, text as inline strings; an empty value leaves
 * its cell out. copyXlsx.ts writes the same bytes in SQL (a test compares both).
 */

// Excel's day 0 is 1899-12-30: day numbers are days since 1970-01-01 plus 25569.
const EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;

export type RowXml = (row: Record<string, unknown>, rowNumber: number) => string;

export function xlsxRowWriter(columns: ReportColumn[]): RowXml {
  const { styles } = columnStyles(columns);
  const cells = columns.map((c, i) => {
    const letter = columnLetter(i);
    const style = styles[i] ? ` s="${styles[i]}"` : '';
    return (v: unknown, n: number): string => {
      const value = xlsxValue(c, v);
      if (value === null) return '';
      if (typeof value === 'string') return `<c r="${letter}${n}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
      if (typeof value === 'boolean') return `<c r="${letter}${n}" t="b"><v>${value ? 1 : 0}</v></c>`;
      const number = value instanceof Date ? EPOCH_DAYS + value.getTime() / DAY_MS : Number(value);
      return Number.isFinite(number) ? `<c r="${letter}${n}"${style}><v>${number}</v></c>` : '';
    };
  });
  return (row, n) => {
    let xml = `<row r="${n}">`;
    for (let i = 0; i < columns.length; i++) xml += cells[i](row[columns[i].name], n);
    return `${xml}</row>\n`;
  };
}
