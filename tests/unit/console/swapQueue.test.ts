import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SwapQueue } from '../../../src/console/generated/swapQueue';

/** The filter form's turns (swapQueue.ts): one swap per task, the next only after the last committed. */
describe('SwapQueue', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('gives one turn per task, each after the one before has committed, then says it is over', () => {
    const done = vi.fn();
    const q = new SwapQueue(done);
    const swapped: string[] = [];
    for (const name of ['search', 'status', 'from']) q.wait(() => swapped.push(name));
    expect(swapped).toEqual([]);
    vi.runAllTimers();
    expect(swapped).toEqual(['search']);
    // Not committed yet: no later task gives the next one its turn.
    vi.runAllTimers();
    expect(swapped).toEqual(['search']);
    q.committed();
    expect(swapped).toEqual(['search']);
    vi.runAllTimers();
    expect(swapped).toEqual(['search', 'status']);
    q.committed();
    vi.runAllTimers();
    q.committed();
    expect(done).not.toHaveBeenCalled();
    expect(q.over).toBe(false);
    vi.runAllTimers();
    expect(swapped).toEqual(['search', 'status', 'from']);
    expect(done).toHaveBeenCalledTimes(1);
    expect(q.over).toBe(true);
  });

  it('skips a cancelled wait, and is over at once with nothing to swap', () => {
    const done = vi.fn();
    const q = new SwapQueue(done);
    const swapped: string[] = [];
    q.wait(() => swapped.push('a'));
    const cancelB = q.wait(() => swapped.push('b'));
    q.wait(() => swapped.push('c'));
    cancelB();
    vi.runAllTimers();
    q.committed();
    vi.runAllTimers();
    q.committed();
    vi.runAllTimers();
    expect(swapped).toEqual(['a', 'c']);
    expect(done).toHaveBeenCalledTimes(1);

    const empty = vi.fn();
    new SwapQueue(empty).committed();
    vi.runAllTimers();
    expect(empty).toHaveBeenCalledTimes(1);
  });
});
