import type { ResourceConfig } from '@shared/resources/defineResource';

/** The list call's `needs` that the filter values leave empty (find-orders without a search key): the call waits for them. */
export const missingNeeds = (config: ResourceConfig, values: Record<string, unknown> | undefined): string[] =>
  (config.api.list?.needs ?? []).filter((k) => {
    const v = values?.[k];
    return v === undefined || v === null || (typeof v === 'string' && !v.trim());
  });
