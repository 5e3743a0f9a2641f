-- Issue 12: customer-wise sales month on month reads posted invoices per UTC day × customer ×
-- location from a rollup instead of every invoice of both windows plus a probe of its order for
-- the customer (~64,000 of each a month at 1M orders).
--
-- Kept by statement triggers in the same transaction as every change (the pattern of
-- 0080_dashboard_rollups.sql, whose dashboard_invoice_daily this refines by customer):
--   invoices insert, update, delete   the invoice's contribution out (old) and in (new), with the
--                                     customer and location its order has now;
--   orders update                     an order given to another customer or location: its
--                                     invoices' contribution moves with it.
-- Orders are never deleted while they have invoices (the foreign key refuses). A row whose
-- invoices were all cancelled keeps 0 invoices; the report skips it.

CREATE TABLE customer_sales_daily (
  day date NOT NULL,
  customer_id integer NOT NULL,
  location_id integer NOT NULL,
  invoices bigint NOT NULL DEFAULT 0,
  net_total numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (day, customer_id, location_id)
);

-- The merge statement for a source `src` of rows (sign, posted_at, net_total, customer_id,
-- location_id): posted invoices only, already joined to their orders.
CREATE FUNCTION customer_sales_merge_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO customer_sales_daily AS d (day, customer_id, location_id, invoices, net_total)
  SELECT (i.posted_at AT TIME ZONE 'UTC')::date, i.customer_id, i.location_id, sum(i.sign), sum(i.sign * i.net_total)
  FROM (%s) i
  GROUP BY 1, 2, 3
  -- Sorted so concurrent writers lock rollup rows in one order (no deadlock between them).
  ORDER BY 1, 2, 3
  ON CONFLICT (day, customer_id, location_id) DO UPDATE SET invoices = d.invoices + excluded.invoices, net_total = d.net_total + excluded.net_total
$q$, src)
$f$;

-- Invoices `i` (a table or transition table) joined to orders `o`, with sign `s`.
CREATE FUNCTION customer_sales_src(invoices text, orders text, s int) RETURNS text LANGUAGE sql IMMUTABLE
  RETURN format('SELECT %s AS sign, i.posted_at, i.net_total, o.customer_id, o.location_id FROM %s i JOIN %s o ON o.id = i.order_id '
    'WHERE i.status = ''posted''', s, invoices, orders);

DO $do$
DECLARE
  moved constant text := '(n.order_id, n.status, n.posted_at, n.net_total) IS DISTINCT FROM (o.order_id, o.status, o.posted_at, o.net_total)';
BEGIN
  EXECUTE format($f$CREATE FUNCTION customer_sales_invoices_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN %s;
  ELSIF TG_OP = 'DELETE' THEN %s;
  ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s) THEN %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    customer_sales_merge_sql(customer_sales_src('new_rows', 'orders', 1)),
    customer_sales_merge_sql(customer_sales_src('old_rows', 'orders', -1)),
    moved,
    customer_sales_merge_sql(customer_sales_src('new_rows', 'orders', 1) || ' UNION ALL ' || customer_sales_src('old_rows', 'orders', -1)));
END $do$;

CREATE TRIGGER invoices_customer_sales_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_sales_invoices_apply();
CREATE TRIGGER invoices_customer_sales_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_sales_invoices_apply();
CREATE TRIGGER invoices_customer_sales_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_sales_invoices_apply();

DO $do$
DECLARE
  moved constant text := '(n.customer_id, n.location_id) IS DISTINCT FROM (o.customer_id, o.location_id)';
BEGIN
  EXECUTE format($f$CREATE FUNCTION customer_sales_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s) THEN
    %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    moved,
    customer_sales_merge_sql(
      customer_sales_src('invoices', '(SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved || ')', 1) || ' UNION ALL ' ||
      customer_sales_src('invoices', '(SELECT o.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved || ')', -1)));
END $do$;

CREATE TRIGGER orders_customer_sales_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_sales_orders_apply();

-- Backfill from the invoices already there.
DO $backfill$
BEGIN
  EXECUTE customer_sales_merge_sql(customer_sales_src('invoices', 'orders', 1));
END $backfill$;
