-- Order details report (reports/orderDetails.ts): orders of one status received in a period,
-- newest first. Period alone and location + period already have indexes (0003_orders.sql).
CREATE INDEX IF NOT EXISTS orders_status_created_idx ON orders (status, created_at DESC);
