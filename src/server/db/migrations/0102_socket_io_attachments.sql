-- The socket.io PostgreSQL adapter's table (large events travel through it between API processes).
-- It was created by each process at boot with CREATE TABLE IF NOT EXISTS, which is not safe when
-- two processes start at once (both create the row type: "duplicate key value violates unique
-- constraint pg_type_typname_nsp_index"); migrations run one process at a time, so it lives here.
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea);
