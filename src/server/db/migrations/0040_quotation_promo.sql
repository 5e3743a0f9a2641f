-- A promo code redeemed on an order shows in its quotation's totals (issue 9):
-- net_total = lines_total + delivery_fee - promo_discount, as on invoices. Existing rows keep 0.
ALTER TABLE quotations ADD COLUMN promo_discount numeric(12,2) NOT NULL DEFAULT 0 CHECK (promo_discount >= 0);

-- Slot capacity is counted per (delivery date, slot) over live orders.
CREATE INDEX IF NOT EXISTS orders_delivery_slot_day_idx ON orders (delivery_date, delivery_slot_id) WHERE status <> 17;
