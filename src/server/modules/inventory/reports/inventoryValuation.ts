import { sql } from 'kysely';
import report from '../../../../../reports/inventoryValuation';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { productWhere } from './common';

/**
 * On hand per product at the close of `selectedDate` (UTC): each batch's closing balance is one
 * probe of batch_balance_days (the last day on or before the date, 0050_supply.sql), never a sum
 * over the ledger.
 */
export default defineServerReport(report, (f) => sql`
  SELECT p.display_id AS "productCode", p.product_name AS "productName", p.product_segment AS "productSegment",
         p.product_category AS "productCategory", count(*)::int AS "batches", sum(v.quantity)::int AS "quantity",
         round(sum(v.quantity * b.purchase_price) / sum(v.quantity), 2) AS "averageCost",
         sum(v.quantity * b.purchase_price) AS "costValue", sum(v.quantity * b.retail_price) AS "retailValue"
    FROM products p
    JOIN product_batches b ON b.product_id = p.id
    CROSS JOIN LATERAL (SELECT d.quantity FROM batch_balance_days d
                         WHERE d.batch_id = b.id AND d.day <= ${f.selectedDate as string}::date ORDER BY d.day DESC LIMIT 1) v
   WHERE v.quantity > 0 AND ${productWhere(f)}
   GROUP BY p.id`);
