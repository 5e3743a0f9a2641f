import { grnLineTotal, isEmptyBatch, isFutureBatch, isValidGrnQty, isValidNewPrice, round2 } from '@shared/supply/grnRules';

/** One PO line as the GRN entry page receives it (GET /po/fetch/:id poItems). */
export interface PoItem {
  id: number; product_id: number; product_name: string; product_code: string; lowest_uom: string;
  order_qty: number; received_qty: number; available_to_grn: number; last_purchase_price: number; retail_price: number;
}

/** The boxes of an entry row whose text is kept as typed (shared schema fields), and the server's words per box. */
export type EntryBox = 'grn_qty' | 'batch_name' | 'new_pp' | 'new_rp';

/**
 * An entry row: a PO line, or a clone of one to split the product across batches (spec 3/4). The
 * numbers are what the typed `text` stands for while valid (NaN while refused, so the row is not
 * ready); `refused` holds a server refusal that named this row, until the row is edited.
 */
export interface EntryLine extends PoItem {
  key: string;
  grn_qty: number | null;
  batch_name: string;
  new_pp: number | null;
  new_rp: number | null;
  isAClonedLine: boolean;
  text: { grn_qty: string; new_pp: string; new_rp: string };
  refused: Partial<Record<EntryBox, string>>;
}

const EMPTY = { text: { grn_qty: '0', new_pp: '', new_rp: '' }, refused: {} };

export interface LineFlags {
  valid_grn_qty: boolean; valid_batch: boolean; empty_batch: boolean; valid_prices: boolean;
  grn_line_completed: boolean; balance_qty: number; new_line_total: number;
}

let seq = 0;
export const linesOf = (items: PoItem[]): EntryLine[] =>
  items.map((i) => ({ ...i, key: `l${i.id}`, grn_qty: 0, batch_name: '', new_pp: null, new_rp: null, isAClonedLine: false, ...EMPTY }));

const qtyOf = (l: EntryLine) => (Number.isFinite(l.grn_qty) ? l.grn_qty ?? 0 : 0);

/** Total grn_qty entered for the PO line across its rows (clones included; a refused box counts 0). */
export const enteredFor = (lines: EntryLine[], lineId: number) => lines.filter((l) => l.id === lineId).reduce((s, l) => s + qtyOf(l), 0);

export function flagsOf(line: EntryLine, lines: EntryLine[], today = new Date()): LineFlags {
  const entered = enteredFor(lines, line.id);
  const qty = line.grn_qty;
  const empty = isEmptyBatch(line.batch_name);
  return {
    // Each row within available_to_grn, and the PO line's rows together too.
    valid_grn_qty: isValidGrnQty(qty, line.available_to_grn) && entered <= line.available_to_grn,
    empty_batch: empty,
    valid_batch: !empty && isFutureBatch(line.batch_name.trim(), today),
    valid_prices: isValidNewPrice(line.new_pp) && isValidNewPrice(line.new_rp),
    grn_line_completed: line.available_to_grn > 0 && entered === line.available_to_grn,
    balance_qty: line.available_to_grn - entered,
    new_line_total: grnLineTotal(qty ?? 0, line.new_pp, line.last_purchase_price),
  };
}

/** A row is ready when its quantity and prices are valid and, when it receives anything, its batch is. */
export const rowReady = (f: LineFlags, line: EntryLine) => f.valid_grn_qty && f.valid_prices && (!(line.grn_qty ?? 0) || f.valid_batch);

export const newNetTotal = (lines: EntryLine[]) => round2(lines.reduce((s, l) => s + grnLineTotal(qtyOf(l), l.new_pp, l.last_purchase_price), 0));

/** The refused row boxes of a server answer: `values.<i>.<field>` is the i-th row sent (wireOf sends rows with a quantity). */
export function refusalsByRow(lines: EntryLine[], byPath: Map<string, string>): Map<string, Partial<Record<EntryBox, string>>> {
  const sent = lines.filter((l) => (l.grn_qty ?? 0) > 0);
  const box: Record<string, EntryBox> = { grnQty: 'grn_qty', batchName: 'batch_name', newPp: 'new_pp', newRp: 'new_rp' };
  const out = new Map<string, Partial<Record<EntryBox, string>>>();
  for (const [path, message] of byPath) {
    const m = /^values\.(\d+)\.(\w+)$/.exec(path);
    const row = m && sent[Number(m[1])];
    if (!row || !box[m[2]]) continue;
    out.set(row.key, { ...out.get(row.key), [box[m[2]]]: message });
  }
  return out;
}

/** Clone a row right after it, empty, to receive the rest of the product in another batch. */
export function cloneAt(lines: EntryLine[], index: number): EntryLine[] {
  const l = lines[index];
  const clone: EntryLine = { ...l, key: `c${++seq}`, grn_qty: 0, batch_name: '', new_pp: null, new_rp: null, isAClonedLine: true, ...EMPTY };
  return [...lines.slice(0, index + 1), clone, ...lines.slice(index + 1)];
}

/** Reset a row: a clone goes away; an original line is emptied. */
export function resetAt(lines: EntryLine[], index: number): EntryLine[] {
  const l = lines[index];
  if (l.isAClonedLine) return lines.filter((_, i) => i !== index);
  return lines.map((x, i) => (i === index ? { ...x, grn_qty: 0, batch_name: '', new_pp: null, new_rp: null, ...EMPTY } : x));
}

/** Complete when every PO line's rows reach its available_to_grn; partial otherwise. */
export function submitType(lines: EntryLine[]): 'complete' | 'partial' {
  const ids = [...new Set(lines.map((l) => l.id))];
  return ids.every((id) => enteredFor(lines, id) === lines.find((l) => l.id === id)!.available_to_grn) ? 'complete' : 'partial';
}

export const wireOf = (lines: EntryLine[]) => lines.filter((l) => (l.grn_qty ?? 0) > 0).map((l) => ({
  lineItemId: l.id, productId: l.product_id, grnQty: l.grn_qty, batchName: l.batch_name.trim(), newPp: l.new_pp, newRp: l.new_rp,
}));
