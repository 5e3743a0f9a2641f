import { sql } from 'kysely';
import report from '../../../../../reports/itemWiseExpiry';
import { ValidationError } from '../../../errors';
import { defineServerReport } from '../../../platform/reports/defineServerReport';
import { productWhere } from './common';

/** Which expiry dates a request asks for: the date range (considerRange), expired ones, or the next N months. */
function window(f: Record<string, unknown>) {
  if (f.considerRange) {
    const missing = (['startDate', 'endDate'] as const).filter((k) => !f[k]);
    if (missing.length) {
      throw new ValidationError(missing.map((k) => ({ field: `querystring.${k}`, message: `${report.filters.properties[k]['x-label']} is required with the date range` })));
    }
    return sql`b.expiry_date BETWEEN ${f.startDate as string}::date AND ${f.endDate as string}::date`;
  }
  if (f.period === 'expired') return sql`b.expiry_date < current_date`;
  const months = Number(f.period ?? 3);
  return sql`b.expiry_date >= current_date AND b.expiry_date < current_date + make_interval(months => ${months}::int)`;
}

/** Batches with stock on hand whose expiry falls in the window (product_batches_expiry_idx). */
export default defineServerReport(report, (f) => sql`
  SELECT b.id AS "batchId", p.display_id AS "productCode", p.product_name AS "productName", p.product_category AS "productCategory",
         b.batch_name AS "batchName", b.expiry_date AS "expiryDate", (b.expiry_date - current_date)::int AS "daysLeft",
         b.quantity AS "onHand", b.reserved_quantity AS "reserved", b.quantity * b.purchase_price AS "costValue"
    FROM product_batches b
    JOIN products p ON p.id = b.product_id
   WHERE b.quantity > 0 AND ${window(f)} AND ${productWhere({ productCategory: f.category, searchKey: f.searchKey })}`);
