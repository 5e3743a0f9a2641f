-- Issue 20: a credit note gives back, per invoice line, what was charged for that line. The promo
-- code's discount is taken off line by line (a product's max discount % caps its line), so each
-- invoice line keeps the share of the promo it was given: its charge is line_total - promo_share,
-- and the shares of an invoice add up to its promo_discount (db:check verifies).
ALTER TABLE invoice_lines ADD COLUMN promo_share numeric(12,2) NOT NULL DEFAULT 0;

-- The delivery fee a credit note gives back: only the note that credits the last of the invoice
-- (docs/money.md); amount = its lines + this.
ALTER TABLE credit_notes ADD COLUMN delivery_fee_refund numeric(12,2) NOT NULL DEFAULT 0 CHECK (delivery_fee_refund >= 0);

-- Existing invoices: the promo spread over the lines by value — how the credit notes issued so far
-- were priced (each unit gave back promo_discount / lines_total of its price), so their credits
-- stay within the charges. Whole cents, the remainder to the largest fractions, adding up exactly.
WITH w AS (
  SELECT l.id, l.invoice_id, least(i.promo_discount, t.total) * 100 * l.line_total / t.total AS exact, least(i.promo_discount, t.total) * 100 AS target
  FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
  JOIN (SELECT invoice_id, sum(line_total) AS total FROM invoice_lines GROUP BY invoice_id) t ON t.invoice_id = l.invoice_id
  WHERE i.promo_discount > 0 AND t.total > 0
), k AS (
  SELECT id, floor(exact) AS base, target - sum(floor(exact)) OVER (PARTITION BY invoice_id) AS spare,
    row_number() OVER (PARTITION BY invoice_id ORDER BY exact - floor(exact) DESC, id) AS rn
  FROM w
)
UPDATE invoice_lines l SET promo_share = (k.base + CASE WHEN k.rn <= k.spare THEN 1 ELSE 0 END) / 100 FROM k WHERE k.id = l.id;

ALTER TABLE invoice_lines ADD CONSTRAINT invoice_lines_promo_share_check CHECK (promo_share >= 0 AND promo_share <= line_total);
