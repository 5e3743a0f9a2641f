-- Report first pages at 1M orders (issue 12).
-- quotation-expiry: quotations chosen by validity end, and the orders whose quotation expired
-- (a small share of the 14M order_logs rows).
CREATE INDEX IF NOT EXISTS quotations_valid_until_idx ON quotations (valid_until);
CREATE INDEX IF NOT EXISTS order_logs_expire_quotation_idx ON order_logs (order_id) WHERE action = 'expireQuotation';

-- unsettled-collections: delivered orders (15, 21) not yet settled, a few hundred of 1M, in the
-- report's order (deliveredAt), so the first page reads only them.
CREATE INDEX IF NOT EXISTS orders_unsettled_delivered_idx ON orders (delivered_at, id) WHERE settlement_id IS NULL AND status IN (15, 21);
