-- Inventory valuation at a past date (issue 10): monthly opening balances plus the movements since.
-- One probe of batch_balance_days per batch (0051) costs ~0.5 s at 100,000 batches, and the report
-- runs its query twice (page, then count and totals). Instead: the balance of every batch at the
-- start of each month (UTC) is a row here, so a date's balance is one contiguous read of its
-- month's rows plus one index range of the ledger from the month's start to the date.
--
-- Invariant, for every month M <= batch_balance_month_horizon.through: the row (M, batch) holds the
-- sum of the batch's movements before M, and exists whenever that sum could be non-zero (the batch
-- moved before M). Months after `through` have no rows; the valuation then starts from `through`
-- and reads more ledger, so a horizon that lags only costs time, never exactness.
-- The key carries the quantity: a month's rows are one index-only range (once vacuumed), and the
-- backfill and each roll write a month's rows together, so its heap pages are contiguous too.
CREATE TABLE batch_balance_months (
  month date NOT NULL,
  batch_id integer NOT NULL,
  quantity integer NOT NULL,
  PRIMARY KEY (month, batch_id) INCLUDE (quantity)
);

CREATE TABLE batch_balance_month_horizon (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  through date NOT NULL
);

INSERT INTO batch_balance_month_horizon (through) VALUES (date_trunc('month', now() AT TIME ZONE 'UTC')::date);

-- Backfill: per batch, every month from the one after its first movement up to the horizon, each
-- holding the sum of the months before it.
INSERT INTO batch_balance_months (month, batch_id, quantity)
SELECT month, batch_id, opening
  FROM (SELECT g.batch_id, g.month, g.month > g.first AS after_first,
               coalesce(sum(mq.q) OVER (PARTITION BY g.batch_id ORDER BY g.month ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int AS opening
          FROM (SELECT f.batch_id, f.first, s::date AS month
                  FROM (SELECT batch_id, min(date_trunc('month', created_at AT TIME ZONE 'UTC'))::date AS first FROM stock_movements GROUP BY 1) f
                  CROSS JOIN LATERAL generate_series(f.first::timestamp, (SELECT through FROM batch_balance_month_horizon)::timestamp, interval '1 month') s) g
          LEFT JOIN (SELECT batch_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, sum(quantity_delta) AS q
                       FROM stock_movements GROUP BY 1, 2) mq ON mq.batch_id = g.batch_id AND mq.month = g.month) x
 WHERE after_first
 ORDER BY month, batch_id;

-- The ledger range a valuation reads (month start to date), index-only once vacuumed.
CREATE INDEX stock_movements_at_cover_idx ON stock_movements (created_at) INCLUDE (batch_id, quantity_delta);

-- Moves the horizon up to the current month: each new month's rows are the previous month's plus
-- that month's movements. It needs every writer of the old month committed, so it runs only when
-- it gets the exclusive advisory lock at once (each movement statement holds it shared); when it
-- cannot, the horizon stays behind until a later movement tries again. Answers the horizon it
-- rolled from, null when it did not roll.
CREATE FUNCTION batch_balance_months_roll() RETURNS date LANGUAGE plpgsql AS $$
DECLARE
  target date := date_trunc('month', now() AT TIME ZONE 'UTC')::date;
  rolled_from date;
  upto date;
BEGIN
  IF (SELECT through FROM batch_balance_month_horizon) >= target THEN RETURN NULL; END IF;
  IF NOT pg_try_advisory_xact_lock(1005201) THEN RETURN NULL; END IF;
  upto := (SELECT through FROM batch_balance_month_horizon FOR UPDATE);
  IF upto >= target THEN RETURN NULL; END IF;
  rolled_from := upto;
  WHILE upto < target LOOP
    INSERT INTO batch_balance_months (month, batch_id, quantity)
    SELECT (upto + interval '1 month')::date, batch_id, sum(q)::int
      FROM (SELECT batch_id, quantity AS q FROM batch_balance_months WHERE month = upto
            UNION ALL
            SELECT batch_id, quantity_delta FROM stock_movements
             WHERE created_at >= upto::timestamp AT TIME ZONE 'UTC' AND created_at < (upto + interval '1 month')::timestamp AT TIME ZONE 'UTC') s
     GROUP BY batch_id
     ORDER BY batch_id
    ON CONFLICT (month, batch_id) DO NOTHING;
    upto := (upto + interval '1 month')::date;
  END LOOP;
  UPDATE batch_balance_month_horizon SET through = upto;
  RETURN rolled_from;
END $$;

-- Kept by the ledger, per statement: a movement of day d adds to every month after d up to the
-- horizon (none for a movement of the current month, so live writes cost one lookup). Backdated
-- movements (the demo seed writes history) stay exact. The shared lock is taken before the horizon
-- is read, so a roll that committed meanwhile (without these rows) is seen and its months updated
-- too; months this statement's own roll made already count these rows (they are in the ledger).
CREATE FUNCTION stock_movements_monthly() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rolled_from date;
  upto date;
BEGIN
  rolled_from := batch_balance_months_roll();
  PERFORM pg_advisory_xact_lock_shared(1005201);
  upto := coalesce(rolled_from, (SELECT through FROM batch_balance_month_horizon));
  INSERT INTO batch_balance_months (month, batch_id, quantity)
  SELECT s::date, x.batch_id, sum(x.q)::int
    FROM (SELECT batch_id, (created_at AT TIME ZONE 'UTC')::date AS day, sum(quantity_delta) AS q
            FROM moved GROUP BY 1, 2 HAVING sum(quantity_delta) <> 0) x
    CROSS JOIN LATERAL generate_series(date_trunc('month', x.day::timestamp) + interval '1 month', upto::timestamp, interval '1 month') s
   GROUP BY 1, 2
  ON CONFLICT (month, batch_id) DO UPDATE SET quantity = batch_balance_months.quantity + excluded.quantity;
  RETURN NULL;
END $$;
CREATE TRIGGER stock_movements_monthly AFTER INSERT ON stock_movements
  REFERENCING NEW TABLE AS moved FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_monthly();
