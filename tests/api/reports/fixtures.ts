import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { parse, stringify } from 'yaml';
import type { Db } from '../../../src/server/db/connection';
import type { FoundationIds } from '../../../src/server/db/seed/foundation';
import { seedOrderFixture, type OrderFixture } from '../orders/fixtures';

/**
 * A permissions file like the project's, where external_pharmacist also holds the order details
 * report limited to its own location: the one way to prove report scoping end to end.
 */
export function scopedPermissionsFile(): string {
  const doc = parse(readFileSync('permissions.yaml', 'utf8')) as { roles: Record<string, { grants: unknown[] }> };
  doc.roles.external_pharmacist.grants.push({ ability: 'reports.order_details', where: 'own_location' });
  const file = join(mkdtempSync(join(tmpdir(), 'rx-perm-')), 'permissions.yaml');
  writeFileSync(file, stringify(doc));
  return file;
}

/**
 * The orders fixture plus what the order details report shows beyond an order row: a posted
 * invoice, a completed dispatch run with its rider, delivered and quoted stamps, and a customer
 * whose name a spreadsheet would run as a formula.
 */
export async function seedReportFixture(db: Db, ids: FoundationIds): Promise<OrderFixture> {
  const fx = await seedOrderFixture(db, ids, 30);
  const { delivered, toInvoice } = fx.orders;
  await sql`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, promo_discount, net_total, posted_at)
    SELECT order_id, id, 'posted', 985, 250, 35, 1200, now() - interval '40 hours' FROM quotations WHERE order_id = ${delivered}`.execute(db);
  await sql`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, promo_discount, net_total)
    SELECT order_id, id, 'draft', 985, 250, 0, 1235 FROM quotations WHERE order_id = ${toInvoice}`.execute(db);
  const run = (await sql<{ id: number }>`INSERT INTO dispatch_runs (agent_id, location_id, status, delivery_date, started_at, ended_at)
    VALUES (${ids.agentIds.delivery_agent}, ${ids.locationIds[0]}, 'completed', current_date - 1, now() - interval '30 hours', now() - interval '26 hours') RETURNING id`.execute(db)).rows[0].id;
  await sql`UPDATE orders SET dispatch_run_id = ${run}, delivered_at = now() - interval '27 hours', quoted_at = now() - interval '45 hours' WHERE id = ${delivered}`.execute(db);
  const formula = (await sql<{ id: number }>`INSERT INTO customers (name, contact_number) VALUES ('=HYPERLINK("http://x.test")', '+94 70 000 0000') RETURNING id`.execute(db)).rows[0].id;
  await sql`INSERT INTO orders (customer_id, status, location_id, created_at) VALUES (${formula}, 1, ${ids.locationIds[0]}, now() - interval '3 hours')`.execute(db);
  return fx;
}

/** Minimal RFC 4180 reader for the tests: quoted fields, doubled quotes, CRLF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false; else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; } else if (ch === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

export const day = (offsetDays: number): string => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
