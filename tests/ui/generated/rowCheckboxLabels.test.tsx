import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { useRowCheckboxLabels } from '../../../src/console/generated/useRowCheckboxLabels';

/**
 * The generated list's tick boxes get their label on the input (react-admin puts it on MUI's outer
 * span) within the commit that draws them: a check run before the page's next task (a browser test's
 * axe run, a screen reader's read) must never find an unlabelled input. Checked from a later sibling's
 * layout effect, which runs in that commit after the hook's own, before any passive effect.
 */
function Box({ n, word }: { n: number; word: string }) {
  return <span className="RaDatagrid-checkbox" aria-label={`${word} row ${n}`}><input type="checkbox" /></span>;
}

function Rows({ rows, word = 'Select' }: { rows: number; word?: string }) {
  useRowCheckboxLabels(rows > 0);
  return <div>{Array.from({ length: rows }, (_, i) => <Box key={i} n={i + 1} word={word} />)}</div>;
}

/** What the inputs are named at the end of each commit's layout phase. */
const seen: string[][] = [];
function Probe({ rows }: { rows: number }) {
  useLayoutEffect(() => {
    seen.push([...document.querySelectorAll('input')].map((i) => i.getAttribute('aria-label') ?? '(none)'));
  }, [rows]);
  return null;
}

let show: (rows: number) => void = () => undefined;
function Page() {
  const [rows, setRows] = useState(0);
  show = setRows;
  return <><Rows rows={rows} /><Probe rows={rows} /></>;
}

describe('useRowCheckboxLabels', () => {
  it('labels each input in the commit that draws it, and moves the label off the outer span', async () => {
    seen.length = 0;
    const { container, rerender } = render(<Page />);
    show(2);
    rerender(<Page />);
    expect(seen.at(-1)).toEqual(['Select row 1', 'Select row 2']);
    expect(container.querySelectorAll('span[aria-label]')).toHaveLength(0);
    // A row drawn later is fixed before the next task (the observer's microtask).
    show(3);
    rerender(<Page />);
    await Promise.resolve();
    expect([...container.querySelectorAll('input')].map((i) => i.getAttribute('aria-label'))).toEqual(['Select row 1', 'Select row 2', 'Select row 3']);
  });

  it('labels the input again when react-admin gives the box a new label (its words arriving later)', async () => {
    const { container, rerender } = render(<Rows rows={2} word="ra.action.select_row" />);
    expect([...container.querySelectorAll('input')].map((i) => i.getAttribute('aria-label'))).toEqual(['ra.action.select_row row 1', 'ra.action.select_row row 2']);
    // React sets the changed label on the outer span again: no node is added.
    rerender(<Rows rows={2} word="Select" />);
    await Promise.resolve();
    expect([...container.querySelectorAll('input')].map((i) => i.getAttribute('aria-label'))).toEqual(['Select row 1', 'Select row 2']);
    expect(container.querySelectorAll('span[aria-label]')).toHaveLength(0);
  });
});
