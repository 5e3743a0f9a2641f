-- User management (issue 12): a counter raised whenever an agent's sign-ins are ended
-- (deactivation, password reset by an administrator). Access tokens carry the value they were
-- issued under and are refused once it has moved on, so reactivating an agent does not bring an
-- old, still unexpired access token back to life. A counter, not a time: no clocks to agree on.
ALTER TABLE agents ADD COLUMN IF NOT EXISTS session_generation integer NOT NULL DEFAULT 0;
