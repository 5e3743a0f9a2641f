import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { usePaging } from '../../src/console/paging/usePaging';
import { Pager } from '../../src/console/paging/Pager';

/** A table's page state as its list call would see it, beside the pager. */
function Table({ count, sizes }: { count: number; sizes?: number[] }) {
  const [filter, setFilter] = useState(0);
  const paging = usePaging(sizes, { filter });
  return (
    <>
      <output data-testid="call">{`skip=${paging.skip} limit=${paging.limit}`}</output>
      <button type="button" onClick={() => setFilter((f) => f + 1)}>New filter</button>
      <Pager paging={paging} count={count} />
    </>
  );
}

describe('paging of server-paged tables', () => {
  it('pages forward, restarts on a new filter and on a new page size', () => {
    render(<Table count={60} />);
    const call = screen.getByTestId('call');
    expect(call.textContent).toBe('skip=0 limit=25');
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(call.textContent).toBe('skip=25 limit=25');
    fireEvent.click(screen.getByRole('button', { name: 'New filter' }));
    expect(call.textContent).toBe('skip=0 limit=25');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('50'));
    expect(call.textContent).toBe('skip=0 limit=50');
  });

  it('opens at the first of the page sizes given', () => {
    render(<Table count={30} sizes={[10, 25, 50]} />);
    expect(screen.getByTestId('call').textContent).toBe('skip=0 limit=10');
    expect(screen.getByText('1–10 of 30')).toBeTruthy();
  });

  it('shows no pager without rows', () => {
    render(<Table count={0} />);
    expect(screen.queryByRole('button', { name: /next page/i })).toBeNull();
  });
});
