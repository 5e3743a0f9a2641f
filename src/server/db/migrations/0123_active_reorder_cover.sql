-- Issue 22: the HBS re-order report over two years counted its 39k active repeat prescriptions by a
-- scan of all 500k (prescriptions_reorder_idx holds expired ones too, and the count needs the
-- removed LEFT JOINs' columns: see 0122): 150-210 ms at 1M orders. This index holds the active
-- ones only, in the report's order (next re-order date, then its key) with the join columns, so the
-- count is an index-only scan (8 ms) and a page walks it.
CREATE INDEX prescriptions_active_reorder_cover_idx ON prescriptions (next_reorder_date, display_id) INCLUDE (customer_id, patient_id) WHERE status = 'active';
