/**
 * The UI and storage hints a schema in `schemas/` may carry, beside standard JSON Schema (draft 2020-12
 * is not needed: we use ajv's default draft-07 dialect everywhere).
 *
 * | keyword         | on        | meaning                                                                 |
 * |-----------------|-----------|-------------------------------------------------------------------------|
 * | x-table         | schema    | the database table that stores the entity                               |
 * | x-column        | property  | the column name when it is not the snake_case of the property           |
 * | x-virtual       | property  | not a column (computed by a query or by a service)                      |
 * | x-label         | property  | the field's label on screens                                            |
 * | x-widget        | property  | input to use: text, textarea, password, select, checkbox, date, number  |
 * | x-reference     | property  | `{ resource, labelField, display? }`: the value is the id of another    |
 * |                 |           | resource; `display` names the record's property holding its label      |
 * |                 |           | (`customerName`): shown without reading the other resource             |
 * | x-list          | property  | `false` hides the field from generated list columns                     |
 * | x-search        | property  | `true`: the list's search term matches this field                      |
 * | x-display-id    | schema    | prefix and digits of the formatted id (`{ prefix: 'S', digits: 6 }`)     |
 * | x-description   | schema    | one line a developer reads about the entity                            |
 * | x-hidden-columns| schema    | columns of the table that never leave the server (e.g. password_hash)   |
 * | x-unique        | property  | the column has a unique index (case-insensitive for text)               |
 * | x-index         | property  | the column has an index (filters and sorts)                             |
 * | x-pattern-message | property | the words after the label when `pattern` fails ("must be 3 to 6 capital |
 * |                 |           | letters"); without it people read "is not in the expected form", never |
 * |                 |           | the regular expression                                                  |
 * | x-column-type   | property  | the column's type when it is not the default (`integer` → integer,      |
 * |                 |           | `number` → numeric(12,2)): smallint, bigint, numeric(p,s). The value's  |
 * |                 |           | range comes from it (bounds.ts); the generated migration writes it      |
 * | x-decimals      | property  | at most this many decimal places (checked exactly, not as a float      |
 * |                 |           | `multipleOf`); the numeric column's scale                               |
 * | x-date-range    | property  | `today-or-later` / `today-or-earlier` on a date, checked when the value |
 * |                 |           | is validated, by server and form alike (dateRange.ts)                   |
 * | x-when          | property  | `{ field, is, required?, message? }`: shown (and required) only while    |
 * |                 |           | `field` is (or, for a list, contains) `is` (schemas/when.ts)             |
 * | x-create-only   | property  | asked on the create form only (a user's first password)                 |
 * | x-same-as       | property  | a confirmation that must equal another field; never sent                |
 * | x-computed      | property  | `{ multiply: [a, b] }`: a line's value computed from two of its fields   |
 * | x-total         | property  | on a lines array: `{ source, label }`, the document total of a column   |
 * | x-not-before    | property  | another field's name: this value is not before it (schemas/between.ts)  |
 * | x-not-above     | property  | another field's name: this number does not exceed it, when both are set |
 * | x-max-when      | property  | `{ field, is, maximum, message? }`: a bound while another field is `is`  |
 * | x-show          | property  | `false` hides the field from the generated show page (an id behind a    |
 * |                 |           | name shown beside it)                                                    |
 * | x-link          | property  | `{ resource, idFrom }`: shown as a link to that resource's show page,    |
 * |                 |           | the id read from the record's `idFrom` (a GRN's PO number)               |
 * | x-max-from      | property  | on a line cell: the cell's maximum is the line's value of this cell      |
 * |                 |           | (return at most what is on hand), checked as typed (lineBounds.ts)       |
 * | x-from          | property  | on a line cell of an action's form: filled from this key of the record's |
 * |                 |           | line (`grnLineId` from `id`); other cells by their own name              |
 * | x-line-title    | property  | on a lines array: `{cell}` text naming each line, added to its cells'    |
 * |                 |           | labels and messages ("Return Panadol 500mg (05-2031)")                   |
 * | x-fixed-lines   | property  | on a lines array: the lines are given (no Add line, no Remove)           |
 * | x-send-lines-with | property | on a lines array: only lines whose this cell is above 0 are sent; at    |
 * |                 |           | least one must be (sentLines.ts)                                         |
 * | x-enum-labels   | property  | words for an enum's values: `{ "0": "Open" }`, or a named set of        |
 * |                 |           | enumLabels.ts (`orderStatus`); screens show the words, never the codes  |
 * | x-item-schema   | property  | on a read-only array: the `$id` of the schema of its items (a           |
 * |                 |           | quotation's `lineItems` are `quotationLine`s): shown as a lines table   |
 */
export const X_KEYWORDS = [
  'x-table', 'x-column', 'x-virtual', 'x-label', 'x-widget', 'x-reference', 'x-list', 'x-search',
  'x-display-id', 'x-description', 'x-unique', 'x-index', 'x-hidden-columns', 'x-pattern-message', 'x-column-type',
  'x-when', 'x-create-only', 'x-same-as', 'x-computed', 'x-total', 'x-not-before', 'x-not-above', 'x-max-when',
  // Declared GRNs (issue 21): show/link display hints and an action's line form (a partial return).
  'x-show', 'x-link', 'x-max-from', 'x-from', 'x-line-title', 'x-fixed-lines', 'x-send-lines-with',
  'x-enum-labels', 'x-item-schema',
  'x-empty',
] as const;

/** Keywords that check a value (createAjv gives ajv their code; interpret.ts checks them in the browser). */
export const X_VALIDATING_KEYWORDS = ['x-decimals', 'x-date-range'] as const;
