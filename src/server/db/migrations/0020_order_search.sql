-- Issue 13: complete, deterministic order search.
--
-- One search document per order (customer name, contact number, patient name, the order's and
-- customer's display ids), lower-cased, kept by triggers in the same transaction as the change.
-- A trigram GIN index answers "contains" for the whole document; the per-field columns let a
-- typed search (find orders by customer name, contact number or patient name) recheck its field.
-- Searches join this table instead of capping a list of matching customers or patients.
CREATE TABLE order_search (
  order_id bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  customer_name text NOT NULL,
  contact text NOT NULL,
  patient_name text NOT NULL DEFAULT '',
  ids text NOT NULL,
  doc text NOT NULL GENERATED ALWAYS AS (customer_name || ' ' || contact || ' ' || patient_name || ' ' || ids) STORED
);

CREATE FUNCTION order_search_row(o_id bigint, o_customer integer, o_patient integer,
  OUT customer_name text, OUT contact text, OUT patient_name text, OUT ids text) LANGUAGE sql STABLE AS $$
  SELECT lower(c.name), replace(c.contact_number, ' ', ''),
    coalesce((SELECT lower(p.first_name || ' ' || p.last_name) FROM patients p WHERE p.id = o_patient), ''),
    lower('HN' || lpad(o_id::text, greatest(6, length(o_id::text)), '0') || ' ' || c.display_id)
  FROM customers c WHERE c.id = o_customer
$$;

INSERT INTO order_search (order_id, customer_name, contact, patient_name, ids)
SELECT o.id, lower(c.name), replace(c.contact_number, ' ', ''), coalesce(lower(p.first_name || ' ' || p.last_name), ''),
  lower(o.display_id || ' ' || c.display_id)
FROM orders o JOIN customers c ON c.id = o.customer_id LEFT JOIN patients p ON p.id = o.patient_id
-- A customer's orders (and so nearly every search's matches: their name, number, patients) sit
-- on a few pages instead of one page each: counting 20,000 matches reads ~300 pages, not 13,000.
ORDER BY o.customer_id, o.id;

CREATE INDEX order_search_doc_trgm_idx ON order_search USING gin (doc gin_trgm_ops);

-- New orders (one statement may insert a million in the seed): one INSERT … SELECT per statement.
CREATE FUNCTION order_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_search (order_id, customer_name, contact, patient_name, ids)
  SELECT n.id, lower(c.name), replace(c.contact_number, ' ', ''), coalesce(lower(p.first_name || ' ' || p.last_name), ''),
    lower(n.display_id || ' ' || c.display_id)
  FROM new_rows n JOIN customers c ON c.id = n.customer_id LEFT JOIN patients p ON p.id = n.patient_id;
  RETURN NULL;
END $$;
CREATE TRIGGER orders_search_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_search_insert();

-- An order moved to another customer or patient (rare; status changes do not fire this).
CREATE FUNCTION order_search_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_search s SET customer_name = r.customer_name, contact = r.contact, patient_name = r.patient_name, ids = r.ids
  FROM order_search_row(NEW.id, NEW.customer_id, NEW.patient_id) r WHERE s.order_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER orders_search_update AFTER UPDATE OF customer_id, patient_id ON orders FOR EACH ROW
  WHEN (OLD.customer_id IS DISTINCT FROM NEW.customer_id OR OLD.patient_id IS DISTINCT FROM NEW.patient_id)
  EXECUTE FUNCTION order_search_order_changed();

-- A customer renamed or given a new number: every order of theirs.
CREATE FUNCTION order_search_customer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_search s SET customer_name = lower(NEW.name), contact = replace(NEW.contact_number, ' ', '')
  FROM orders o WHERE o.customer_id = NEW.id AND s.order_id = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER customers_search_update AFTER UPDATE OF name, contact_number ON customers FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.contact_number IS DISTINCT FROM NEW.contact_number)
  EXECUTE FUNCTION order_search_customer_changed();

-- A patient renamed: every order for them.
CREATE FUNCTION order_search_patient_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_search s SET patient_name = lower(NEW.first_name || ' ' || NEW.last_name)
  FROM orders o WHERE o.patient_id = NEW.id AND s.order_id = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER patients_search_update AFTER UPDATE OF first_name, last_name ON patients FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION order_search_patient_changed();

-- Lists whose filter and sort these match exactly (the chat manager): open orders nobody or
-- somebody is assigned to, newest first. Closed orders are not in them, so a deep page walks no
-- rows it then throws away. The queries spell the same predicate as a literal (not a parameter)
-- so the planner can prove the partial index applies, also in a prepared statement.
CREATE INDEX orders_open_unassigned_idx ON orders (created_at DESC, id DESC)
  WHERE assigned_agent_id IS NULL AND stage NOT IN ('draft', 'completed', 'cancelled');
CREATE INDEX orders_open_assigned_idx ON orders (created_at DESC, id DESC)
  WHERE assigned_agent_id IS NOT NULL AND stage NOT IN ('draft', 'completed', 'cancelled');
CREATE INDEX orders_open_agent_idx ON orders (assigned_agent_id, created_at DESC, id DESC)
  WHERE stage NOT IN ('draft', 'completed', 'cancelled');
-- Searches over every stage sort by the status-update time with the id as tiebreaker.
CREATE INDEX orders_updated_idx ON orders (last_status_update_time DESC, id DESC);
