-- Issue 21: the quotations, invoices and credit notes lists (GET /quotations/quotations-list, invoices-list,
-- credit-notes-list) page newest first by id, filtered by status or by one order. These indexes let a
-- page stop after `limit` rows of the filter instead of walking the primary key past other statuses.
CREATE INDEX IF NOT EXISTS quotations_status_id_idx ON quotations (status, id DESC);
CREATE INDEX IF NOT EXISTS invoices_status_id_idx ON invoices (status, id DESC);
CREATE INDEX IF NOT EXISTS invoices_order_id_idx ON invoices (order_id, id DESC);
CREATE INDEX IF NOT EXISTS credit_notes_order_id_idx ON credit_notes (order_id, id DESC);
