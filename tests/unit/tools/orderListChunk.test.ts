import { describe, expect, it } from 'vitest';
import { orderListChunk } from '../../../src/tools/orderListChunk';
import viteConfig from '../../../vite.config';
import { inGroup } from './chunkIds';

const group = orderListChunk;
const captured = (id: string) => inGroup(group, id);
const src = (path: string) => `/repo/src/console/workflows/${path}`;
const con = (path: string) => `/repo/src/console/${path}`;
const mui = (path: string) => `/repo/node_modules/@mui/material/esm/${path}`;

describe('the order-lists chunk of the build', () => {
  it('holds what a chat list adds to the /app shell: the table, cards, filters, live rows and their MUI parts', () => {
    for (const id of [
      con('orders/OrderRowsTable.tsx'), con('orders/OrderFilters.tsx'), con('orders/useLiveOrderList.ts'), con('i18n/format.ts'),
      mui('TablePagination/TablePagination.js'), mui('TableRow/index.js'), mui('Checkbox/Checkbox.js'), mui('ToggleButtonGroup/ToggleButtonGroup.js'),
      mui('internal/SwitchBase.js'), mui('internal/svg-icons/KeyboardArrowRight.js'),
    ]) expect(captured(id), id).toBe(true);
  });

  it('leaves out what the rider\'s phone shell or the /app shell use (it would drag the other in), and the pages\' own chunks', () => {
    for (const id of [
      mui('Chip/Chip.js'), con('routing/useAppPath.ts'), con('data/apiContext.tsx'), con('orders/countsStore.ts'), con('orders/MenuBadges.tsx'),
      src('chats/ChatListPage.tsx'), src('chats/chatApi.ts'), con('paging/usePagedList.ts'), mui('Card/Card.js'), mui('useMediaQuery/index.js'),
      mui('TextField/TextField.js'), mui('Button/Button.js'),
    ]) expect(captured(id), id).toBe(false);
    expect(group).toMatchObject({ name: 'order-lists' });
    const splitting = (viteConfig as { build: { rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively?: boolean } } } } })
      .build.rolldownOptions.output.codeSplitting;
    expect(splitting.includeDependenciesRecursively).toBe(false);
  });
});
