import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); vi.resetModules(); });

describe('the order rows\' date formatters', () => {
  it('are made ahead, one per task, when a list asks for its first page, so the rows render without making any', async () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const { prepareDateFormats, formatDate, formatDateTime } = await import('../../../src/console/i18n/format');
    prepareDateFormats();
    expect(made).toHaveBeenCalledTimes(0); // none in the task that asked
    vi.advanceTimersToNextTimer();
    expect(made).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(made).toHaveBeenCalledTimes(3);
    formatDate('2026-11-23');
    formatDateTime(new Date().toISOString());
    formatDateTime('2020-01-02T10:00:00Z');
    expect(made).toHaveBeenCalledTimes(3);
    prepareDateFormats(); // again: nothing new
    vi.runAllTimers();
    expect(made).toHaveBeenCalledTimes(3);
  });
});
