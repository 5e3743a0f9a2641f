-- Issue 12: covering partial indexes for two report first pages at 1M orders.

-- unsettled-collections: the unsettled delivered orders (a few hundred) read from the index
-- alone. The planner guesses ~150,000 such orders (it takes "not settled" and "delivered" as
-- independent), and without the order's display id and location here it preferred walking every
-- unsettled order of any status (~190,000) on orders_settlement_idx.
CREATE INDEX IF NOT EXISTS orders_unsettled_delivered_cover_idx ON orders (delivered_at, id) INCLUDE (display_id, location_id)
  WHERE settlement_id IS NULL AND status IN (15, 21);

-- quotation-expiry: quotations marked expired (status 3, ~6 % of them) by validity end, with the
-- ids the report joins on, from the index alone.
CREATE INDEX IF NOT EXISTS quotations_expired_valid_idx ON quotations (valid_until) INCLUDE (id, order_id) WHERE status = 3;
