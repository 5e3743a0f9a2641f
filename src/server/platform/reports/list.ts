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
import inventoryValuation from '../../modules/inventory/reports/inventoryValuation';
import inventoryValuationBatchWise from '../../modules/inventory/reports/inventoryValuationBatchWise';
import inventoryMovement from '../../modules/inventory/reports/inventoryMovement';
import inventoryMovementSummary from '../../modules/inventory/reports/inventoryMovementSummary';
import inventoryNonMoving from '../../modules/inventory/reports/inventoryNonMoving';
import itemWiseReservations from '../../modules/inventory/reports/itemWiseReservations';
import itemWiseExpiry from '../../modules/inventory/reports/itemWiseExpiry';
import narcoticRegister from '../../modules/inventory/reports/narcoticRegister';
import orderCancellation from '../../modules/orders/reports/orderCancellation';
import customerSalesMom from '../../modules/orders/reports/customerSalesMom';
import momRevenue from '../../modules/orders/reports/momRevenue';
import orderProcessing from '../../modules/orders/reports/orderProcessing';
import hbsUsers from '../../modules/orders/reports/hbsUsers';
import hbsReorder from '../../modules/prescriptions/reports/reOrder';

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
  // Supply path: inventory reports and the narcotic register (issue 10).
  inventoryValuation, inventoryValuationBatchWise, inventoryMovement, inventoryMovementSummary, inventoryNonMoving,
  itemWiseReservations, itemWiseExpiry, narcoticRegister,
  // Remaining reports: orders, sales month on month, customers and re-orders (issue 12).
  orderCancellation, customerSalesMom, momRevenue, orderProcessing, hbsUsers, hbsReorder,
];
