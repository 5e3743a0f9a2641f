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

/**
 * Every report declaration. Add a report here (docs/adding-a-report.md); the server's list
 * (src/server/platform/reports/list.ts) gives each its query.
 */
export const reports: ReportDeclaration[] = [orderDetails];
// Money path (issue 9).
reports.push(quotationExpiry, dailyCreditMemo, invoiceCancellation, hbsInvoice);
// Dispensing, logistics, settlements (issue 11).
reports.push(deliveryList, collection, collectionDetails, unsettled);

export const reportByName = (name: string): ReportDeclaration | undefined => reports.find((r) => r.name === name);
