import { sql } from 'kysely';
import dailyCreditMemo from '../../../../../reports/dailyCreditMemo';
import { defineServerReport } from '../../../platform/reports/defineServerReport';

export default defineServerReport(dailyCreditMemo, (f, scope) => sql`
  SELECT cl.id AS "lineId", cn.credit_note_no AS "creditNote", cn.created_at AS "issuedAt", o.display_id AS "orderId",
    i.invoice_no AS "invoiceNo", p.product_name AS product, b.batch_name AS batch, cl.quantity, cl.restock AS restocked,
    cl.line_total AS amount, cn.reason, nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') AS agent
  FROM credit_note_lines cl JOIN credit_notes cn ON cn.id = cl.credit_note_id JOIN orders o ON o.id = cn.order_id
  JOIN invoices i ON i.id = cn.invoice_id JOIN products p ON p.id = cl.product_id JOIN product_batches b ON b.id = cl.batch_id
  LEFT JOIN agents a ON a.id = cn.created_by_agent_id
  WHERE cn.created_at >= ${f.startDate}::date AND cn.created_at < ${f.endDate}::date + 1
    ${scope.locationId !== null ? sql`AND o.location_id = ${scope.locationId}` : sql``}`);
