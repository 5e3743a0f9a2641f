-- The supply path (issue 10): an idempotency key for GRN submits, and per-batch daily closing
-- balances so inventory valuation at a past date is one index probe per batch instead of a sum
-- over every movement since the beginning.

-- A double submit of the same GRN entry page carries the same key: the second answers the first GRN.
ALTER TABLE grns ADD COLUMN submission_key text;
CREATE UNIQUE INDEX grns_submission_key ON grns (submission_key) WHERE submission_key IS NOT NULL;

-- Closing on-hand quantity of a batch at the end of each (UTC) day on which it moved.
CREATE TABLE batch_balance_days (
  batch_id integer NOT NULL REFERENCES product_batches (id),
  day date NOT NULL,
  quantity integer NOT NULL,
  PRIMARY KEY (batch_id, day)
);

INSERT INTO batch_balance_days (batch_id, day, quantity)
SELECT batch_id, day, sum(q) OVER (PARTITION BY batch_id ORDER BY day)
  FROM (SELECT batch_id, (created_at AT TIME ZONE 'UTC')::date AS day, sum(quantity_delta)::int AS q
          FROM stock_movements GROUP BY 1, 2) d;

-- Kept by the ledger itself, per statement: the movements of day d add to that day's closing and
-- every later one, so a backdated movement (the demo seed writes history) stays correct. Set-based
-- (window sums, index probes) so a bulk statement of millions of rows stays linear. The stock
-- service holds the batch rows FOR UPDATE, so writers of one batch are serialised.
CREATE FUNCTION stock_movements_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT batch_id, day, sum(q) OVER (PARTITION BY batch_id ORDER BY day)::int AS cum
      FROM (SELECT batch_id, (created_at AT TIME ZONE 'UTC')::date AS day, sum(quantity_delta)::int AS q
              FROM moved GROUP BY 1, 2 HAVING sum(quantity_delta) <> 0) x
  ), later AS (
    UPDATE batch_balance_days b SET quantity = b.quantity + s.cum
      FROM (SELECT DISTINCT ON (bd.batch_id, bd.day) bd.batch_id, bd.day, d.cum
              FROM batch_balance_days bd JOIN d ON d.batch_id = bd.batch_id AND d.day <= bd.day
             ORDER BY bd.batch_id, bd.day, d.day DESC) s
     WHERE b.batch_id = s.batch_id AND b.day = s.day
  )
  INSERT INTO batch_balance_days (batch_id, day, quantity)
  SELECT d.batch_id, d.day, d.cum + coalesce((SELECT p.quantity FROM batch_balance_days p
           WHERE p.batch_id = d.batch_id AND p.day < d.day ORDER BY p.day DESC LIMIT 1), 0)
    FROM d WHERE NOT EXISTS (SELECT 1 FROM batch_balance_days e WHERE e.batch_id = d.batch_id AND e.day = d.day);
  RETURN NULL;
END $$;
CREATE TRIGGER stock_movements_daily AFTER INSERT ON stock_movements
  REFERENCING NEW TABLE AS moved FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_daily();

-- Movement reports and the controlled-substance register read a batch's ledger in time order.
CREATE INDEX stock_movements_batch_at_idx ON stock_movements (batch_id, created_at, id);
CREATE INDEX purchase_order_lines_po_idx ON purchase_order_lines (purchase_order_id);
CREATE INDEX products_narcotic_idx ON products (id) WHERE narcotic;
