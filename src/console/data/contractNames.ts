import type { ApiCall } from '@shared/resources/defineResource';
import type { FieldDetail } from './apiError';

type Row = Record<string, unknown>;

/** A body in the contract's names (ApiCall.names): top-level fields and the cells of a lines array. */
export function toContractNames(call: ApiCall, body: Row | undefined): Row | undefined {
  const names = call.names;
  if (!names || !body) return body;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [
    names[k] ?? k,
    Array.isArray(v) ? v.map((line) => (line && typeof line === 'object'
      ? Object.fromEntries(Object.entries(line as Row).map(([c, x]) => [names[`${k}.${c}`] ?? c, x])) : line)) : v,
  ]));
}

/** A refusal naming contract fields (`lineItems[2].orderedQty`, `lineItems.2.orderedQty`) put back on the schema's (`poItems.2.order_qty`). */
export function fromContractNames(call: ApiCall, details: FieldDetail[]): FieldDetail[] {
  const names = call.names;
  if (!names) return details;
  const back = new Map(Object.entries(names).map(([ours, theirs]) => [theirs, ours]));
  return details.map((d) => {
    const [head, index, cell] = (d.field ?? '').replace(/\[(\d+)\]/g, '.$1').split('.');
    const array = back.get(head);
    if (index === undefined) return { ...d, field: array ?? head };
    const own = array ?? head;
    const ownCell = cell && (Object.entries(names).find(([k, v]) => k.startsWith(`${own}.`) && v === cell)?.[0].split('.')[1] ?? cell);
    return { ...d, field: [own, index, ownCell].filter((x) => x !== undefined).join('.') };
  });
}

/** The record out of a wrapped answer (ApiCall.unwrap): `{ po, poItems }` → `{ ...po, poItems }`. */
export function unwrapRecord<T>(call: ApiCall, answer: T): T {
  if (!call.unwrap || !answer || typeof answer !== 'object') return answer;
  const { [call.unwrap]: record, ...rest } = answer as Row;
  return { ...rest, ...(record as Row) } as T;
}
