import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of the customer search (find customers). */

export type CustomerSearchType = 'name' | 'contactNumber' | 'customerId' | 'email';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function matchOf(type: CustomerSearchType, key: string): RawBuilder<unknown> {
  const contains = `%${escapeLike(key.toLowerCase())}%`;
  switch (type) {
    case 'customerId': return sql`c.id = ${Number(/\d+/.exec(key)?.[0] ?? 0)}`;
    case 'contactNumber': return sql`replace(c.contact_number, ' ', '') LIKE ${`%${escapeLike(key.replace(/\s+/g, ''))}%`}`;
    case 'email': return sql`lower(c.email) LIKE ${contains}`;
    default: return sql`lower(c.name) LIKE ${contains}`;
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
      WHERE ${where} ORDER BY c.name, c.id LIMIT ${limit} OFFSET ${skip}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM customers c WHERE ${where} LIMIT 10001) s`.execute(db),
  ]);
  return { items: items.rows, count: Math.min(count.rows[0].n, 10000), ...(count.rows[0].n > 10000 ? { countCapped: true } : {}) };
}
