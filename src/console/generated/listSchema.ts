import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { schemaOf } from './schemaFiles';

/** The schema of a resource's list rows: the list call's own (`api.list.schema`, find-orders' order list rows) or the record's. */
export const listSchemaOf = (config: ResourceConfig): EntitySchema => schemaOf(config.api.list?.schema ?? config.schema);

const defaultsOf = new WeakMap<ResourceConfig, Record<string, unknown> | undefined>();

/** The filters' values when the list opens (`default` of config.filters); undefined without any. One object per config (a stable prop). */
export function filterDefaults(config: ResourceConfig): Record<string, unknown> | undefined {
  if (!defaultsOf.has(config)) {
    const given = config.filters.filter((f) => f.default !== undefined);
    defaultsOf.set(config, given.length ? Object.fromEntries(given.map((f) => [f.source, f.default])) : undefined);
  }
  return defaultsOf.get(config);
}
