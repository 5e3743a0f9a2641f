-- Issue 12 item 4: dashboards read daily rollups, never a scan of orders per request.
--
-- Three tables, one row per UTC day × location × dimension, kept by statement triggers in the
-- same transaction as every change (the pattern of order_stage_counts in 0003): a 90-day
-- dashboard sums a few thousand rollup rows whatever the number of orders.
--   dashboard_order_daily       orders by the day they were received × location × current status:
--                               counts, milestone durations (seconds), SLA hits, feedback.
--   dashboard_collection_daily  live trip payments by the day collected × location × payment mode.
--   dashboard_invoice_daily     posted invoices by the day posted × location.
-- A status change moves an order's whole contribution from its old status row to the new one,
-- so sums over every status stay exact. Days are UTC days. Payments and invoices take their
-- order's location when written (no RxDesk code moves an order to another location). Delta rows
-- may be negative before they merge, so no CHECK (n >= 0); the dashboards tests compare every
-- column with a plain aggregate of the source tables.

-- Service levels: a quotation within 60 minutes of the order arriving; a delivery on or before
-- the agreed delivery date.
CREATE FUNCTION dashboard_quotation_sla() RETURNS interval LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN interval '60 minutes';
CREATE FUNCTION dashboard_seconds(a timestamptz, b timestamptz) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN greatest(0, floor(extract(epoch FROM b - a)))::bigint;

CREATE TABLE dashboard_order_daily (
  day date NOT NULL,
  location_id integer NOT NULL,
  status smallint NOT NULL,
  orders bigint NOT NULL DEFAULT 0,
  quoted bigint NOT NULL DEFAULT 0,            -- quoted_at set
  quote_seconds bigint NOT NULL DEFAULT 0,     -- received → quoted
  quote_in_sla bigint NOT NULL DEFAULT 0,
  confirm_timed bigint NOT NULL DEFAULT 0,     -- quoted and confirmed
  confirm_seconds bigint NOT NULL DEFAULT 0,   -- quoted → confirmed (the customer's answer)
  delivered bigint NOT NULL DEFAULT 0,         -- delivered_at set
  delivery_timed bigint NOT NULL DEFAULT 0,    -- confirmed and delivered
  delivery_seconds bigint NOT NULL DEFAULT 0,  -- confirmed → delivered
  delivery_sla_base bigint NOT NULL DEFAULT 0, -- delivered with an agreed delivery date
  delivery_in_sla bigint NOT NULL DEFAULT 0,
  cycle_seconds bigint NOT NULL DEFAULT 0,     -- received → closed (or delivered), over `delivered`
  rating_1 bigint NOT NULL DEFAULT 0,
  rating_2 bigint NOT NULL DEFAULT 0,
  rating_3 bigint NOT NULL DEFAULT 0,
  rating_4 bigint NOT NULL DEFAULT 0,
  rating_5 bigint NOT NULL DEFAULT 0,
  customer_service_like bigint NOT NULL DEFAULT 0,
  customer_service_dislike bigint NOT NULL DEFAULT 0,
  delivery_like bigint NOT NULL DEFAULT 0,
  delivery_dislike bigint NOT NULL DEFAULT 0,
  medication_like bigint NOT NULL DEFAULT 0,
  medication_dislike bigint NOT NULL DEFAULT 0,
  mobile_app_like bigint NOT NULL DEFAULT 0,
  mobile_app_dislike bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, location_id, status)
);

-- The merge statement for a source query `src` whose rows are (sign, with_order, created_at,
-- location_id, status, quoted_at, confirmed_at, delivered_at, closed_at, delivery_date, rating,
-- cs_like, dl_like, med_like, app_like). with_order = false adds only the feedback columns (a
-- feedback row changed, the order did not). Written once here; the trigger functions below are
-- generated from it, and the backfill runs it over whole tables.
CREATE FUNCTION dashboard_order_merge_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO dashboard_order_daily AS d (day, location_id, status, orders, quoted, quote_seconds, quote_in_sla,
    confirm_timed, confirm_seconds, delivered, delivery_timed, delivery_seconds, delivery_sla_base, delivery_in_sla, cycle_seconds,
    rating_1, rating_2, rating_3, rating_4, rating_5, customer_service_like, customer_service_dislike, delivery_like, delivery_dislike,
    medication_like, medication_dislike, mobile_app_like, mobile_app_dislike)
  SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.location_id, r.status,
    sum(CASE WHEN r.with_order THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.with_order AND r.quoted_at IS NOT NULL THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.with_order AND r.quoted_at IS NOT NULL THEN r.sign * dashboard_seconds(r.created_at, r.quoted_at) ELSE 0 END),
    sum(CASE WHEN r.with_order AND r.quoted_at <= r.created_at + dashboard_quotation_sla() THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.with_order AND r.quoted_at IS NOT NULL AND r.confirmed_at IS NOT NULL THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.with_order AND r.quoted_at IS NOT NULL AND r.confirmed_at IS NOT NULL THEN r.sign * dashboard_seconds(r.quoted_at, r.confirmed_at) ELSE 0 END),
    sum(CASE WHEN r.with_order AND r.delivered_at IS NOT NULL THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.with_order AND r.delivered_at IS NOT NULL AND r.confirmed_at IS NOT NULL THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.with_order AND r.delivered_at IS NOT NULL AND r.confirmed_at IS NOT NULL THEN r.sign * dashboard_seconds(r.confirmed_at, r.delivered_at) ELSE 0 END),
    sum(CASE WHEN r.with_order AND r.delivered_at IS NOT NULL AND r.delivery_date IS NOT NULL THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.with_order AND r.delivered_at < ((r.delivery_date + 1)::timestamp AT TIME ZONE 'UTC') THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.with_order AND r.delivered_at IS NOT NULL THEN r.sign * dashboard_seconds(r.created_at, coalesce(r.closed_at, r.delivered_at)) ELSE 0 END),
    sum(CASE WHEN r.rating = 1 THEN r.sign ELSE 0 END), sum(CASE WHEN r.rating = 2 THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.rating = 3 THEN r.sign ELSE 0 END), sum(CASE WHEN r.rating = 4 THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.rating = 5 THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.cs_like THEN r.sign ELSE 0 END), sum(CASE WHEN NOT r.cs_like THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.dl_like THEN r.sign ELSE 0 END), sum(CASE WHEN NOT r.dl_like THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.med_like THEN r.sign ELSE 0 END), sum(CASE WHEN NOT r.med_like THEN r.sign ELSE 0 END),
    sum(CASE WHEN r.app_like THEN r.sign ELSE 0 END), sum(CASE WHEN NOT r.app_like THEN r.sign ELSE 0 END)
  FROM (%s) r
  GROUP BY 1, 2, 3
  -- Sorted so concurrent writers lock rollup rows in one order (no deadlock between them).
  ORDER BY 1, 2, 3
  ON CONFLICT (day, location_id, status) DO UPDATE SET
    orders = d.orders + excluded.orders, quoted = d.quoted + excluded.quoted, quote_seconds = d.quote_seconds + excluded.quote_seconds,
    quote_in_sla = d.quote_in_sla + excluded.quote_in_sla, confirm_timed = d.confirm_timed + excluded.confirm_timed,
    confirm_seconds = d.confirm_seconds + excluded.confirm_seconds, delivered = d.delivered + excluded.delivered,
    delivery_timed = d.delivery_timed + excluded.delivery_timed, delivery_seconds = d.delivery_seconds + excluded.delivery_seconds,
    delivery_sla_base = d.delivery_sla_base + excluded.delivery_sla_base, delivery_in_sla = d.delivery_in_sla + excluded.delivery_in_sla,
    cycle_seconds = d.cycle_seconds + excluded.cycle_seconds,
    rating_1 = d.rating_1 + excluded.rating_1, rating_2 = d.rating_2 + excluded.rating_2, rating_3 = d.rating_3 + excluded.rating_3,
    rating_4 = d.rating_4 + excluded.rating_4, rating_5 = d.rating_5 + excluded.rating_5,
    customer_service_like = d.customer_service_like + excluded.customer_service_like,
    customer_service_dislike = d.customer_service_dislike + excluded.customer_service_dislike,
    delivery_like = d.delivery_like + excluded.delivery_like, delivery_dislike = d.delivery_dislike + excluded.delivery_dislike,
    medication_like = d.medication_like + excluded.medication_like, medication_dislike = d.medication_dislike + excluded.medication_dislike,
    mobile_app_like = d.mobile_app_like + excluded.mobile_app_like, mobile_app_dislike = d.mobile_app_dislike + excluded.mobile_app_dislike
$q$, src)
$f$;

-- The source columns of an order row `x` (of orders or a transition table) with sign `s`.
CREATE FUNCTION dashboard_order_cols(x text, s int) RETURNS text LANGUAGE sql IMMUTABLE
  RETURN format('%s AS sign, true AS with_order, %2$s.created_at, %2$s.location_id, %2$s.status, %2$s.quoted_at, %2$s.confirmed_at, '
    '%2$s.delivered_at, %2$s.closed_at, %2$s.delivery_date, f.rating, f.customer_service_like AS cs_like, f.delivery_like AS dl_like, '
    'f.medication_like AS med_like, f.mobile_app_like AS app_like', s, x);

-- The trigger functions are generated here, once, with the merge statements spelled out as static
-- SQL: PL/pgSQL then plans them once per session instead of on every statement (EXECUTE would
-- cost milliseconds per order update).
DO $do$
DECLARE
  -- Only rows whose contribution can change (chat replies, assignments and the like do not).
  moved constant text := '(n.created_at, n.location_id, n.status, n.quoted_at, n.confirmed_at, n.delivered_at, n.closed_at, n.delivery_date)
    IS DISTINCT FROM (o.created_at, o.location_id, o.status, o.quoted_at, o.confirmed_at, o.delivered_at, o.closed_at, o.delivery_date)';
BEGIN
  EXECUTE format($f$CREATE FUNCTION dashboard_order_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    %s;
  ELSIF TG_OP = 'DELETE' THEN
    %s;
  ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %s) THEN
    %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    dashboard_order_merge_sql('SELECT ' || dashboard_order_cols('n', 1) || ' FROM new_rows n LEFT JOIN order_feedback f ON f.order_id = n.id'),
    dashboard_order_merge_sql('SELECT ' || dashboard_order_cols('o', -1) || ' FROM old_rows o LEFT JOIN order_feedback f ON f.order_id = o.id'),
    moved,
    dashboard_order_merge_sql(
      'SELECT ' || dashboard_order_cols('n', 1) || ' FROM new_rows n JOIN old_rows o ON o.id = n.id LEFT JOIN order_feedback f ON f.order_id = n.id WHERE ' || moved ||
      ' UNION ALL SELECT ' || dashboard_order_cols('o', -1) || ' FROM new_rows n JOIN old_rows o ON o.id = n.id LEFT JOIN order_feedback f ON f.order_id = o.id WHERE ' || moved));
END $do$;

CREATE TRIGGER orders_dashboard_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_order_daily_apply();
CREATE TRIGGER orders_dashboard_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_order_daily_apply();
CREATE TRIGGER orders_dashboard_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_order_daily_apply();

-- Feedback given, changed or removed: only the feedback columns move, in the order's current row.
DO $do$
DECLARE
  cols constant text := 'false AS with_order, o.created_at, o.location_id, o.status, NULL::timestamptz AS quoted_at, NULL::timestamptz AS confirmed_at, '
    'NULL::timestamptz AS delivered_at, NULL::timestamptz AS closed_at, NULL::date AS delivery_date, f.rating, '
    'f.customer_service_like AS cs_like, f.delivery_like AS dl_like, f.medication_like AS med_like, f.mobile_app_like AS app_like';
  plus constant text := 'SELECT 1 AS sign, ' || cols || ' FROM new_rows f JOIN orders o ON o.id = f.order_id';
  minus constant text := 'SELECT -1 AS sign, ' || cols || ' FROM old_rows f JOIN orders o ON o.id = f.order_id';
BEGIN
  EXECUTE format($f$CREATE FUNCTION dashboard_feedback_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN %s;
  ELSIF TG_OP = 'DELETE' THEN %s;
  ELSE %s;
  END IF;
  RETURN NULL;
END $body$$f$, dashboard_order_merge_sql(plus), dashboard_order_merge_sql(minus), dashboard_order_merge_sql(plus || ' UNION ALL ' || minus));
END $do$;

CREATE TRIGGER order_feedback_dashboard_insert AFTER INSERT ON order_feedback
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_feedback_apply();
CREATE TRIGGER order_feedback_dashboard_update AFTER UPDATE ON order_feedback
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_feedback_apply();
CREATE TRIGGER order_feedback_dashboard_delete AFTER DELETE ON order_feedback
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_feedback_apply();

-- Collections: every live (not voided) trip payment, each of its modes on its own row; `payments`
-- counts a payment once (on its first mode).
CREATE TABLE dashboard_collection_daily (
  day date NOT NULL,
  location_id integer NOT NULL,
  mode text NOT NULL,
  payments bigint NOT NULL DEFAULT 0,
  amount numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (day, location_id, mode)
);

CREATE FUNCTION dashboard_collection_merge_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO dashboard_collection_daily AS d (day, location_id, mode, payments, amount)
  SELECT day, location_id, mode, sum(payments), sum(amount) FROM (
    SELECT (p.created_at AT TIME ZONE 'UTC')::date AS day, o.location_id, p.mode1_type AS mode, p.sign AS payments, p.sign * p.mode1_amount AS amount
      FROM (%1$s) p JOIN orders o ON o.id = p.order_id WHERE p.voided_at IS NULL
    UNION ALL
    SELECT (p.created_at AT TIME ZONE 'UTC')::date, o.location_id, p.mode2_type, 0, p.sign * p.mode2_amount
      FROM (%1$s) p JOIN orders o ON o.id = p.order_id WHERE p.voided_at IS NULL AND p.mode2_type IS NOT NULL) c
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, location_id, mode) DO UPDATE SET payments = d.payments + excluded.payments, amount = d.amount + excluded.amount
$q$, src)
$f$;

DO $do$
DECLARE
  cols constant text := 'order_id, created_at, voided_at, mode1_type, mode1_amount, mode2_type, mode2_amount';
BEGIN
  EXECUTE format($f$CREATE FUNCTION dashboard_collection_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN %s;
  ELSIF TG_OP = 'DELETE' THEN %s;
  ELSE %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    dashboard_collection_merge_sql('SELECT 1 AS sign, ' || cols || ' FROM new_rows'),
    dashboard_collection_merge_sql('SELECT -1 AS sign, ' || cols || ' FROM old_rows'),
    dashboard_collection_merge_sql('SELECT 1 AS sign, ' || cols || ' FROM new_rows UNION ALL SELECT -1, ' || cols || ' FROM old_rows'));
END $do$;

CREATE TRIGGER trip_payments_dashboard_insert AFTER INSERT ON trip_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_collection_apply();
CREATE TRIGGER trip_payments_dashboard_update AFTER UPDATE ON trip_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_collection_apply();
CREATE TRIGGER trip_payments_dashboard_delete AFTER DELETE ON trip_payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_collection_apply();

-- Invoices: posted ones only (a draft or cancelled invoice counts nowhere), by the day posted.
CREATE TABLE dashboard_invoice_daily (
  day date NOT NULL,
  location_id integer NOT NULL,
  invoices bigint NOT NULL DEFAULT 0,
  net_total numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (day, location_id)
);

CREATE FUNCTION dashboard_invoice_merge_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO dashboard_invoice_daily AS d (day, location_id, invoices, net_total)
  SELECT (i.posted_at AT TIME ZONE 'UTC')::date, o.location_id, sum(i.sign), sum(i.sign * i.net_total)
  FROM (%s) i JOIN orders o ON o.id = i.order_id
  WHERE i.status = 'posted'
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, location_id) DO UPDATE SET invoices = d.invoices + excluded.invoices, net_total = d.net_total + excluded.net_total
$q$, src)
$f$;

DO $do$
DECLARE
  cols constant text := 'order_id, status, posted_at, net_total';
BEGIN
  EXECUTE format($f$CREATE FUNCTION dashboard_invoice_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN %s;
  ELSIF TG_OP = 'DELETE' THEN %s;
  ELSE %s;
  END IF;
  RETURN NULL;
END $body$$f$,
    dashboard_invoice_merge_sql('SELECT 1 AS sign, ' || cols || ' FROM new_rows'),
    dashboard_invoice_merge_sql('SELECT -1 AS sign, ' || cols || ' FROM old_rows'),
    dashboard_invoice_merge_sql('SELECT 1 AS sign, ' || cols || ' FROM new_rows UNION ALL SELECT -1, ' || cols || ' FROM old_rows'));
END $do$;

CREATE TRIGGER invoices_dashboard_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_invoice_apply();
CREATE TRIGGER invoices_dashboard_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_invoice_apply();
CREATE TRIGGER invoices_dashboard_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_invoice_apply();

-- Backfill from the rows already there (the same merge statements, over whole tables).
DO $backfill$
BEGIN
  EXECUTE dashboard_order_merge_sql('SELECT ' || dashboard_order_cols('n', 1) || ' FROM orders n LEFT JOIN order_feedback f ON f.order_id = n.id');
  EXECUTE dashboard_collection_merge_sql('SELECT 1 AS sign, order_id, created_at, voided_at, mode1_type, mode1_amount, mode2_type, mode2_amount FROM trip_payments');
  EXECUTE dashboard_invoice_merge_sql('SELECT 1 AS sign, order_id, status, posted_at, net_total FROM invoices');
END $backfill$;
