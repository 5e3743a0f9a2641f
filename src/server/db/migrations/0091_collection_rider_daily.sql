-- Issue 12: the collection report (and the totals of collection details) read a daily rollup of
-- the payments riders collected, never a scan of trip_payments and orders per request.
--
-- One row per UTC day collected × rider × the order's location × settled or not, over the live
-- (not voided) payments of delivered orders (status 15 or 21), kept by statement triggers in the
-- same transaction as every change (the pattern of 0080_dashboard_rollups.sql):
--   trip_payments insert, update, delete   the payment's contribution out (old) and in (new),
--                                          with its order as it is now;
--   orders update                          when an order enters or leaves status 15/21, is
--                                          settled or unsettled, or moves location: its payments'
--                                          contribution out (old order) and in (new order).
-- Orders are never inserted with payments (the foreign key comes after) nor deleted while they
-- have any (it refuses), so those need no trigger. A payment's trigger takes a share lock on its
-- orders first, so an order being settled at the same moment is seen either before or after,
-- never half. Delta rows may be negative before they merge; a row whose payments sum to 0 has
-- no payment left and the report skips it.

CREATE TABLE collection_rider_daily (
  day date NOT NULL,
  agent_id integer NOT NULL,
  location_id integer NOT NULL,
  settled boolean NOT NULL,
  payments bigint NOT NULL DEFAULT 0,
  mode1_amount numeric(16,2) NOT NULL DEFAULT 0,
  mode2_amount numeric(16,2) NOT NULL DEFAULT 0,
  cash numeric(16,2) NOT NULL DEFAULT 0,
  card numeric(16,2) NOT NULL DEFAULT 0,
  online numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (day, agent_id, location_id, settled)
);

-- The merge statement for a source `src` of rows (sign, created_at, agent_id, location_id,
-- settled, mode1_type, mode1_amount, mode2_type, mode2_amount): payments already filtered to live
-- ones of delivered orders.
CREATE FUNCTION collection_rider_merge_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO collection_rider_daily AS d (day, agent_id, location_id, settled, payments, mode1_amount, mode2_amount, cash, card, online)
  SELECT (p.created_at AT TIME ZONE 'UTC')::date, p.agent_id, p.location_id, p.settled, sum(p.sign),
    sum(p.sign * p.mode1_amount), sum(p.sign * coalesce(p.mode2_amount, 0)),
    sum(p.sign * (CASE WHEN p.mode1_type = 'cash' THEN p.mode1_amount ELSE 0 END + CASE WHEN p.mode2_type = 'cash' THEN p.mode2_amount ELSE 0 END)),
    sum(p.sign * (CASE WHEN p.mode1_type = 'card' THEN p.mode1_amount ELSE 0 END + CASE WHEN p.mode2_type = 'card' THEN p.mode2_amount ELSE 0 END)),
    sum(p.sign * (CASE WHEN p.mode1_type = 'online' THEN p.mode1_amount ELSE 0 END + CASE WHEN p.mode2_type = 'online' THEN p.mode2_amount ELSE 0 END))
  FROM (%s) p
  GROUP BY 1, 2, 3, 4
  -- Sorted so concurrent writers lock rollup rows in one order (no deadlock between them).
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, agent_id, location_id, settled) DO UPDATE SET
    payments = d.payments + excluded.payments, mode1_amount = d.mode1_amount + excluded.mode1_amount,
    mode2_amount = d.mode2_amount + excluded.mode2_amount, cash = d.cash + excluded.cash,
    card = d.card + excluded.card, online = d.online + excluded.online
$q$, src)
$f$;

-- The source rows of payments `p` (a table or transition table) joined to orders `o`, with sign `s`.
CREATE FUNCTION collection_rider_src(payments text, orders text, s int) RETURNS text LANGUAGE sql IMMUTABLE
  RETURN format('SELECT %s AS sign, p.created_at, p.agent_id, o.location_id, o.settlement_id IS NOT NULL AS settled, '
    'p.mode1_type, p.mode1_amount, p.mode2_type, p.mode2_amount FROM %s p JOIN %s o ON o.id = p.order_id '
    'WHERE p.voided_at IS NULL AND o.status IN (15, 21)', s, payments, orders);

DO $do$
DECLARE
  -- Only payments whose contribution can change.
  moved constant text := '(n.order_id, n.agent_id, n.created_at, n.voided_at, n.mode1_type, n.mode1_amount, n.mode2_type, n.mode2_amount)
    IS DISTINCT FROM (o.order_id, o.agent_id, o.created_at, o.voided_at, o.mode1_type, o.mode1_amount, o.mode2_type, o.mode2_amount)';
BEGIN
  EXECUTE format($f$CREATE FUNCTION collection_rider_payments_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM orders o WHERE o.id IN (SELECT order_id FROM new_rows) ORDER BY o.id FOR SHARE;
    %s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM orders o WHERE o.id IN (SELECT order_id FROM old_rows) ORDER BY o.id FOR SHARE;
    %s;
  ELSIF EXISTS (SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.id = n.id WHERE n.id IS NULL OR o.id IS NULL OR %s) THEN
    PERFORM 1 FROM orders o WHERE o.id IN (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows) ORDER BY o.id FOR SHARE;
    %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    collection_rider_merge_sql(collection_rider_src('new_rows', 'orders', 1)),
    collection_rider_merge_sql(collection_rider_src('old_rows', 'orders', -1)),
    moved,
    collection_rider_merge_sql(collection_rider_src('new_rows', 'orders', 1) || ' UNION ALL ' || collection_rider_src('old_rows', 'orders', -1)));
END $do$;

CREATE TRIGGER trip_payments_collection_insert AFTER INSERT ON trip_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_rider_payments_apply();
CREATE TRIGGER trip_payments_collection_update AFTER UPDATE ON trip_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_rider_payments_apply();
CREATE TRIGGER trip_payments_collection_delete AFTER DELETE ON trip_payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_rider_payments_apply();

DO $do$
DECLARE
  -- Only orders whose payments' contribution can change (most order updates do not).
  moved constant text := '(n.status IN (15, 21), n.settlement_id IS NULL, n.location_id) IS DISTINCT FROM (o.status IN (15, 21), o.settlement_id IS NULL, o.location_id)';
BEGIN
  EXECUTE format($f$CREATE FUNCTION collection_rider_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s) THEN
    %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    moved,
    collection_rider_merge_sql(
      collection_rider_src('trip_payments', '(SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved || ')', 1) || ' UNION ALL ' ||
      collection_rider_src('trip_payments', '(SELECT o.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ' || moved || ')', -1)));
END $do$;

CREATE TRIGGER orders_collection_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_rider_orders_apply();

-- Backfill from the payments already there.
DO $backfill$
BEGIN
  EXECUTE collection_rider_merge_sql(collection_rider_src('trip_payments', 'orders', 1));
END $backfill$;
