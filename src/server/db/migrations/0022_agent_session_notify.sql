-- Issue 13 (more requests per core): each API process keeps the session state of the agents it
-- serves (status, session generation) in memory instead of reading it on every request
-- (src/server/modules/auth/sessionCache.ts). Any change of an agent's row (the session generation
-- column comes later, in 0075: no column list here), or a deleted agent, is announced to every
-- process on commit (LISTEN rx_agent_session), which drops its copy.
CREATE OR REPLACE FUNCTION agent_session_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rx_agent_session', OLD.id::text);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS agents_session_notify ON agents;
CREATE TRIGGER agents_session_notify AFTER UPDATE OR DELETE ON agents
  FOR EACH ROW EXECUTE FUNCTION agent_session_notify();
