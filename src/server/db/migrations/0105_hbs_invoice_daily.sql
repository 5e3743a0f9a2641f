-- Issue 22 item 1: the HBS invoice items report's count and totals over a long range (1.7M invoice
-- lines in two years at 1M orders) read a daily rollup instead of every line of the range.
--
-- One row per UTC day posted (invoices.posted_at) × the order's location: the lines with a batch
-- quantity (batch_qty > 0) of invoices with a posting time, whatever their status now (the report
-- lists a cancelled invoice's lines by the day it was posted), their batch quantities and line
-- totals. Kept by statement triggers in the same transaction as every change (the pattern of
-- 0091_collection_rider_daily.sql):
--   invoice_lines insert, update, delete   the lines' contribution out (old) and in (new), with
--                                          their invoice and order as they are now;
--   invoices update                        an invoice posted (or its posting time, or order, changed):
--                                          its lines' contribution out (old invoice) and in (new);
--   orders update                          an order moved to another location: its invoices' lines move.
-- Invoices are never inserted with lines (the foreign key comes after) nor deleted while they have
-- any (it refuses), so those need no trigger. A line's trigger takes a share lock on its invoices
-- first, so an invoice posted at the same moment is seen either before or after, never half.

CREATE TABLE hbs_invoice_daily (
  day date NOT NULL,
  location_id integer NOT NULL,
  lines bigint NOT NULL DEFAULT 0,
  quantity bigint NOT NULL DEFAULT 0,
  line_total numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (day, location_id)
);

CREATE FUNCTION hbs_invoice_merge_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO hbs_invoice_daily AS d (day, location_id, lines, quantity, line_total)
  SELECT (x.posted_at AT TIME ZONE 'UTC')::date, x.location_id, sum(x.sign), sum(x.sign * x.batch_qty), sum(x.sign * x.line_total)
  FROM (%s) x
  GROUP BY 1, 2
  -- Sorted so concurrent writers lock rollup rows in one order (no deadlock between them).
  ORDER BY 1, 2
  ON CONFLICT (day, location_id) DO UPDATE SET lines = d.lines + excluded.lines, quantity = d.quantity + excluded.quantity,
    line_total = d.line_total + excluded.line_total
$q$, src)
$f$;

-- Lines `l` of invoices `i` of orders `o` (tables or transition tables), with sign `s`.
CREATE FUNCTION hbs_invoice_src(lines text, invoices text, orders text, s int) RETURNS text LANGUAGE sql IMMUTABLE
  RETURN format('SELECT %s AS sign, i.posted_at, o.location_id, l.batch_qty, l.line_total FROM %s l JOIN %s i ON i.id = l.invoice_id '
    'JOIN %s o ON o.id = i.order_id WHERE i.posted_at IS NOT NULL AND l.batch_qty > 0', s, lines, invoices, orders);

DO $do$
DECLARE
  moved constant text := '(n.invoice_id, n.batch_qty, n.line_total) IS DISTINCT FROM (o.invoice_id, o.batch_qty, o.line_total)';
BEGIN
  EXECUTE format($f$CREATE FUNCTION hbs_invoice_lines_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM invoices i WHERE i.id IN (SELECT invoice_id FROM new_rows) ORDER BY i.id FOR SHARE;
    %s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM invoices i WHERE i.id IN (SELECT invoice_id FROM old_rows) ORDER BY i.id FOR SHARE;
    %s;
  ELSIF EXISTS (SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.id = n.id WHERE n.id IS NULL OR o.id IS NULL OR %s) THEN
    PERFORM 1 FROM invoices i WHERE i.id IN (SELECT invoice_id FROM new_rows UNION SELECT invoice_id FROM old_rows) ORDER BY i.id FOR SHARE;
    %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    hbs_invoice_merge_sql(hbs_invoice_src('new_rows', 'invoices', 'orders', 1)),
    hbs_invoice_merge_sql(hbs_invoice_src('old_rows', 'invoices', 'orders', -1)),
    moved,
    hbs_invoice_merge_sql(hbs_invoice_src('new_rows', 'invoices', 'orders', 1) || ' UNION ALL ' || hbs_invoice_src('old_rows', 'invoices', 'orders', -1)));
END $do$;

CREATE TRIGGER invoice_lines_hbs_insert AFTER INSERT ON invoice_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hbs_invoice_lines_apply();
CREATE TRIGGER invoice_lines_hbs_update AFTER UPDATE ON invoice_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hbs_invoice_lines_apply();
CREATE TRIGGER invoice_lines_hbs_delete AFTER DELETE ON invoice_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hbs_invoice_lines_apply();

DO $do$
DECLARE
  moved constant text := '(n.posted_at, n.order_id) IS DISTINCT FROM (o.posted_at, o.order_id)';
BEGIN
  EXECUTE format($f$CREATE FUNCTION hbs_invoice_invoices_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s) THEN
    %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    moved,
    hbs_invoice_merge_sql(
      hbs_invoice_src('invoice_lines', '(SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved || ')', 'orders', 1) || ' UNION ALL ' ||
      hbs_invoice_src('invoice_lines', '(SELECT o.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved || ')', 'orders', -1)));
  EXECUTE format($f$CREATE FUNCTION hbs_invoice_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.location_id IS DISTINCT FROM o.location_id) THEN
    %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    hbs_invoice_merge_sql(
      hbs_invoice_src('invoice_lines', 'invoices', '(SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.location_id IS DISTINCT FROM o.location_id)', 1) || ' UNION ALL ' ||
      hbs_invoice_src('invoice_lines', 'invoices', '(SELECT o.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.location_id IS DISTINCT FROM o.location_id)', -1)));
END $do$;

CREATE TRIGGER invoices_hbs_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hbs_invoice_invoices_apply();
CREATE TRIGGER orders_hbs_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hbs_invoice_orders_apply();

-- Backfill from the lines already there.
DO $backfill$
BEGIN
  EXECUTE hbs_invoice_merge_sql(hbs_invoice_src('invoice_lines', 'invoices', 'orders', 1));
END $backfill$;
