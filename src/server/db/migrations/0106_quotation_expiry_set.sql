-- Issue 22 item 1: the quotation expiry report over a long range (60,000 expired quotations in two
-- years at 1M orders) walks an index of the expired quotations for its first page, and counts and
-- sums them from that index, instead of gathering every quotation marked expired and every order
-- with an expiry in its log before sorting.
--
-- One row per quotation the report lists whatever the period: with a validity end, and either
-- marked expired (status 3) or of an order whose log has an expireQuotation entry (expired, then
-- offered again); with its order, the order's location, its validity end and total. Kept by
-- statement triggers in the same transaction as every change: each touched order's rows are
-- deleted and chosen again from its quotations and log as they are now (after its row is locked,
-- FOR NO KEY UPDATE in id order, so two transactions touching one order refresh it one after the
-- other, the second seeing the first's rows):
--   quotations insert, update, delete   their orders (the old and the new order of a moved quotation);
--   order_logs insert, update, delete   the orders of expireQuotation entries;
--   orders update                       an order moved to another location.
-- Orders are never inserted with quotations nor deleted while they have any (the foreign key).

CREATE TABLE quotation_expiry_set (
  quotation_id bigint PRIMARY KEY,
  order_id bigint NOT NULL,
  location_id integer NOT NULL,
  valid_until timestamptz NOT NULL,
  net_total numeric(14,2) NOT NULL
);
-- The report's default order (validity end, then quotation, newest first) walked backwards; the
-- count and total of a range read from the index alone.
CREATE INDEX quotation_expiry_set_valid_idx ON quotation_expiry_set (valid_until, quotation_id) INCLUDE (net_total, location_id);
CREATE INDEX quotation_expiry_set_order_idx ON quotation_expiry_set (order_id);

-- The statements refreshing the orders whose ids `touched` (a subquery) answers.
CREATE FUNCTION quotation_expiry_refresh_sql(touched text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
    PERFORM 1 FROM orders o WHERE o.id IN (SELECT t.order_id FROM %1$s t) ORDER BY o.id FOR NO KEY UPDATE;
    DELETE FROM quotation_expiry_set s WHERE s.order_id IN (SELECT t.order_id FROM %1$s t);
    INSERT INTO quotation_expiry_set (quotation_id, order_id, location_id, valid_until, net_total)
    SELECT q.id, q.order_id, o.location_id, q.valid_until, q.net_total
      FROM quotations q JOIN orders o ON o.id = q.order_id
     WHERE q.order_id IN (SELECT t.order_id FROM %1$s t) AND q.valid_until IS NOT NULL
       AND (q.status = 3 OR EXISTS (SELECT 1 FROM order_logs l WHERE l.order_id = q.order_id AND l.action = 'expireQuotation'))$q$, touched)
$f$;

DO $do$
DECLARE
  q_moved constant text := '(n.order_id, n.status, n.valid_until, n.net_total) IS DISTINCT FROM (o.order_id, o.status, o.valid_until, o.net_total)';
  l_moved constant text := '(n.order_id, n.action = ''expireQuotation'') IS DISTINCT FROM (o.order_id, o.action = ''expireQuotation'') AND ''expireQuotation'' IN (n.action, o.action)';
BEGIN
  EXECUTE format($f$CREATE FUNCTION quotation_expiry_quotations_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN %s;
  ELSIF TG_OP = 'DELETE' THEN %s;
  ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s) THEN %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    quotation_expiry_refresh_sql('new_rows'), quotation_expiry_refresh_sql('old_rows'), q_moved,
    quotation_expiry_refresh_sql(format('(SELECT n.order_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s UNION SELECT o.order_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s)', q_moved, q_moved)));
  EXECUTE format($f$CREATE FUNCTION quotation_expiry_logs_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE action = 'expireQuotation') THEN %s; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE action = 'expireQuotation') THEN %s; END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s) THEN %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    quotation_expiry_refresh_sql('(SELECT order_id FROM new_rows WHERE action = ''expireQuotation'')'),
    quotation_expiry_refresh_sql('(SELECT order_id FROM old_rows WHERE action = ''expireQuotation'')'),
    l_moved,
    quotation_expiry_refresh_sql(format('(SELECT n.order_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s UNION SELECT o.order_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s)', l_moved, l_moved)));
  EXECUTE format($f$CREATE FUNCTION quotation_expiry_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.location_id IS DISTINCT FROM o.location_id) THEN
    UPDATE quotation_expiry_set s SET location_id = n.location_id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE s.order_id = n.id AND n.location_id IS DISTINCT FROM o.location_id;
  END IF;
  RETURN NULL;
END $body$$f$);
END $do$;

CREATE TRIGGER quotations_expiry_insert AFTER INSERT ON quotations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quotation_expiry_quotations_apply();
CREATE TRIGGER quotations_expiry_update AFTER UPDATE ON quotations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quotation_expiry_quotations_apply();
CREATE TRIGGER quotations_expiry_delete AFTER DELETE ON quotations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION quotation_expiry_quotations_apply();
CREATE TRIGGER order_logs_expiry_insert AFTER INSERT ON order_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quotation_expiry_logs_apply();
CREATE TRIGGER order_logs_expiry_update AFTER UPDATE ON order_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quotation_expiry_logs_apply();
CREATE TRIGGER order_logs_expiry_delete AFTER DELETE ON order_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION quotation_expiry_logs_apply();
CREATE TRIGGER orders_expiry_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quotation_expiry_orders_apply();

-- Backfill from the quotations and logs already there.
INSERT INTO quotation_expiry_set (quotation_id, order_id, location_id, valid_until, net_total)
SELECT q.id, q.order_id, o.location_id, q.valid_until, q.net_total
  FROM quotations q JOIN orders o ON o.id = q.order_id
 WHERE q.valid_until IS NOT NULL
   AND (q.status = 3 OR q.order_id IN (SELECT l.order_id FROM order_logs l WHERE l.action = 'expireQuotation'));
