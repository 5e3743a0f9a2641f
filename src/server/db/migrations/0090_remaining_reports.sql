-- Issue 12, item 5: indexes for the remaining reports (reports/orderCancellation.ts and
-- customerSalesMom.ts; order processing, users list and re-order list ride existing indexes:
-- orders_created_idx, customers_created_idx, prescriptions_reorder_idx).

-- Order cancellation: orders cancelled (status 17) in a period, by when they were closed.
CREATE INDEX IF NOT EXISTS orders_cancelled_closed_idx ON orders (closed_at DESC) WHERE status = 17;

-- Customer-wise sales month on month: posted invoices of two date windows read from the index
-- alone (order and amount included), then one primary-key lookup per invoice for the customer.
CREATE INDEX IF NOT EXISTS invoices_posted_live_idx ON invoices (posted_at) INCLUDE (order_id, net_total) WHERE status = 'posted';
-- ... and each invoice's customer (and location filter) from an index-only probe of the order:
-- ~60,000 probes a month at 1M orders instead of hashing all of orders.
CREATE INDEX IF NOT EXISTS orders_id_customer_location_idx ON orders (id) INCLUDE (customer_id, location_id);

-- Month-on-month revenue reads dashboard_invoice_daily (0080_dashboard_rollups.sql: posted
-- invoices per UTC day and location, kept by trigger), so it needs nothing here.
