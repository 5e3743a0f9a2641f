-- orders_delivered_at_idx (0060) is a narrower twin of orders_settlement_data_idx (0061): same
-- leading column and predicate. The planner preferred the smaller one and then visited the heap for
-- each of a month's ~25,000 delivered orders (some 10 ms of the settlements totals); the covering
-- index serves every query the narrow one did, without the heap.
DROP INDEX IF EXISTS orders_delivered_at_idx;
