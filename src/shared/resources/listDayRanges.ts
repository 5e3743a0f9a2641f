import type { DayRange } from '../schemas/dayRange';
import type { ListFilter } from './defineResource';

/**
 * A declared list's date ranges: each `dateTo` filter with the `dateFrom` over the same property,
 * else with the list's one `dateFrom` (promo codes: valid on or after / on or before), labelled as
 * the list shows them, bounded by the `dateTo`'s `maxDays` (none unless declared). The console
 * checks them under the `dateTo` box; the list call's service refuses them with the same words.
 */
export function listDayRanges(filters: ListFilter[]): DayRange[] {
  const over = (f: ListFilter) => f.property ?? f.source;
  const froms = filters.filter((f) => f.type === 'dateFrom');
  return filters.filter((f) => f.type === 'dateTo').flatMap((to) => {
    const from = froms.find((f) => over(f) === over(to)) ?? (froms.length === 1 ? froms[0] : undefined);
    return from ? [{ from: from.source, to: to.source, fromLabel: from.label ?? from.source, toLabel: to.label ?? to.source, maxDays: to.maxDays ?? Number.POSITIVE_INFINITY }] : [];
  });
}
