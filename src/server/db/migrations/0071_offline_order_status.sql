-- Offline order list (issue 12, get-offline-orders): filtered by status and listed newest first.
-- orders_offline_idx (0003) serves the unfiltered list; a status filter walks this one instead of
-- reading every offline order's row to test its status.
CREATE INDEX orders_offline_status_idx ON orders (status, created_at DESC, id DESC) WHERE source = 'offline';
