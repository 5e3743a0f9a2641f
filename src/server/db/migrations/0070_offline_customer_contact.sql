-- Offline customers (issue 12): a contact number is one customer's, however it was typed
-- ("+94 77 123 4567" and "+94771234567"). The duplicate check and the contact search compare
-- digits (and a leading +) only; this index answers both (= and prefix LIKE) without a scan.
CREATE INDEX customers_contact_digits_idx ON customers ((regexp_replace(contact_number, '[^0-9+]', '', 'g')) text_pattern_ops);
