import { memo, useRef, type HTMLAttributes, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';

/** A small MUI table row; rows that grow (a helper text) are measured as they show. */
export const ROW_HEIGHT = 53;
/** What a container not laid out yet (first paint, a test's jsdom) is taken to show. */
const FALLBACK_RECT = { width: 1000, height: 600 };

interface Props<R> {
  rows: R[];
  rowKey: (row: R) => string | number;
  /** The header row's cells. */
  head: ReactNode;
  /** One row's cells. */
  cells: (row: R) => ReactNode;
  /** Extra attributes of a row (a test id). */
  rowProps?: (row: R) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  /** Names the scrolling region for screen readers and keyboard users. */
  label: string;
  maxHeight?: string;
  rowHeight?: number;
  /**
   * The rows shown are being replaced (a newer search on its way): the region says so to screen
   * readers and dims, without moving a row under the pointer.
   */
  busy?: boolean;
}

interface RowProps<R> { row: R; index: number; cells: Props<R>['cells']; rowProps: Props<R>['rowProps']; measure: (el: HTMLTableRowElement | null) => void }

/**
 * One row in view. Memoised: a scroll renders only the rows that come into view, not the ones that
 * stay (the table's own props, hence `cells`, are the same between scrolls; a change of them, as a
 * row's field typed into, renders every row in view again).
 */
const VirtualRow = memo(function VirtualRow<R>({ row, index, cells, rowProps, measure }: RowProps<R>) {
  return (
    <TableRow ref={measure} data-index={index} aria-rowindex={index + 2} {...rowProps?.(row)}>
      {cells(row)}
    </TableRow>
  );
}) as <R>(props: RowProps<R>) => ReactElement;

/**
 * A table whose body holds only the rows in view (plus a few): hundreds of rows render and
 * re-render (each keystroke in a row's field) in the time of a screenful. Spacer rows above and
 * below keep the scroll height and the columns' widths. The region scrolls with the keyboard:
 * Home/End jump to the first/last row, PageUp/PageDown and the arrows as usual.
 */
export function VirtualTable<R>({ rows, rowKey, head, cells, rowProps, label, maxHeight = 'calc(100vh - 220px)', rowHeight = ROW_HEIGHT, busy = false }: Props<R>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: (i) => rowKey(rows[i]),
    overscan: 8,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height ? rect : FALLBACK_RECT)),
    measureElement: (el, entry, instance) => measureElement(el, entry, instance) || rowHeight,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Only on the region itself: Home/End inside a row's text box move its caret.
    if (e.target !== e.currentTarget || (e.key !== 'Home' && e.key !== 'End')) return;
    e.preventDefault();
    // The browser clamps past-the-end; the spacers make the total height the rows' height.
    e.currentTarget.scrollTop = e.key === 'Home' ? 0 : virtualizer.getTotalSize();
  };
  return (
    <Paper ref={scroller} variant="outlined" role="region" aria-label={label} aria-busy={busy} tabIndex={0} onKeyDown={onKeyDown}
      sx={{ maxHeight, overflow: 'auto', outlineOffset: -2, opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Table size="small" stickyHeader aria-rowcount={rows.length + 1}>
        <TableHead><TableRow>{head}</TableRow></TableHead>
        <TableBody>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map((v) => <VirtualRow key={v.key} row={rows[v.index]} index={v.index} cells={cells} rowProps={rowProps} measure={virtualizer.measureElement} />)}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </TableBody>
      </Table>
    </Paper>
  );
}
