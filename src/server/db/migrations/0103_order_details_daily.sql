-- Issue 22 item 1: the order details report's count and totals over any range (two years at 1M
-- orders) read a daily rollup instead of every order of the range with a probe of its quotation
-- and its invoice per order.
--
-- One row per UTC day received (orders.created_at) × location × current status: the orders, the
-- sum of each order's newest quotation not cancelled (status <> 2, highest id) and the sum of its
-- live invoice (status <> 'cancelled', unique per order: invoices_live_order_key), exactly the
-- report's "Quotation total" and "Invoice total". Kept by statement triggers in the same
-- transaction as every change (the pattern of 0080_dashboard_rollups.sql):
--   orders insert, delete          the orders' contribution in / out;
--   orders update                  an order received at another time, moved to another location
--                                  or status: its contribution out (old row) and in (new row);
--   quotations, invoices insert, update, delete
--                                  each touched order's contribution out as it was before the
--                                  statement (the table without the statement's new rows, with
--                                  its old rows) and in as it is now.
-- The quotation and invoice triggers lock their orders (FOR NO KEY UPDATE, in id order) first, so
-- two transactions changing one order's quotations see each other's rows, never half (the order
-- service already holds that lock when it writes them). Delta rows may be negative before they
-- merge; a row of 0 orders is skipped by the report.

CREATE TABLE order_details_daily (
  day date NOT NULL,
  location_id integer NOT NULL,
  status smallint NOT NULL,
  orders bigint NOT NULL DEFAULT 0,
  quotation_total numeric(16,2) NOT NULL DEFAULT 0,
  invoice_total numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (day, location_id, status)
);

-- The orders of `orders` with their totals as the report reads them, from quotation and invoice
-- sources (tables or subqueries with id, order_id, status, net_total). Set-based: a statement of
-- one order probes its rows by index, a bulk statement (the seed, the backfill) hash-joins.
CREATE FUNCTION order_details_src(orders text, quotations text, invoices text, s int) RETURNS text LANGUAGE sql IMMUTABLE
  RETURN format('SELECT %s AS sign, o.created_at, o.location_id, o.status, q.net_total AS quotation_total, i.net_total AS invoice_total '
    'FROM %s o '
    'LEFT JOIN (SELECT DISTINCT ON (q.order_id) q.order_id, q.net_total FROM %s q '
    '            WHERE q.status <> 2 AND q.order_id IN (SELECT oq.id FROM %s oq) ORDER BY q.order_id, q.id DESC) q ON q.order_id = o.id '
    'LEFT JOIN (SELECT i.order_id, i.net_total FROM %s i '
    '            WHERE i.status <> ''cancelled'' AND i.order_id IN (SELECT oi.id FROM %s oi)) i ON i.order_id = o.id',
    s, orders, quotations, orders, invoices, orders);

CREATE FUNCTION order_details_merge_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO order_details_daily AS d (day, location_id, status, orders, quotation_total, invoice_total)
  SELECT (x.created_at AT TIME ZONE 'UTC')::date, x.location_id, x.status, sum(x.sign),
    sum(x.sign * coalesce(x.quotation_total, 0)), sum(x.sign * coalesce(x.invoice_total, 0))
  FROM (%s) x
  GROUP BY 1, 2, 3
  -- Sorted so concurrent writers lock rollup rows in one order (no deadlock between them).
  ORDER BY 1, 2, 3
  ON CONFLICT (day, location_id, status) DO UPDATE SET orders = d.orders + excluded.orders,
    quotation_total = d.quotation_total + excluded.quotation_total, invoice_total = d.invoice_total + excluded.invoice_total
$q$, src)
$f$;

-- Orders.
DO $do$
DECLARE
  moved constant text := '(n.created_at, n.location_id, n.status) IS DISTINCT FROM (o.created_at, o.location_id, o.status)';
BEGIN
  EXECUTE format($f$CREATE FUNCTION order_details_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN %s;
  ELSIF TG_OP = 'DELETE' THEN %s;
  ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s) THEN %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    order_details_merge_sql(order_details_src('new_rows', 'quotations', 'invoices', 1)),
    order_details_merge_sql(order_details_src('old_rows', 'quotations', 'invoices', -1)),
    moved,
    order_details_merge_sql(
      order_details_src('(SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved || ')', 'quotations', 'invoices', 1) || ' UNION ALL ' ||
      order_details_src('(SELECT o.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved || ')', 'quotations', 'invoices', -1)));
END $do$;

CREATE TRIGGER orders_order_details_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_details_orders_apply();
CREATE TRIGGER orders_order_details_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_details_orders_apply();
CREATE TRIGGER orders_order_details_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_details_orders_apply();

-- Quotations and invoices: one generated function per table `tbl`; the touched orders are those
-- of the rows that changed in what the report reads.
CREATE FUNCTION order_details_child_function(tbl text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $f$
DECLARE
  cols constant text := 'id, order_id, status, net_total';
  moved constant text := '(n.order_id, n.status, n.net_total) IS DISTINCT FROM (o.order_id, o.status, o.net_total)';
  -- The table as it was before the statement, for each kind of statement.
  before_insert constant text := format('(SELECT %s FROM %s t WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = t.id))', cols, tbl);
  before_delete constant text := format('(SELECT %s FROM %s UNION ALL SELECT %s FROM old_rows)', cols, tbl, cols);
  before_update constant text := format('(SELECT %s FROM %s t WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = t.id) UNION ALL SELECT %s FROM old_rows)', cols, tbl, cols);
  touched_insert constant text := '(SELECT order_id FROM new_rows)';
  touched_delete constant text := '(SELECT order_id FROM old_rows)';
  touched_update constant text := '(SELECT n.order_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved ||
                                  ' UNION SELECT o.order_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved || ')';
  body text := '';
  kind text;
  before text;
  touched text;
  orders text;
BEGIN
  FOREACH kind IN ARRAY ARRAY['INSERT', 'DELETE', 'UPDATE'] LOOP
    before := CASE kind WHEN 'INSERT' THEN before_insert WHEN 'DELETE' THEN before_delete ELSE before_update END;
    touched := CASE kind WHEN 'INSERT' THEN touched_insert WHEN 'DELETE' THEN touched_delete ELSE touched_update END;
    orders := format('(SELECT * FROM orders WHERE id IN %s)', touched);
    body := body || format($b$
  %s TG_OP = %L THEN
    PERFORM 1 FROM orders o WHERE o.id IN %s ORDER BY o.id FOR NO KEY UPDATE;
    %s;$b$,
      CASE kind WHEN 'INSERT' THEN 'IF' ELSE 'ELSIF' END, kind, touched,
      order_details_merge_sql(
        CASE tbl WHEN 'quotations' THEN order_details_src(orders, before, 'invoices', -1) ELSE order_details_src(orders, 'quotations', before, -1) END ||
        ' UNION ALL ' || order_details_src(orders, 'quotations', 'invoices', 1)));
  END LOOP;
  RETURN format($r$CREATE FUNCTION order_details_%s_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN%s
  END IF;
  RETURN NULL;
END $body$$r$, tbl, body);
END $f$;

DO $do$
BEGIN
  EXECUTE order_details_child_function('quotations');
  EXECUTE order_details_child_function('invoices');
END $do$;

CREATE TRIGGER quotations_order_details_insert AFTER INSERT ON quotations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_details_quotations_apply();
CREATE TRIGGER quotations_order_details_update AFTER UPDATE ON quotations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_details_quotations_apply();
CREATE TRIGGER quotations_order_details_delete AFTER DELETE ON quotations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_details_quotations_apply();
CREATE TRIGGER invoices_order_details_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_details_invoices_apply();
CREATE TRIGGER invoices_order_details_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_details_invoices_apply();
CREATE TRIGGER invoices_order_details_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_details_invoices_apply();

-- Backfill from the orders already there.
DO $backfill$
BEGIN
  EXECUTE order_details_merge_sql(order_details_src('orders', 'quotations', 'invoices', 1));
END $backfill$;
