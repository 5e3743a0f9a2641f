import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import { escapeLike, MIN_CONTAINS } from '../orders/search';

/** SQL of the customer search (find customers). */

export type CustomerSearchType = 'name' | 'contactNumber' | 'customerId' | 'email';

/** A search's count stops here and says so (`countCapped`). */
export const CUSTOMER_COUNT_CAP = 1000;

/**
 * The customers a checked key matches: 3+ characters "contains" (trigram indexes of 0008), a
 * 2-character name "starts with" (customers_name_prefix_idx of 0021), an id exactly.
 */
export function matchOf(type: CustomerSearchType, key: string): RawBuilder<unknown> {
  const k = key.toLowerCase();
  const contains = `%${escapeLike(k)}%`;
  switch (type) {
    case 'customerId': return sql`c.id = ${Number(/\d+/.exec(key)?.[0] ?? 0)}`;
    case 'contactNumber': return sql`replace(c.contact_number, ' ', '') LIKE ${`%${escapeLike(key.replace(/\s+/g, ''))}%`}`;
    case 'email': return sql`lower(c.email) LIKE ${contains}`;
    default: return k.length < MIN_CONTAINS ? sql`lower(c.name) COLLATE "C" LIKE ${`${escapeLike(k)}%`}` : sql`lower(c.name) LIKE ${contains}`;
  }
}

export async function findCustomers(db: Db, match: RawBuilder<unknown>, locationId: number | null, skip: number, limit: number) {
  const where = locationId == null ? match : sql`${match} AND EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.location_id = ${locationId})`;
  const [items, count] = await Promise.all([
    sql<Record<string, unknown>>`SELECT c.id, c.display_id AS "displayId", c.name, c.contact_number AS "contactNumber", c.email, c.source,
        ci.name AS city, c.addresses, c.created_at AS "createdAt",
        (SELECT count(*)::int FROM orders o WHERE o.customer_id = c.id) AS "ordersCount",
        (SELECT max(o.created_at) FROM orders o WHERE o.customer_id = c.id) AS "lastOrderAt"
      FROM customers c LEFT JOIN cities ci ON ci.id = c.city_id
      WHERE ${where} ORDER BY lower(c.name) COLLATE "C", c.id LIMIT ${limit} OFFSET ${skip}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM customers c WHERE ${where} LIMIT ${CUSTOMER_COUNT_CAP + 1}) s`.execute(db),
  ]);
  const n = count.rows[0].n;
  return { items: items.rows, count: Math.min(n, CUSTOMER_COUNT_CAP), ...(n > CUSTOMER_COUNT_CAP ? { countCapped: true } : {}) };
}
