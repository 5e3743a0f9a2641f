import { sql } from 'kysely';
import report from '../../../../../reports/inventoryValuationBatchWise';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { BALANCE, balanceJoinsAt } from './batchBalanceAt';
import { productWhere } from './common';

/** On hand per batch at the close of `selectedDate` (UTC): month opening plus movements since (batchBalanceAt.ts). */
export default defineServerReport(report, (f) => sql`
  SELECT b.id AS "batchId", p.display_id AS "productCode", p.product_name AS "productName", p.product_category AS "productCategory",
         b.batch_name AS "batchName", b.expiry_date AS "expiryDate", ${BALANCE} AS "quantity",
         b.purchase_price AS "purchasePrice", ${BALANCE} * b.purchase_price AS "costValue",
         b.retail_price AS "retailPrice", ${BALANCE} * b.retail_price AS "retailValue"
    FROM product_batches b ${balanceJoinsAt(f.selectedDate as string)}
    JOIN products p ON p.id = b.product_id
   WHERE ${BALANCE} > 0 AND ${productWhere(f)}`);
