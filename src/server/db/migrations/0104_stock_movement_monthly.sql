-- Issue 22 item 1: the inventory movement report's count and totals, and the movement summary,
-- over a long range (two years at 1M orders: ~750,000 rows of stock_movement_daily) read whole
-- months from a monthly rollup (~37,000 rows for the same two years) and only the days of the
-- range's first and last months from the daily one.
--
-- One row per UTC month × batch × movement type, with the measures of stock_movement_daily (0092):
-- the same sums over the same movements, a month at a time. The ledger is append-only (0005), so
-- a statement trigger on insert is the only upkeep, beside the daily rollup's own.

CREATE TABLE stock_movement_monthly (
  month date NOT NULL,  -- the first day of the UTC month
  batch_id integer NOT NULL,
  product_id integer NOT NULL,
  movement_type text NOT NULL,
  movements bigint NOT NULL DEFAULT 0,
  quantity_in bigint NOT NULL DEFAULT 0,
  quantity_out bigint NOT NULL DEFAULT 0,
  reserved bigint NOT NULL DEFAULT 0,
  costed_value numeric(18,2) NOT NULL DEFAULT 0,
  uncosted_quantity bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (month, batch_id, movement_type)
);

CREATE FUNCTION stock_movement_monthly_merge_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO stock_movement_monthly AS d (month, batch_id, product_id, movement_type, movements, quantity_in, quantity_out, reserved, costed_value, uncosted_quantity)
  SELECT date_trunc('month', m.created_at AT TIME ZONE 'UTC')::date, m.batch_id, m.product_id, m.movement_type, count(*),
    sum(greatest(m.quantity_delta, 0)), sum(greatest(-m.quantity_delta, 0)), sum(m.reserved_delta),
    coalesce(sum(m.quantity_delta * m.unit_cost), 0), coalesce(sum(m.quantity_delta) FILTER (WHERE m.unit_cost IS NULL), 0)
  FROM (%s) m
  GROUP BY 1, 2, 3, 4
  -- Sorted so concurrent writers lock rollup rows in one order (no deadlock between them).
  ORDER BY 1, 2, 4
  ON CONFLICT (month, batch_id, movement_type) DO UPDATE SET
    movements = d.movements + excluded.movements, quantity_in = d.quantity_in + excluded.quantity_in,
    quantity_out = d.quantity_out + excluded.quantity_out, reserved = d.reserved + excluded.reserved,
    costed_value = d.costed_value + excluded.costed_value, uncosted_quantity = d.uncosted_quantity + excluded.uncosted_quantity
$q$, src)
$f$;

DO $do$
BEGIN
  EXECUTE format($f$CREATE FUNCTION stock_movement_monthly_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  %s;
  RETURN NULL;
END $body$$f$, stock_movement_monthly_merge_sql('SELECT * FROM moved'));
END $do$;

CREATE TRIGGER stock_movements_summary_monthly AFTER INSERT ON stock_movements
  REFERENCING NEW TABLE AS moved FOR EACH STATEMENT EXECUTE FUNCTION stock_movement_monthly_apply();

-- Backfill from the daily rollup (the same sums, a thirtieth of the rows of the ledger).
INSERT INTO stock_movement_monthly (month, batch_id, product_id, movement_type, movements, quantity_in, quantity_out, reserved, costed_value, uncosted_quantity)
SELECT date_trunc('month', day)::date, batch_id, min(product_id), movement_type, sum(movements), sum(quantity_in), sum(quantity_out), sum(reserved),
       sum(costed_value), sum(uncosted_quantity)
  FROM stock_movement_daily GROUP BY 1, 2, 4;
