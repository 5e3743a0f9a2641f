import type { Rolldown } from 'vite';

/** One named chunk group of the console build (vite.config.ts). */
export type ChunkGroup = NonNullable<Rolldown.CodeSplittingOptions['groups']>[number];

/**
 * What a chat list adds to the /app shell beside the parts every list uses (listPartsChunk): the
 * order-list table and cards, its filters, live rows and sort toggles. Not Chip nor useAppPath:
 * the rider's phone shell uses them, and this chunk imports the /app shell's chunks, which a rider
 * never loads.
 */
const ORDER_LISTS = new RegExp([
  String.raw`src[\\/]console[\\/]orders[\\/](OrderRowsTable|OrderTableRoot|OrderRowCard|OrderCardRoot|StatusChip|StatusTag|statusLook|rowParts|RowCheckbox|OrderDetailHost|OrderFilters|SortToggle|useLiveOrderList|useReference|realtimeRows|listRules)\.tsx?$`,
  String.raw`node_modules[\\/]@mui[\\/]material[\\/]esm[\\/]ToggleButton\w*[\\/.]`,
].join('|'));

/**
 * What every list adds to the /app shell, an order list as a generated list or a report: MUI's
 * table, pagination, sort label, tick box and link (react-admin's Datagrid draws with them), the
 * list status line and date formats. A generated list or a report once loaded the order lists' own
 * code with them (~30 kB, 8 kB compressed, before its first row). Not the idle scheduler
 * (routing/whenIdle): the shell's realtime connection uses it, and with it here the shell loaded
 * this whole chunk (+8 kB compressed).
 */
const LIST_PARTS = new RegExp([
  String.raw`src[\\/]console[\\/](paging[\\/]ListStatus|i18n[\\/]format)\.tsx?$`,
  String.raw`node_modules[\\/]@mui[\\/]material[\\/]esm[\\/](Table\w*|Checkbox|Link|internal[\\/]SwitchBase|internal[\\/]svg-icons[\\/](KeyboardArrow\w+|FirstPage|LastPage|CheckBox\w*|IndeterminateCheckBox))[\\/.]`,
  String.raw`node_modules[\\/]@mui[\\/]utils[\\/]esm[\\/]visuallyHidden[\\/]`,
].join('|'));

/**
 * Left to itself Vite splits what a chat list adds to the /app shell into ~20 chunks of one or two
 * kB (other pages share different subsets of them): over HTTP/1.1 a phone fetches them six at a
 * time, a round trip each, beside the shell's own chunks. As two chunks, `list-parts` (~9 kB
 * compressed) and `order-lists` (~8 kB), they are two requests; a page that uses a part of one
 * loads the rest of it.
 */
export const orderListChunk: ChunkGroup = { name: 'order-lists', test: ORDER_LISTS };
export const listPartsChunk: ChunkGroup = { name: 'list-parts', test: LIST_PARTS };
