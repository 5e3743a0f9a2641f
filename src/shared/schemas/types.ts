/** The shape of the JSON Schemas in `schemas/` as the rest of the code reads them. */
export interface PropertySchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: PropertySchema;
  properties?: Record<string, PropertySchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  readOnly?: boolean;
  description?: string;
  title?: string;
  'x-column'?: string;
  'x-virtual'?: boolean;
  'x-label'?: string;
  'x-widget'?: string;
  /** `display`: the record's property that holds the label (shown without reading the other resource). */
  'x-reference'?: { resource: string; labelField?: string; display?: string };
  /** Words for the enum's values, or the name of a set in enumLabels.ts. */
  'x-enum-labels'?: string | Record<string, string>;
  /** On a read-only array: the `$id` of its items' schema (shown as a lines table). */
  'x-item-schema'?: string;
  'x-list'?: boolean;
  'x-search'?: boolean;
  'x-unique'?: boolean;
  'x-index'?: boolean;
  /** Words after the label when `pattern` fails: "must be 3 to 6 capital letters". */
  'x-pattern-message'?: string;
  /** The column's type when not the default (bounds.ts): smallint, integer, bigint, numeric(p,s). */
  'x-column-type'?: string;
  /** At most this many decimal places. */
  'x-decimals'?: number;
  /** Shown on screens when the value is missing ("No vehicle"); default blank. */
  'x-empty'?: string;
  /** Days a date may take relative to today (dateRange.ts). */
  'x-date-range'?: string;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  [key: string]: unknown;
}

export interface EntitySchema extends PropertySchema {
  $id: string;
  title: string;
  type: 'object';
  properties: Record<string, PropertySchema>;
  required?: string[];
  additionalProperties?: boolean;
  'x-table'?: string;
  'x-display-id'?: { prefix: string; digits: number };
  'x-description'?: string;
}
