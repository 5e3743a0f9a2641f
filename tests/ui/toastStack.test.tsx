import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ToastStack } from '../../src/console/notify/ToastStack';
import { clearToasts, DEFAULT_DURATION_MS, showToast } from '../../src/console/notify/notifier';

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('the global toast stack (spec 8)', () => {
  it('shows at most 3 toasts, dropping the oldest', () => {
    render(<ToastStack />);
    act(() => {
      ['Stock is low', 'Could not connect to server', 'Supplier not found', 'Token expired'].forEach((t) => showToast(t, 'error'));
    });
    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(3);
    expect(toasts.map((t) => t.textContent)).toEqual([
      expect.stringContaining('Could not connect to server'), expect.stringContaining('Supplier not found'), expect.stringContaining('Token expired'),
    ]);
  });

  it('shows the same text once, and clears each toast after a while', () => {
    vi.useFakeTimers();
    render(<ToastStack />);
    act(() => {
      showToast('Could not connect to server', 'error');
      showToast('Could not connect to server', 'error');
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(DEFAULT_DURATION_MS + 10));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
