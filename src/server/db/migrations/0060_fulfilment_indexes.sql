-- Fulfilment lists at volume (issue 11): the preparation queue pages by delivery date over the few
-- orders in statuses 7-9 (without it the planner walks every order's delivery date), and the
-- settlements data reads a period of delivered orders by delivered_at.
CREATE INDEX IF NOT EXISTS orders_preparation_queue_idx ON orders (delivery_date, id) WHERE status IN (7, 8, 9);
CREATE INDEX IF NOT EXISTS orders_delivered_at_idx ON orders (delivered_at) WHERE status IN (15, 21);
