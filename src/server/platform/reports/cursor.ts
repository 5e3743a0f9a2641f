import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';

/** Rows per FETCH: small enough to keep memory flat, large enough that round trips do not dominate. */
export const FETCH_ROWS = 1000;

/**
 * Runs `query` as a server-side cursor (DECLARE … CURSOR / FETCH in one read-only transaction:
 * the same on PGlite and PostgreSQL) and hands each batch to `sink`, which may wait (backpressure).
 * `stop()` true ends early (the client went away): the transaction rolls back and frees the cursor.
 * On PGlite the transaction holds the one connection: other requests wait while a download runs.
 */
export async function eachBatch(
  db: Db,
  query: RawBuilder<Record<string, unknown>>,
  sink: (rows: Array<Record<string, unknown>>) => Promise<void>,
  opts: { stop: () => boolean; maxRows?: number; fetchRows?: number },
): Promise<number> {
  const fetchRows = opts.fetchRows ?? FETCH_ROWS;
  let total = 0;
  await db.transaction().execute(async (trx) => {
    await sql`SET TRANSACTION READ ONLY`.execute(trx);
    // A cursor over a big set costs enough for PostgreSQL to JIT-compile it first: seconds before
    // the first row, for a plan that streams anyway. Off for this transaction only.
    await sql`SET LOCAL jit = off`.execute(trx);
    await sql`DECLARE rx_report_cursor NO SCROLL CURSOR FOR ${query}`.execute(trx);
    for (;;) {
      if (opts.stop()) throw new StreamStopped();
      const want = opts.maxRows === undefined ? fetchRows : Math.min(fetchRows, opts.maxRows - total);
      if (want <= 0) break;
      const batch = await sql<Record<string, unknown>>`FETCH FORWARD ${sql.raw(String(want))} FROM rx_report_cursor`.execute(trx);
      if (!batch.rows.length) break;
      total += batch.rows.length;
      await sink(batch.rows);
      if (batch.rows.length < want) break;
    }
    await sql`CLOSE rx_report_cursor`.execute(trx);
  }).catch((e) => {
    if (!(e instanceof StreamStopped)) throw e;
  });
  return total;
}

/** Thrown inside the transaction to roll it back when the download is abandoned. */
export class StreamStopped extends Error {
  constructor() { super('report download stopped: the client went away'); }
}
