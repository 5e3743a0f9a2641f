-- Issue 22: dashboard_invoice_daily (0080: posted invoices per UTC posting day × the order's
-- location) kept an invoice at its order's old location when the order moved to another one: the
-- invoice triggers alone keep it. db:check (now comparing it with the invoices) found the drift once
-- customer-wise sales month on month took its totals from it (the month-on-month revenue report and
-- the dashboards read it too). An orders trigger now moves the posted invoices of an order given to
-- another location, as customer_sales_orders_apply (0094) does for its rollup; the rollup is rebuilt
-- from the invoices once, so a database that drifted is whole again.

CREATE FUNCTION dashboard_invoice_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.location_id IS DISTINCT FROM o.location_id) THEN
    INSERT INTO dashboard_invoice_daily AS d (day, location_id, invoices, net_total)
    SELECT (i.posted_at AT TIME ZONE 'UTC')::date, m.location_id, sum(m.sign), sum(m.sign * i.net_total)
      FROM (SELECT n.id, n.location_id, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.location_id IS DISTINCT FROM o.location_id
            UNION ALL
            SELECT o.id, o.location_id, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.location_id IS DISTINCT FROM o.location_id) m
      JOIN invoices i ON i.order_id = m.id AND i.status = 'posted'
     GROUP BY 1, 2
     -- Sorted so concurrent writers lock rollup rows in one order (no deadlock between them).
     ORDER BY 1, 2
    ON CONFLICT (day, location_id) DO UPDATE SET invoices = d.invoices + excluded.invoices, net_total = d.net_total + excluded.net_total;
  END IF;
  RETURN NULL;
END $body$;

CREATE TRIGGER orders_dashboard_invoice_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_invoice_orders_apply();

-- Rebuilt from the invoices (the same merge as 0080's backfill).
DELETE FROM dashboard_invoice_daily;
DO $rebuild$
BEGIN
  EXECUTE dashboard_invoice_merge_sql('SELECT 1 AS sign, order_id, status, posted_at, net_total FROM invoices');
END $rebuild$;
