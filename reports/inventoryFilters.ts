import type { ReportFilterProperty, ReportFilterSchema } from './defineReport';

/** Filters and labels the inventory reports share (issue 10). Isomorphic: no React, no SQL. */

export const productSegment: ReportFilterProperty = { type: 'string', maxLength: 80, 'x-label': 'Product segment' };
export const productCategory: ReportFilterProperty = { type: 'string', maxLength: 80, 'x-label': 'Product category' };
/** The filters of both valuation reports (per product, per batch): the day whose close is valued, segment and category. */
export const valuationFilters: ReportFilterSchema = {
  type: 'object',
  properties: { selectedDate: { type: 'string', format: 'date', 'x-label': 'Valuation date' }, productSegment, productCategory },
  required: ['selectedDate'],
};
export const searchKey: ReportFilterProperty = { type: 'string', maxLength: 100, 'x-label': 'Search (name, generic name or code)' };

/** Every kind of row of the stock ledger (0005_stock.sql), with its screen name. */
export const MOVEMENT_TYPES = ['grn_in', 'grn_reversal', 'grn_return', 'invoice_out', 'credit_note_in', 'adjustment', 'reserve', 'release'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
export const MOVEMENT_LABELS: Record<MovementType, string> = {
  grn_in: 'GRN in', grn_reversal: 'GRN cancelled', grn_return: 'Returned to supplier', invoice_out: 'Invoiced out',
  credit_note_in: 'Credit note in', adjustment: 'Manual adjustment', reserve: 'Reserved', release: 'Reservation released',
};
export const movementTypeFilter: ReportFilterProperty = { type: 'string', enum: [...MOVEMENT_TYPES], 'x-label': 'Movement type' };
export const movementTypeChoices = MOVEMENT_TYPES.map((value) => ({ value, label: MOVEMENT_LABELS[value] }));
