import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useLazyFieldCheck } from '../../../src/console/generated/useLazyFieldCheck';

// The checker's chunk cannot be loaded (the network went away after the page loaded).
vi.mock('../../../src/console/generated/fieldValue', () => { throw new Error('Failed to fetch dynamically imported module'); });

describe('the lazily loaded field check', () => {
  it('lets typing search when its chunk fails to load: nothing refused in the box, the server still checks', async () => {
    const { result } = renderHook(() => useLazyFieldCheck());
    expect(result.current.check).toBeNull();
    act(() => result.current.load());
    await waitFor(() => expect(result.current.check).not.toBeNull());
    expect(result.current.check!({ type: 'string', maxLength: 3 }, 'longer', 'Search')).toBeNull();
  });
});
