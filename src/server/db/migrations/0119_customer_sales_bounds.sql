-- Issue 22: customer-wise sales month on month over any period (two years: ~230,000 customers at
-- 1M orders) answers its first page without summing every customer's windows
-- (customerSalesMomWalk.ts). Two rollups of customer_sales_daily (0094), kept by statement
-- triggers on it in the same transaction:
--
--   customer_sales_monthly    each customer's posted invoices and net total per UTC month (every
--                             location): a customer's sales in a period at any location are at most
--                             the sum of its months the period touches;
--   customer_sales_lifetime   the same over all time: at most that, for any period.
--
-- An invoice's net total is never negative (invoices CHECK), so both are upper bounds. Their
-- indexes give the customers of the highest figures first (per month, and over all time).
-- customer_sales_daily_by_customer sums one customer's days in both windows with one index range,
-- customer_sales_monthly_by_customer its touched months.

CREATE TABLE customer_sales_monthly (
  month date NOT NULL,
  customer_id integer NOT NULL,
  invoices bigint NOT NULL DEFAULT 0,
  net_total numeric(18,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (month, customer_id)
);
CREATE INDEX customer_sales_monthly_by_sales ON customer_sales_monthly (month, net_total DESC, customer_id DESC);
CREATE INDEX customer_sales_monthly_by_invoices ON customer_sales_monthly (month, invoices DESC, customer_id DESC);
CREATE INDEX customer_sales_monthly_by_customer ON customer_sales_monthly (customer_id, month) INCLUDE (invoices, net_total);

CREATE TABLE customer_sales_lifetime (
  customer_id integer PRIMARY KEY,
  invoices bigint NOT NULL DEFAULT 0,
  net_total numeric(18,2) NOT NULL DEFAULT 0
);
CREATE INDEX customer_sales_lifetime_by_sales ON customer_sales_lifetime (net_total DESC, customer_id DESC);
CREATE INDEX customer_sales_lifetime_by_invoices ON customer_sales_lifetime (invoices DESC, customer_id DESC);

CREATE INDEX customer_sales_daily_by_customer ON customer_sales_daily (customer_id, day) INCLUDE (location_id, invoices, net_total);

-- The merge into rollup `target` keyed by `keys` (SQL expressions over the rows, named as the
-- target's key columns) of a source `src` of rows (sign, day, customer_id, invoices, net_total).
CREATE FUNCTION customer_sales_rollup_merge_sql(target text, keys text, key_names text, src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO %1$s AS t (%3$s, invoices, net_total)
  SELECT %2$s, sum(r.sign * r.invoices), sum(r.sign * r.net_total) FROM (%4$s) r
   GROUP BY %2$s
  HAVING sum(r.sign * r.invoices) <> 0 OR sum(r.sign * r.net_total) <> 0
   -- Sorted so concurrent writers lock rows in one order (no deadlock between them).
   ORDER BY %2$s
  ON CONFLICT (%3$s) DO UPDATE SET invoices = t.invoices + excluded.invoices, net_total = t.net_total + excluded.net_total
$q$, target, keys, key_names, src)
$f$;

-- Both rollups' merges of a source of customer_sales_daily rows.
CREATE FUNCTION customer_sales_bounds_merge_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE
  RETURN customer_sales_rollup_merge_sql('customer_sales_monthly', 'date_trunc(''month'', r.day)::date, r.customer_id', 'month, customer_id', src) || ';'
      || customer_sales_rollup_merge_sql('customer_sales_lifetime', 'r.customer_id', 'customer_id', src);

-- Each statement on customer_sales_daily: its new rows in, its old rows out (an INSERT … ON CONFLICT
-- DO UPDATE there, as 0094 merges, fires both the insert and the update trigger).
DO $do$
DECLARE
  new_in constant text := 'SELECT 1 AS sign, day, customer_id, invoices, net_total FROM new_rows';
  old_out constant text := 'SELECT -1 AS sign, day, customer_id, invoices, net_total FROM old_rows';
BEGIN
  EXECUTE format($f$CREATE FUNCTION customer_sales_bounds_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN %s;
  ELSIF TG_OP = 'DELETE' THEN %s;
  ELSE %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    customer_sales_bounds_merge_sql(new_in), customer_sales_bounds_merge_sql(old_out),
    customer_sales_bounds_merge_sql(new_in || ' UNION ALL ' || old_out));
END $do$;

CREATE TRIGGER customer_sales_daily_bounds_insert AFTER INSERT ON customer_sales_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_sales_bounds_apply();
CREATE TRIGGER customer_sales_daily_bounds_update AFTER UPDATE ON customer_sales_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_sales_bounds_apply();
CREATE TRIGGER customer_sales_daily_bounds_delete AFTER DELETE ON customer_sales_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_sales_bounds_apply();

-- Backfill from the rollup already there.
DO $backfill$
BEGIN
  EXECUTE customer_sales_bounds_merge_sql('SELECT 1 AS sign, day, customer_id, invoices, net_total FROM customer_sales_daily');
END $backfill$;
