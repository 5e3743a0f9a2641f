import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';

/** A fresh copy of the module: its "first page mounted" state starts anew. */
async function freshDeferredMount() {
  vi.resetModules();
  return (await import('../../../src/console/routing/DeferredMount')).DeferredMount;
}

describe('DeferredMount', () => {
  it('mounts the first page after a render of its fallback, and later pages at once', async () => {
    const DeferredMount = await freshDeferredMount();
    const drawn: string[] = [];
    const Page = ({ name }: { name: string }) => { drawn.push(name); return <p>{name}</p>; };
    const Fallback = () => { drawn.push('fallback'); return <p>waiting</p>; };

    const first = render(<DeferredMount fallback={<Fallback />}><Page name="first page" /></DeferredMount>);
    expect(await screen.findByText('first page')).toBeTruthy();
    expect(drawn).toEqual(['fallback', 'first page']);
    first.unmount();

    drawn.length = 0;
    await act(async () => { render(<DeferredMount fallback={<Fallback />}><Page name="second page" /></DeferredMount>); });
    expect(screen.getByText('second page')).toBeTruthy();
    expect(drawn).toEqual(['second page']);
  });
});
