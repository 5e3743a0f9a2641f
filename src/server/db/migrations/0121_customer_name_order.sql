-- Issue 22: customer-wise sales month on month sorted by customer name or customer ID answers its
-- first page by walking customers in that order (customerSalesMomWalk.ts, customerOrderWalk)
-- instead of summing every customer's windows. The report orders by name then display ID (its key),
-- or by display ID alone, in the database's collation: these indexes give exactly that order, both ways.
-- (customers_display_id_key is text_pattern_ops, for prefix search; it gives no order outside the C collation.)
CREATE INDEX customers_name_order_idx ON customers (name, display_id);
CREATE INDEX customers_display_id_order_idx ON customers (display_id);
