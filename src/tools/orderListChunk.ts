import type { Rolldown } from 'vite';

/** One named chunk group of the console build (vite.config.ts). */
export type ChunkGroup = NonNullable<Rolldown.CodeSplittingOptions['groups']>[number];

/**
 * What a chat list adds to the /app shell: the order-list table and cards, its filters and live
 * rows (and the idle scheduler their date formats use), and the MUI parts that only lists use
 * first (the shell has the rest). Not Chip nor useAppPath: the rider's phone shell uses them,
 * and this chunk imports the /app shell's chunks, which a rider never loads.
 */
const ORDER_LISTS = new RegExp([
  String.raw`src[\\/]console[\\/](orders[\\/](OrderRowsTable|OrderTableRoot|OrderRowCard|OrderCardRoot|StatusChip|StatusTag|statusLook|rowParts|RowCheckbox|OrderDetailHost|OrderFilters|SortToggle|useLiveOrderList|useReference|realtimeRows|listRules)|paging[\\/]ListStatus|i18n[\\/]format|routing[\\/]whenIdle)\.tsx?$`,
  String.raw`node_modules[\\/]@mui[\\/]material[\\/]esm[\\/](Table\w*|Checkbox|Link|ToggleButton\w*|internal[\\/]SwitchBase|internal[\\/]svg-icons[\\/](KeyboardArrow\w+|FirstPage|LastPage|CheckBox\w*|IndeterminateCheckBox))[\\/.]`,
  String.raw`node_modules[\\/]@mui[\\/]utils[\\/]esm[\\/]visuallyHidden[\\/]`,
].join('|'));

/**
 * Left to itself Vite splits what a chat list adds to the /app shell into ~20 chunks of one or two
 * kB (other pages share different subsets of them): over HTTP/1.1 a phone fetches them six at a
 * time, a round trip each, beside the shell's own chunks. As one `order-lists` chunk (~44 kB,
 * ~14 kB compressed) they are one request; a page that uses a part of it loads the rest with it
 * (the kanban ~8 kB more than before, a generated list ~4 kB, the order lists fewer bytes).
 */
export const orderListChunk: ChunkGroup = { name: 'order-lists', test: ORDER_LISTS };
