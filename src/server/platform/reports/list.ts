import type { ServerReport } from './defineServerReport';
import orderDetails from '../../modules/orders/reports/orderDetails';
import quotationExpiry from '../../modules/quotations/reports/quotationExpiry';
import dailyCreditMemo from '../../modules/quotations/reports/dailyCreditMemo';
import invoiceCancellation from '../../modules/quotations/reports/invoiceCancellation';
import hbsInvoice from '../../modules/quotations/reports/hbsInvoice';
import deliveryList from '../../modules/dispatch/reports/deliveryList';
import collection from '../../modules/settlements/reports/collection';
import collectionDetails from '../../modules/settlements/reports/collectionDetails';
import unsettled from '../../modules/settlements/reports/unsettled';

/**
 * Every report the server answers: a declaration of reports/ with its query. Add a report here
 * (docs/adding-a-report.md); a declaration in reports/index.ts without an entry here fails the
 * start (the console would show a page the server cannot answer).
 */
export const serverReports: ServerReport[] = [
  // Orders (spec 2, 7).
  orderDetails,
  // Money path: quotations, invoices, credit notes (issue 9).
  quotationExpiry, dailyCreditMemo, invoiceCancellation, hbsInvoice,
  // Dispensing, logistics, settlements (issue 11).
  deliveryList, collection, collectionDetails, unsettled,
];
