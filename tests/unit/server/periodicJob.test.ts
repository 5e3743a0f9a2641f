import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installPeriodicJob } from '../../../src/server/jobs/periodic';

/** The timer every server job runs on (quotation expiry, the monthly balance roll). */
describe('periodic job', () => {
  it('runs at start when asked, repeats, survives a failed round, never overlaps, and stops when the server closes', async () => {
    const app = Fastify({ logger: false });
    let rounds = 0;
    let running = 0;
    let overlapped = false;
    installPeriodicJob(app, {
      name: 'test job', everyMs: 5, runAtStart: true,
      round: async () => {
        rounds += 1;
        running += 1;
        if (running > 1) overlapped = true;
        await new Promise((r) => setTimeout(r, 15)); // longer than the interval
        running -= 1;
        if (rounds === 2) throw new Error('a failed round');
      },
    });
    await app.ready();
    await expect.poll(() => rounds, { timeout: 2000 }).toBeGreaterThanOrEqual(4);
    expect(overlapped).toBe(false);
    await app.close();
    const after = rounds;
    await new Promise((r) => setTimeout(r, 60));
    expect(rounds).toBeLessThanOrEqual(after + 1); // at most the round already under way
  });

  it('is off with an interval of 0, and waits for the first interval without runAtStart', async () => {
    const off = Fastify({ logger: false });
    let offRounds = 0;
    installPeriodicJob(off, { name: 'off', everyMs: 0, runAtStart: true, round: async () => { offRounds += 1; } });
    const late = Fastify({ logger: false });
    let lateRounds = 0;
    installPeriodicJob(late, { name: 'late', everyMs: 10_000, round: async () => { lateRounds += 1; } });
    await Promise.all([off.ready(), late.ready()]);
    await new Promise((r) => setTimeout(r, 30));
    expect(offRounds).toBe(0);
    expect(lateRounds).toBe(0);
    await Promise.all([off.close(), late.close()]);
  });
});
