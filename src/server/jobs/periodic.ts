import type { FastifyInstance } from 'fastify';

/**
 * A round of work the API server repeats on a timer (quotation expiry, the monthly balance roll):
 * the first round when the server is ready, then every `everyMs`; never two rounds of one job at
 * once; a failed round is logged and the next one tries again; stopped when the server closes.
 * `everyMs` 0 (or not a number) turns the job off.
 */
export interface PeriodicJob { name: string; everyMs: number; runAtStart?: boolean; round: () => Promise<void> }

export function installPeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  if (!(job.everyMs > 0)) return;
  // Both series exist from the start, so a rate over them works before the first failure.
  app.metrics?.jobRun(job.name, 0);
  app.metrics?.jobFailure(job.name, 0);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const round = async () => {
    try {
      app.metrics?.jobRun(job.name);
      await job.round();
    } catch (e) {
      app.metrics?.jobFailure(job.name);
      app.log.error(e, `${job.name} round failed`);
    } finally {
      running = null;
    }
  };
  const tick = () => { if (!running) running = round(); return running; };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.everyMs);
    timer.unref();
    if (job.runAtStart) void tick();
  });
  // A round in progress finishes (its transaction commits) before the database closes.
  app.addHook('onClose', async () => { if (timer) clearInterval(timer); await running; });
}
