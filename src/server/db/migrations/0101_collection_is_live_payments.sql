-- Issue 20: one definition of "collected" (docs/money.md): a payment the rider recorded and that
-- was not voided, whatever the order's status now (arrived, delivered, completed) — money in the
-- rider's hand. The rollup of 0091 counted only delivered/completed orders, so the rider's
-- "collected today" and the collection report disagreed while an order was arrived. Here the rollup
-- keeps every live payment (src/server/modules/settlements/collected.ts reads it for both; db:check
-- compares it with the payments), and gains cheque and cashless so the rider's by-mode total comes
-- from it too. An order's status no longer moves its payments in or out; settling and location do.

ALTER TABLE collection_rider_daily ADD COLUMN cheque numeric(16,2) NOT NULL DEFAULT 0,
  ADD COLUMN cashless numeric(16,2) NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION collection_rider_merge_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO collection_rider_daily AS d (day, agent_id, location_id, settled, payments, mode1_amount, mode2_amount, cash, card, online, cheque, cashless)
  SELECT (p.created_at AT TIME ZONE 'UTC')::date, p.agent_id, p.location_id, p.settled, sum(p.sign),
    sum(p.sign * p.mode1_amount), sum(p.sign * coalesce(p.mode2_amount, 0)),
    sum(p.sign * (CASE WHEN p.mode1_type = 'cash' THEN p.mode1_amount ELSE 0 END + CASE WHEN p.mode2_type = 'cash' THEN p.mode2_amount ELSE 0 END)),
    sum(p.sign * (CASE WHEN p.mode1_type = 'card' THEN p.mode1_amount ELSE 0 END + CASE WHEN p.mode2_type = 'card' THEN p.mode2_amount ELSE 0 END)),
    sum(p.sign * (CASE WHEN p.mode1_type = 'online' THEN p.mode1_amount ELSE 0 END + CASE WHEN p.mode2_type = 'online' THEN p.mode2_amount ELSE 0 END)),
    sum(p.sign * (CASE WHEN p.mode1_type = 'cheque' THEN p.mode1_amount ELSE 0 END + CASE WHEN p.mode2_type = 'cheque' THEN p.mode2_amount ELSE 0 END)),
    sum(p.sign * (CASE WHEN p.mode1_type = 'cashless' THEN p.mode1_amount ELSE 0 END + CASE WHEN p.mode2_type = 'cashless' THEN p.mode2_amount ELSE 0 END))
  FROM (%s) p
  GROUP BY 1, 2, 3, 4
  -- Sorted so concurrent writers lock rollup rows in one order (no deadlock between them).
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, agent_id, location_id, settled) DO UPDATE SET
    payments = d.payments + excluded.payments, mode1_amount = d.mode1_amount + excluded.mode1_amount,
    mode2_amount = d.mode2_amount + excluded.mode2_amount, cash = d.cash + excluded.cash,
    card = d.card + excluded.card, online = d.online + excluded.online,
    cheque = d.cheque + excluded.cheque, cashless = d.cashless + excluded.cashless
$q$, src)
$f$;

-- The live payments, whatever the order's status.
CREATE OR REPLACE FUNCTION collection_rider_src(payments text, orders text, s int) RETURNS text LANGUAGE sql IMMUTABLE
  RETURN format('SELECT %s AS sign, p.created_at, p.agent_id, o.location_id, o.settlement_id IS NOT NULL AS settled, '
    'p.mode1_type, p.mode1_amount, p.mode2_type, p.mode2_amount FROM %s p JOIN %s o ON o.id = p.order_id '
    'WHERE p.voided_at IS NULL', s, payments, orders);

-- The trigger functions embed the generated statements: re-created from the new definitions.
DO $do$
DECLARE
  moved constant text := '(n.order_id, n.agent_id, n.created_at, n.voided_at, n.mode1_type, n.mode1_amount, n.mode2_type, n.mode2_amount)
    IS DISTINCT FROM (o.order_id, o.agent_id, o.created_at, o.voided_at, o.mode1_type, o.mode1_amount, o.mode2_type, o.mode2_amount)';
BEGIN
  EXECUTE format($f$CREATE OR REPLACE FUNCTION collection_rider_payments_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
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

DO $do$
DECLARE
  -- Only orders whose payments' contribution can change: settled or unsettled, moved location.
  moved constant text := '(n.settlement_id IS NULL, n.location_id) IS DISTINCT FROM (o.settlement_id IS NULL, o.location_id)';
BEGIN
  EXECUTE format($f$CREATE OR REPLACE FUNCTION collection_rider_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
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

-- Rebuilt from the payments already there under the new definition.
TRUNCATE collection_rider_daily;
DO $backfill$
BEGIN
  EXECUTE collection_rider_merge_sql(collection_rider_src('trip_payments', 'orders', 1));
END $backfill$;
