import { ok, type Call, type Reply } from '../fakeApi';

/** One posted invoice (HN000077's), as the invoices list answers it: the list toolbar's tests. */
export const INVOICE = { id: 31, invoiceNo: '000031', orderId: 77, orderDisplayId: 'HN000077', customerName: 'Kamal Silva', quotationId: 9, status: 'posted', linesTotal: 985, deliveryFee: 250, promoDiscount: 0, netTotal: 1235, postedAt: '2026-11-25T09:00:00Z', createdAt: '2026-11-25T08:20:00Z' };

/** The invoices list answering that one invoice, `delayMs` later (as from a server). */
export const serveOneInvoice = (delayMs = 0) => (c: Call): Reply | undefined =>
  (c.url === '/quotations/invoices-list' ? { ...ok({ items: [INVOICE], count: 1 }), delayMs } : undefined);
