/**
 * A printable document is a declaration: what it is (title, number, date, which pharmacy location
 * prints it) and its content as sections. The document service adds the letterhead, page numbers
 * and page breaks; a declaration never positions anything itself.
 */

/** How a value prints: money and number right-aligned with separators, dates in the pharmacy's style. */
export type ValueFormat = 'text' | 'money' | 'number' | 'integer' | 'date' | 'datetime';

export type CellValue = string | number | Date | boolean | null | undefined;

export interface DocumentColumn<Row> {
  label: string;
  /** The row's field, or a function of the row. */
  value: (keyof Row & string) | ((row: Row) => CellValue);
  /** Relative width (default 1): the table spreads the page width over the columns by these weights. */
  width?: number;
  /** Default: right for money/number/integer, left otherwise. */
  align?: 'left' | 'center' | 'right';
  format?: ValueFormat;
  /** A quantity's unit printed after the formatted value ("12 tablets"): the row's field or a function of the row. */
  unit?: (keyof Row & string) | ((row: Row) => string | null | undefined);
}

export interface KeyValue { label: string; value: CellValue; format?: ValueFormat }

/** Label/value pairs, laid out in one or two columns (customer, patient, delivery…). */
export interface KeyValuesSection { kind: 'keyValues'; title?: string; items: KeyValue[]; columns?: 1 | 2 }

/** Rows under a header; a table longer than the page continues on the next with its header repeated. */
export interface TableSection<Row = Record<string, unknown>> {
  kind: 'table';
  title?: string;
  columns: Array<DocumentColumn<Row>>;
  rows: Row[];
  /** Printed when there are no rows (default "None"). */
  empty?: string;
}

/** A paragraph (notes, terms, a cancellation reason). */
export interface TextSection { kind: 'text'; title?: string; text: string }

export type DocumentSection = KeyValuesSection | TableSection<never> | TextSection;

export interface DocumentDeclaration {
  /** Printed large in the letterhead: "Order summary", "Purchase order", "Goods received note". */
  title: string;
  /** The document's number: an order id, a PO number, a GRN number. */
  number: string;
  /** The document's date (printed in the letterhead). */
  date: Date | string;
  /** The pharmacy location whose name and address head every page (pharmacy_locations.id). */
  locationId: number;
  sections: DocumentSection[];
  /** Right-aligned summary lines after the sections (sub total, discount, net total). */
  totals?: KeyValue[];
  /** Download name without extension, e.g. "order-summary-HN000123" (default: title and number). */
  filename?: string;
}

/** Builds a table section with the row type checked against its columns. */
export function table<Row>(section: Omit<TableSection<Row>, 'kind'>): DocumentSection {
  return { kind: 'table', ...section } as unknown as DocumentSection;
}

export function keyValues(section: Omit<KeyValuesSection, 'kind'>): DocumentSection {
  return { kind: 'keyValues', ...section };
}

export function text(title: string | undefined, body: string): DocumentSection {
  return { kind: 'text', title, text: body };
}
