import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { installPeriodicJob } from './periodic';

/**
 * The monthly opening balances of the valuation at a past date (batch_balance_months, migration
 * 0052) roll into a new month when the month has changed. The first stock write of a month would
 * otherwise do it (about a second at 100,000 batches, with other stock writes waiting): this job
 * does it off the write path, at start and then every BALANCE_ROLL_INTERVAL_MS (default a minute;
 * 0 turns it off). Between month changes a round is one lookup of the horizon. With several API
 * processes the roll's own advisory lock lets one of them do it; a writer still rolls if it comes first.
 */
export async function rollMonthlyBalances(app: FastifyInstance): Promise<string | null> {
  const r = await sql<{ rolled_from: string | null }>`SELECT batch_balance_months_roll()::text AS rolled_from`.execute(app.db);
  return r.rows[0].rolled_from;
}

export function installMonthlyBalanceRoll(app: FastifyInstance): void {
  installPeriodicJob(app, {
    name: 'monthly balance roll',
    everyMs: Number(process.env.BALANCE_ROLL_INTERVAL_MS ?? 60_000),
    runAtStart: true,
    round: async () => {
      const from = await rollMonthlyBalances(app);
      if (from) app.log.info({ from }, 'monthly stock balances rolled into the current month');
    },
  });
}
