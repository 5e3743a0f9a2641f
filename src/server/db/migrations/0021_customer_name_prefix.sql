-- Issue 13: a 2-character search matches the start of a customer's name. Byte order ("C") lets one
-- btree answer both `LIKE 'an%'` and the list's ORDER BY name, id without sorting the matches.
CREATE INDEX customers_name_prefix_idx ON customers ((lower(name) COLLATE "C"), id);
