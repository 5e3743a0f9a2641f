import type { ReportDeclaration } from './defineReport';
import orderDetails from './orderDetails';
import quotationExpiry from './quotationExpiry';
import dailyCreditMemo from './dailyCreditMemo';
import invoiceCancellation from './invoiceCancellation';
import hbsInvoice from './hbsInvoice';
import deliveryList from './deliveryList';
import collection from './collection';
import collectionDetails from './collectionDetails';
import unsettled from './unsettled';
import inventoryValuation from './inventoryValuation';
import inventoryValuationBatchWise from './inventoryValuationBatchWise';
import inventoryMovement from './inventoryMovement';
import inventoryMovementSummary from './inventoryMovementSummary';
import inventoryNonMoving from './inventoryNonMoving';
import itemWiseReservations from './itemWiseReservations';
import itemWiseExpiry from './itemWiseExpiry';
import narcoticRegister from './narcoticRegister';
import orderCancellation from './orderCancellation';
import customerSalesMom from './customerSalesMom';
import momRevenue from './momRevenue';
import orderProcessing from './orderProcessing';
import hbsUsers from './hbsUsers';
import hbsReorder from './hbsReorder';

/**
 * Every report declaration. Add a report here (docs/adding-a-report.md); the server's list
 * (src/server/platform/reports/list.ts) gives each its query.
 */
export const reports: ReportDeclaration[] = [orderDetails];
// Money path (issue 9).
reports.push(quotationExpiry, dailyCreditMemo, invoiceCancellation, hbsInvoice);
// Dispensing, logistics, settlements (issue 11).
reports.push(deliveryList, collection, collectionDetails, unsettled);
// Supply path: inventory reports and the narcotic register (issue 10).
reports.push(inventoryValuation, inventoryValuationBatchWise, inventoryMovement, inventoryMovementSummary, inventoryNonMoving,
  itemWiseReservations, itemWiseExpiry, narcoticRegister);
// Remaining reports: orders, sales month on month, customers and re-orders (issue 12).
reports.push(orderCancellation, customerSalesMom, momRevenue, orderProcessing, hbsUsers, hbsReorder);

export const reportByName = (name: string): ReportDeclaration | undefined => reports.find((r) => r.name === name);

/**
 * The abilities of the reports whose filters offer the records of a named source (`x-reference.path`):
 * a role that may read such a report may fill its picker, so the source's route admits them too
 * (the riders of collection details, say, for every role holding that report).
 */
export function reportAbilitiesReading(path: string): string[] {
  return [...new Set(reports.filter((r) => Object.values(r.filters.properties).some((p) => p['x-reference']?.path === path)).map((r) => r.ability))];
}
