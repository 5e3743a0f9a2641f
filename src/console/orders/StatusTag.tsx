import { useStatusLook, type STATUS_COLOR } from './statusLook';

/**
 * A small tag inside an order row (styled by the row's container: ./rowParts.ts), as MUI's small
 * Chip looks, outlined or filled. Plain elements, called as a function: no component of its own
 * where a page of rows needs one or two per row.
 */
export function rowTag(label: string, color: typeof STATUS_COLOR[string], filled = false) {
  return <span className={`rx-tag${filled ? ' rx-tag-filled' : ''} rx-tag-${color}`}><span>{label}</span></span>;
}

/** An order status as an outlined row tag, worded and coloured as StatusChip. */
export function StatusTag({ status }: { status: number | undefined | null }) {
  const look = useStatusLook(status);
  return look && rowTag(look.label, look.color);
}
