import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseOrderRef } from '../orders/scope';
import { QuotationService, type LineForm, type SubmitForm } from './quotationService';
import { InvoiceService } from './invoiceService';
import { CreditNoteService, type CreditLineInput } from './creditNoteService';
import type { LineInput } from './batchWiseInvoice';
import { staffOf } from './staff';
import { sendDocument } from '../../platform/documents';
import { invoiceDocument } from './invoiceDocument';
import * as s from './schemas';

/** Quotations, batch-wise invoices and credit notes (spec 7 Quotations). Thin: services decide. */
export default async function quotationRoutes(app: FastifyInstance) {
  const quotations = new QuotationService(app);
  const invoices = new InvoiceService(app);
  const credits = new CreditNoteService(app);
  const tags = ['Quotations'];
  const staff = (request: FastifyRequest) => staffOf(app, request);
  const orderOf = (v: { orderId: unknown }, where: string) => parseOrderRef(v.orderId, `${where}.orderId`);
  const readers = ['orders.view_details', 'chats.my', 'chats.all', 'quotations.create', 'quotations.edit', 'invoices.generate', 'credit_notes.create'];

  app.get('/api/v1/quotations/get-products-master', {
    config: { ability: ['quotations.create', 'quotations.edit', 'inventory.view'] }, schema: { tags, querystring: s.PRODUCTS_MASTER },
  }, async (request) => quotations.productsMaster((request.query as { typeIn?: string }).typeIn ?? ''));

  app.get('/api/v1/quotations/get-order-quotation-details', { config: { ability: readers }, schema: { tags, querystring: s.QUOTATION_DETAILS } }, async (request) => {
    const qs = request.query as { orderId: unknown; status?: number };
    return quotations.details(staff(request), orderOf(qs, 'querystring'), qs.status);
  });

  app.post('/api/v1/quotations/create-new-quotation', { config: { ability: 'quotations.create' }, schema: { tags, body: s.CREATE_QUOTATION } }, async (request) => {
    const b = request.body as { orderId: unknown; formValues: LineForm };
    return quotations.addLine(staff(request), orderOf(b, 'body'), b.formValues);
  });

  app.post('/api/v1/quotations/update-quotation-line-item', { config: { ability: 'quotations.edit' }, schema: { tags, body: s.UPDATE_LINE } }, async (request) => {
    const b = request.body as { orderId: unknown; lineId: number; formValues: LineForm };
    return quotations.updateLine(staff(request), orderOf(b, 'body'), b.lineId, b.formValues);
  });

  app.post('/api/v1/quotations/remove-line-items-from-quotation', { config: { ability: 'quotations.edit' }, schema: { tags, body: s.REMOVE_LINES } }, async (request) => {
    const b = request.body as { quotationId: number; lineItemIds: number[] };
    return quotations.removeLines(staff(request), b.quotationId, b.lineItemIds);
  });

  app.post('/api/v1/quotations/submit-quotation', {
    config: { ability: ['quotations.confirm', 'quotations.edit'] }, schema: { tags, body: s.SUBMIT_QUOTATION },
  }, async (request) => {
    const b = request.body as SubmitForm & { orderId: unknown };
    s.assertMoney('deliveryFee', b.deliveryFee);
    return quotations.submit(staff(request), orderOf(b, 'body'), { deliveryFee: b.deliveryFee, dispensePeriod: b.dispensePeriod, dispenseType: b.dispenseType });
  });

  app.post('/api/v1/quotations/activate-quotation', { config: { ability: 'quotations.reactivate' }, schema: { tags, body: s.ORDER_ONLY } },
    async (request) => quotations.activate(staff(request), orderOf(request.body as { orderId: unknown }, 'body')));

  // Invoicing (batch-wise).
  const invoicing = { ability: 'invoices.generate' };
  app.post('/api/v1/quotations/submit-invoice-pending-status', { config: invoicing, schema: { tags, body: s.ORDER_ONLY } },
    async (request) => invoices.start(staff(request), orderOf(request.body as { orderId: unknown }, 'body')));

  app.post('/api/v1/quotations/submit-new-order-invoice', { config: invoicing, schema: { tags, body: s.ORDER_ONLY } },
    async (request) => invoices.redraft(staff(request), orderOf(request.body as { orderId: unknown }, 'body')));

  app.post('/api/v1/quotations/submit-invoice-additional-data', { config: invoicing, schema: { tags, body: s.ADDITIONAL_DATA } }, async (request) => {
    const b = request.body as { orderId: unknown; deliveryFee?: number; deliveryAddress?: string };
    s.assertMoney('deliveryFee', b.deliveryFee);
    return invoices.additionalData(staff(request), orderOf(b, 'body'), { deliveryFee: b.deliveryFee, deliveryAddress: b.deliveryAddress });
  });

  const invoiceReaders = { ability: ['invoices.generate', 'credit_notes.create', 'orders.view_details'] };
  app.get('/api/v1/quotations/fetch-batch-wise-invoice', { config: invoiceReaders, schema: { tags, querystring: s.QUOTATION_DETAILS } },
    async (request) => invoices.fetch(staff(request), orderOf(request.query as { orderId: unknown }, 'querystring')));

  app.get('/api/v1/quotations/edit-batches', { config: invoicing, schema: { tags, querystring: s.BATCHES_QUERY } }, async (request) => {
    const qs = request.query as { orderId: unknown; productId: number };
    return invoices.batchesOf(staff(request), orderOf(qs, 'querystring'), qs.productId);
  });

  app.post('/api/v1/quotations/edit-batches', { config: invoicing, schema: { tags, body: s.SAVE_BATCHES } }, async (request) => {
    const b = request.body as { orderId: unknown; lines: LineInput[] };
    return invoices.saveLines(staff(request), orderOf(b, 'body'), b.lines);
  });

  app.post('/api/v1/quotations/batch-wise-invoice', { config: invoicing, schema: { tags, body: s.POST_INVOICE } }, async (request) => {
    const b = request.body as { orderId: unknown; lines?: LineInput[] };
    return invoices.post(staff(request), orderOf(b, 'body'), b.lines);
  });

  app.get('/api/v1/quotations/line-items-batch-wise', { config: invoiceReaders, schema: { tags, querystring: s.QUOTATION_DETAILS } },
    async (request) => (await invoices.fetch(staff(request), orderOf(request.query as { orderId: unknown }, 'querystring'))).line_items);

  // The batch-wise invoice PDF (document service): the contract's POST, and a GET for the console's PDF button (RxDesk addition).
  app.post('/api/v1/quotations/print-batches', { config: invoiceReaders, schema: { tags, body: s.ORDER_ONLY } }, async (request, reply) =>
    sendDocument(reply, app.db, await invoiceDocument(app.db, orderOf(request.body as { orderId: unknown }, 'body'), staff(request).scope)));
  app.get('/api/v1/quotations/invoice-pdf', { config: invoiceReaders, schema: { tags, querystring: s.QUOTATION_DETAILS } }, async (request, reply) =>
    sendDocument(reply, app.db, await invoiceDocument(app.db, orderOf(request.query as { orderId: unknown }, 'querystring'), staff(request).scope)));

  // Credit notes.
  app.get('/api/v1/quotations/get-credit-note-info', {
    config: { ability: ['credit_notes.create', 'orders.view_details'] }, schema: { tags, querystring: s.QUOTATION_DETAILS },
  }, async (request) => credits.info(staff(request), orderOf(request.query as { orderId: unknown }, 'querystring')));

  app.post('/api/v1/quotations/admin/generate-credit-note-batch-wise', { config: { ability: 'credit_notes.create' }, schema: { tags, body: s.CREDIT_NOTE } },
    async (request) => {
      const b = request.body as { orderId: unknown; reason: string; lineItems: CreditLineInput[] };
      return credits.generate(staff(request), orderOf(b, 'body'), { lineItems: b.lineItems, reason: b.reason.trim() });
    });
}
