import type { ListFilter } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { dayRangeProblem } from '@shared/schemas/dayRange';
import { listDayRanges } from '@shared/resources/listDayRanges';
import { filterProp, labelOf } from './schemaProps';

type Check = (value: unknown, all: Record<string, unknown>) => string | undefined;

/**
 * What a list filter refuses, from the declarations: a value its property's `pattern` does not
 * match (worded by `x-pattern-message`), and a `dateTo` before the `dateFrom` of the same property
 * or further from it than its `maxDays` (the day-range rule the list call applies).
 * A refused filter shows its message under the input and the list is not read with it (react-admin's
 * filter form applies only valid values).
 */
export function filterCheck(f: ListFilter, filters: ListFilter[], schema: EntitySchema): Check | undefined {
  const p = filterProp(schema, f.property ?? f.source);
  const label = f.label ?? labelOf(f.source, p);
  const checks: Check[] = [];
  if (p?.pattern && (f.type === 'equals' || f.type === 'search')) {
    const re = new RegExp(p.pattern);
    checks.push((v) => (typeof v === 'string' && v !== '' && !re.test(v) ? `${label} ${p['x-pattern-message'] ?? 'is not in the expected form'}` : undefined));
  }
  const range = f.type === 'dateTo' ? listDayRanges(filters).find((r) => r.to === f.source) : undefined;
  if (range) checks.push((v, all) => dayRangeProblem({ ...all, [f.source]: v }, range)?.message);
  if (!checks.length) return undefined;
  return (v, all) => checks.map((c) => c(v, all)).find(Boolean);
}
