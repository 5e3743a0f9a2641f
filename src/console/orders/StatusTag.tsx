import { useStatusLook } from './StatusChip';

/**
 * An order status as a small outlined tag inside an order row (styled by the row's container:
 * ./rowParts.ts), worded and coloured as StatusChip: a plain element where a page of rows needs
 * one per row.
 */
export function StatusTag({ status }: { status: number | undefined | null }) {
  const look = useStatusLook(status);
  return look && <span className={`rx-tag rx-tag-${look.color}`}><span>{look.label}</span></span>;
}
