-- Settlements data at 1M orders (issue 11). A month holds some 25,000 delivered orders: the page
-- walks them newest first and the totals read every one, so both read this covering index only
-- (the filters' columns are included; no heap visit per order) ...
CREATE INDEX IF NOT EXISTS orders_settlement_data_idx ON orders (delivered_at DESC NULLS LAST, id DESC)
  INCLUDE (status, settlement_id, location_id, delivery_date) WHERE status IN (15, 21);
-- ... and probe each order's live payment with an index-only scan (rider, run and the two modes).
CREATE INDEX IF NOT EXISTS trip_payments_live_cover_idx ON trip_payments (order_id)
  INCLUDE (agent_id, dispatch_run_id, mode1_type, mode1_amount, mode2_type, mode2_amount) WHERE voided_at IS NULL;
