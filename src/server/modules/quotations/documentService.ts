import type { Db } from '../../db/connection';
import { NotFoundError } from '../../errors';
import * as q from './documentQueries';
import { checkListDayRanges } from '../../platform/dayRange';
import type { ResourceConfig } from '../../../shared/resources/defineResource';
import quotations from '../../../../resources/quotations';
import invoices from '../../../../resources/invoices';
import creditNotes from '../../../../resources/creditNotes';

/** Each kind's declared list (resources/*.ts): its date filters' labels and bounds, which the list call holds to the day-range rule. */
export const DECLARED_DOCUMENTS: Record<q.DocumentKind, ResourceConfig> = { quotations, invoices, 'credit-notes': creditNotes };
const WORDS: Record<q.DocumentKind, string> = { quotations: 'Quotation', invoices: 'Invoice', 'credit-notes': 'Credit note' };

/**
 * The quotations, invoices and credit notes lists and records of the generated screens (issue 21).
 * Reads only: every change goes through the quotation, invoice and credit note services. A caller
 * limited to a location sees its documents only (another location's is a 404, as for orders).
 */
export class DocumentService {
  constructor(private readonly db: Db) {}

  list(kind: q.DocumentKind, filter: q.DocumentListFilter) {
    checkListDayRanges(filter, DECLARED_DOCUMENTS[kind]);
    return q.listDocuments(this.db, kind, filter);
  }

  /** One document with its lines: a quotation's `lineItems`, an invoice's `line_items` (batch-wise), a credit note's `lineItems`. */
  async get(kind: q.DocumentKind, id: number, scope: number | null) {
    const found = await q.getDocument(this.db, kind, id);
    if (!found || (scope !== null && found.locationId !== scope)) throw new NotFoundError(`${WORDS[kind]} ${id} was not found`);
    const { locationId: _, ...record } = found;
    if (kind === 'quotations') return { ...record, lineItems: await q.quotationLines(this.db, id) };
    if (kind === 'invoices') return { ...record, line_items: await q.invoiceLines(this.db, id) };
    return { ...record, lineItems: await q.creditNoteLines(this.db, id) };
  }
}
