import { Profiler, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { StaggeredFilter, SwapQueueContext } from '../../../src/console/generated/StaggeredFilter';
import { SwapQueue } from '../../../src/console/generated/swapQueue';

/**
 * A list's filter inputs mount one per commit (StaggeredFilter and its queue, swapQueue.ts): a form
 * of four inputs is four short commits, not one long one; the real input gets what the form hands
 * the filter; once the first inputs are all in, one mounted later (an added filter) is real at once.
 */
function Probe({ source, log, size }: { source: string; log: string[]; size?: string }) {
  useLayoutEffect(() => { log.push(`${source}:${size}`); }, [source, log, size]);
  return <span>{source}</span>;
}

describe('a filter form\'s inputs (StaggeredFilter)', () => {
  it('come one per commit, each with the props the form hands it, and the queue is then over', async () => {
    const log: string[] = [];
    const done = vi.fn();
    const queue = new SwapQueue(done);
    const sources = ['search', 'status', 'from', 'to'];
    const form = (shown: string[]) => (
      <Profiler id="form" onRender={() => log.push('|')}>
        <SwapQueueContext.Provider value={queue}>
          {shown.map((s) => <StaggeredFilter key={s} real={<Probe source={s} log={log} />} source={s} size="small" />)}
        </SwapQueueContext.Provider>
      </Profiler>
    );
    const view = render(form(sources));
    expect(view.container.textContent).toBe('');
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(view.container.textContent).toBe('searchstatusfromto');
    // The first commit mounts none; each later one exactly one input, in order.
    expect(log.join(' ')).toBe('| search:small | status:small | from:small | to:small |');
    expect(queue.over).toBe(true);

    log.length = 0;
    view.rerender(form([...sources, 'added']));
    expect(view.container.textContent).toBe('searchstatusfromtoadded');
    expect(log).toEqual(['added:small', '|']);
  });

  it('an input gone during its turn passes the turn on', async () => {
    const done = vi.fn();
    const queue = new SwapQueue(done);
    const log: string[] = [];
    const view = render(
      <SwapQueueContext.Provider value={queue}>
        {['a', 'b'].map((s) => <StaggeredFilter key={s} real={<Probe source={s} log={log} />} source={s} />)}
      </SwapQueueContext.Provider>,
    );
    view.rerender(<SwapQueueContext.Provider value={queue}><StaggeredFilter key="b" real={<Probe source="b" log={log} />} source="b" /></SwapQueueContext.Provider>);
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(view.container.textContent).toBe('b');
  });

  it('without a queue, is the real input at once', () => {
    const log: string[] = [];
    const view = render(<StaggeredFilter real={<Probe source="q" log={log} />} source="q" size="medium" />);
    expect(view.container.textContent).toBe('q');
    expect(log).toEqual(['q:medium']);
  });
});
