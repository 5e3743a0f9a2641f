import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { schemaOf } from './schemaFiles';

/** The schema of a resource's list rows: the list call's own (`api.list.schema`, find-orders' order list rows) or the record's. */
export const listSchemaOf = (config: ResourceConfig): EntitySchema => schemaOf(config.api.list?.schema ?? config.schema);

/** The filters' values when the list opens (`default` of config.filters). */
export const filterDefaults = (config: ResourceConfig): Record<string, unknown> =>
  Object.fromEntries(config.filters.filter((f) => f.default !== undefined).map((f) => [f.source, f.default]));
