import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** A GRN's new retail price becomes the product's retail price (called inside the GRN's transaction). */
export async function setRetailPrice(trx: Db, productId: number, retailPrice: number): Promise<void> {
  await sql`UPDATE products SET retail_price = ${retailPrice}, updated_at = now() WHERE id = ${productId}`.execute(trx);
}
