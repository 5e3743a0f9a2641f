import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import TableCell from '@mui/material/TableCell';
import { VirtualTable } from '../../../src/console/tables/VirtualTable';

interface Row { id: number; name: string }
const rows: Row[] = Array.from({ length: 400 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const shown = () => [...document.querySelectorAll('[data-testid^="row-"]')].map((r) => Number(r.getAttribute('data-testid')!.slice(4)));
const scrollTo = (el: HTMLElement, top: number) => {
  Object.defineProperty(el, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(el);
};

describe('VirtualTable renders only the rows that come into view', () => {
  it('on each scroll, draws the rows new to the window and not the ones that stay; a change of its props draws the window again', () => {
    const drawn: number[] = [];
    const cells = (r: Row) => { drawn.push(r.id); return <TableCell>{r.name}</TableCell>; };
    const table = (c: typeof cells) => (
      <VirtualTable rows={rows} rowKey={(r) => r.id} label="Rows" head={<TableCell>Name</TableCell>} cells={c} rowProps={(r) => ({ 'data-testid': `row-${r.id}` })} />
    );
    const { rerender } = render(table(cells));
    const region = screen.getByRole('region', { name: 'Rows' });
    let before = shown();
    expect(before.length).toBeGreaterThan(5);
    // Steps of 1 to 30 rows (53 px each) down, then back up: generated, not picked.
    const steps = [...Array.from({ length: 12 }, (_, i) => (1 + ((i * 7) % 30)) * 53), ...Array.from({ length: 6 }, (_, i) => -(1 + ((i * 11) % 30)) * 53)];
    let top = 0;
    for (const step of steps) {
      top = Math.max(0, top + step);
      drawn.length = 0;
      act(() => scrollTo(region, top));
      const now = shown();
      const entered = now.filter((id) => !before.includes(id));
      expect(entered.length, `scrolled to ${top}`).toBeGreaterThan(0);
      expect([...new Set(drawn)].sort((a, b) => a - b), `scrolled to ${top}: rows drawn`).toEqual(entered.sort((a, b) => a - b));
      before = now;
    }
    // New cells (a row's field typed into, say): every row in view is drawn again with them.
    drawn.length = 0;
    rerender(table((r: Row) => cells(r)));
    expect([...new Set(drawn)].sort((a, b) => a - b)).toEqual([...before].sort((a, b) => a - b));
  });
});
