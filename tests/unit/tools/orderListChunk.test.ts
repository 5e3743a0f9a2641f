import { describe, expect, it } from 'vitest';
import { listPartsChunk, orderListChunk } from '../../../src/tools/orderListChunk';
import viteConfig from '../../../vite.config';
import { inGroup } from './chunkIds';

const group = orderListChunk;
const captured = (id: string) => inGroup(group, id);
const src = (path: string) => `/repo/src/console/workflows/${path}`;
const con = (path: string) => `/repo/src/console/${path}`;
const mui = (path: string) => `/repo/node_modules/@mui/material/esm/${path}`;

describe('the order-lists chunk of the build', () => {
  it('holds what a chat list adds to the /app shell beside every list\'s parts: the table, cards, filters, live rows and toggles', () => {
    for (const id of [
      con('orders/OrderRowsTable.tsx'), con('orders/OrderFilters.tsx'), con('orders/useLiveOrderList.ts'), con('orders/SortToggle.tsx'),
      mui('ToggleButtonGroup/ToggleButtonGroup.js'), mui('ToggleButton/index.js'),
    ]) expect(captured(id), id).toBe(true);
  });

  it('leaves out what the rider\'s phone shell or the /app shell use (it would drag the other in), every list\'s parts and the pages\' own chunks', () => {
    for (const id of [
      mui('Chip/Chip.js'), con('routing/useAppPath.ts'), con('data/apiContext.tsx'), con('orders/countsStore.ts'), con('orders/MenuBadges.tsx'),
      src('chats/ChatListPage.tsx'), src('chats/chatApi.ts'), con('paging/usePagedList.ts'), mui('Card/Card.js'), mui('useMediaQuery/index.js'),
      mui('TextField/TextField.js'), mui('Button/Button.js'), con('i18n/format.ts'), mui('TablePagination/TablePagination.js'), mui('Checkbox/Checkbox.js'),
    ]) expect(captured(id), id).toBe(false);
    expect(group).toMatchObject({ name: 'order-lists' });
    const splitting = (viteConfig as { build: { rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively?: boolean } } } } })
      .build.rolldownOptions.output.codeSplitting;
    expect(splitting.includeDependenciesRecursively).toBe(false);
  });
});

describe('the list-parts chunk of the build', () => {
  const parts = (id: string) => inGroup(listPartsChunk, id);
  it('holds what every list draws with (react-admin\'s Datagrid as the order lists): MUI\'s table parts, tick box, link, the status line, date formats', () => {
    for (const id of [
      con('i18n/format.ts'), con('paging/ListStatus.tsx'),
      mui('TablePagination/TablePagination.js'), mui('TableRow/index.js'), mui('TableSortLabel/TableSortLabel.js'), mui('Checkbox/Checkbox.js'), mui('Link/Link.js'),
      mui('internal/SwitchBase.js'), mui('internal/svg-icons/KeyboardArrowRight.js'), '/repo/node_modules/@mui/utils/esm/visuallyHidden/index.js',
    ]) expect(parts(id), id).toBe(true);
    expect(listPartsChunk).toMatchObject({ name: 'list-parts' });
  });

  it('leaves out the order lists\' own code (a generated list or a report never loads it before its rows) and the shells\' parts', () => {
    for (const id of [
      con('orders/OrderRowsTable.tsx'), con('orders/OrderFilters.tsx'), con('orders/useLiveOrderList.ts'), mui('ToggleButtonGroup/ToggleButtonGroup.js'),
      mui('Chip/Chip.js'), con('routing/useAppPath.ts'), mui('TextField/TextField.js'), mui('Button/Button.js'),
      // The shell's realtime connection schedules its re-reads with it: here, the shell would load the chunk.
      con('routing/whenIdle.ts'),
    ]) expect(parts(id), id).toBe(false);
  });
});
