import { fillText } from './defineResource';

const cents = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A bulk action's text over the ticked rows: `{count}` (how many), `{sum:<field>}` (their total of a
 * number field, to the cent), then the answer's fields as in fillText (`{settlementId}`, `{total:money}`).
 */
export function fillBulkText(text: string, rows: Array<Record<string, unknown>>, answer: Record<string, unknown> = {}): string {
  const withRows = text
    .replace(/\{count\}/g, String(rows.length))
    .replace(/\{sum:(\w+)\}/g, (_, field: string) => cents(rows.reduce((n, r) => n + Number(r[field] ?? 0), 0)));
  return fillText(withRows, answer);
}
