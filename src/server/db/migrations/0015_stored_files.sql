-- Uploaded files (chat attachments, prescription scans) live in the database (issue 8): one
-- pg_dump backs up everything and every API process serves every file. The id is the name the
-- file had under DATA_DIR/uploads/<purpose>/ ("<owner id>-<24 hex>.<ext>"), so the URLs already
-- stored in chat_messages.attachment_url and prescriptions.attachments keep working once the files
-- on disk are imported (src/server/platform/files/legacyImport.ts, run at start after migrations).
CREATE TABLE stored_files (
  id text PRIMARY KEY CHECK (id ~ '^[0-9]{1,15}-[0-9a-f]{24}\.(jpg|png|webp|pdf)$'),
  purpose text NOT NULL CHECK (purpose IN ('chats', 'prescriptions')),
  content bytea NOT NULL,
  -- Sniffed from the bytes, never taken from the upload's declared type or name.
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 5242880),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  original_name text CHECK (length(original_name) <= 255),
  uploaded_by_agent_id integer REFERENCES agents (id),
  uploaded_by_customer_id integer REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (size_bytes = octet_length(content))
);
-- The bytes are already compressed (JPEG, PNG, WebP, PDF): keep them out of TOAST compression.
ALTER TABLE stored_files ALTER COLUMN content SET STORAGE EXTERNAL;
