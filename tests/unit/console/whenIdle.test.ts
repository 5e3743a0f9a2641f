import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/console/routing/whenIdle';

/* src/console/routing/whenIdle.ts: work run when the browser is idle, bounded; cancellable. */
describe('whenIdle', () => {
  afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers(); });

  it('asks requestIdleCallback with the bound, and its canceller cancels that request', () => {
    const ric = vi.fn(() => 7);
    const cic = vi.fn();
    vi.stubGlobal('requestIdleCallback', ric);
    vi.stubGlobal('cancelIdleCallback', cic);
    const fn = vi.fn();
    const cancel = whenIdle(fn, 3000, 500);
    expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    (ric.mock.calls[0] as unknown as [() => void])[0]();
    expect(fn).toHaveBeenCalledTimes(1);
    cancel();
    expect(cic).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback runs after the fallback delay, unless cancelled first', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const ran = vi.fn();
    whenIdle(ran, 3000, 500);
    vi.advanceTimersByTime(499);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled, 200)();
    vi.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
