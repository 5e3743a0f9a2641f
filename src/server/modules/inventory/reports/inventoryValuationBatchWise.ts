import { sql } from 'kysely';
import report from '../../../../../reports/inventoryValuationBatchWise';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { productWhere } from './common';

/** On hand per batch at the close of `selectedDate` (UTC), one batch_balance_days probe per batch. */
export default defineServerReport(report, (f) => sql`
  SELECT b.id AS "batchId", p.display_id AS "productCode", p.product_name AS "productName", p.product_category AS "productCategory",
         b.batch_name AS "batchName", b.expiry_date AS "expiryDate", v.quantity AS "quantity",
         b.purchase_price AS "purchasePrice", v.quantity * b.purchase_price AS "costValue",
         b.retail_price AS "retailPrice", v.quantity * b.retail_price AS "retailValue"
    FROM products p
    JOIN product_batches b ON b.product_id = p.id
    CROSS JOIN LATERAL (SELECT d.quantity FROM batch_balance_days d
                         WHERE d.batch_id = b.id AND d.day <= ${f.selectedDate as string}::date ORDER BY d.day DESC LIMIT 1) v
   WHERE v.quantity > 0 AND ${productWhere(f)}`);
