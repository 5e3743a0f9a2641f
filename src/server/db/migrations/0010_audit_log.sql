-- Audit trail (issue 8): one append-only row per change made through the API, written in the same
-- transaction as the change by src/server/platform/audit (recordAudit). Nothing references agents
-- by foreign key on purpose: the trail must outlive anything it mentions and never block a write.

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  agent_id integer,
  role text,
  location_id integer,
  entity text NOT NULL CHECK (length(entity) > 0),
  record_id text NOT NULL,
  action text NOT NULL CHECK (length(action) > 0),
  -- { field: { "before": …, "after": … } } of the fields that changed (secrets never stored)
  changes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(changes) = 'object')
);

-- History of one record, newest first (id breaks ties inside one transaction's timestamp).
CREATE INDEX audit_log_record_idx ON audit_log (entity, record_id, id DESC);
-- Search: by agent, by entity, by date range (each newest first).
CREATE INDEX audit_log_agent_idx ON audit_log (agent_id, id DESC);
CREATE INDEX audit_log_entity_at_idx ON audit_log (entity, at DESC);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC);

-- The database itself refuses to rewrite history: UPDATE, DELETE and TRUNCATE raise.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
