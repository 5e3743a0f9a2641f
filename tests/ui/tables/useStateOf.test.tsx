import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useStateOf } from '../../../src/console/tables/useStateOf';

describe('state that belongs to its key (useStateOf)', () => {
  it('reads as empty under another key, at once and without a reset, and keeps each change made under its key', () => {
    const { result, rerender } = renderHook(({ key }) => useStateOf(key, 0), { initialProps: { key: 'a' } });
    act(() => result.current[1](2));
    act(() => result.current[1]((n) => n + 1));
    expect(result.current[0]).toBe(3);
    rerender({ key: 'b' });
    expect(result.current[0]).toBe(0);
    // A change under the new key starts from what the new key reads (empty), not from a's value.
    act(() => result.current[1]((n) => n + 10));
    expect(result.current[0]).toBe(10);
    rerender({ key: 'a' });
    expect(result.current[0]).toBe(0);
  });
});
