import { sql } from 'kysely';
import report from '../../../../../reports/inventoryValuation';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { BALANCE, balanceJoinsAt } from './batchBalanceAt';
import { productWhere } from './common';

/**
 * On hand per product at the close of `selectedDate` (UTC), valued at each batch's prices: every
 * batch's balance from its month's opening plus the movements since (batchBalanceAt.ts), summed
 * per product before the products are joined.
 */
export default defineServerReport(report, (f) => sql`
  SELECT p.display_id AS "productCode", p.product_name AS "productName", p.product_segment AS "productSegment",
         p.product_category AS "productCategory", v.batches AS "batches", v.quantity AS "quantity",
         round(v.cost / v.quantity, 2) AS "averageCost", v.cost AS "costValue", v.retail AS "retailValue"
    FROM (SELECT b.product_id, count(*)::int AS batches, sum(${BALANCE})::int AS quantity,
                 sum(${BALANCE} * b.purchase_price) AS cost, sum(${BALANCE} * b.retail_price) AS retail
            FROM product_batches b ${balanceJoinsAt(f.selectedDate as string)}
           WHERE ${BALANCE} > 0
           GROUP BY b.product_id) v
    JOIN products p ON p.id = v.product_id
   WHERE ${productWhere(f)}`, { onePass: true });
