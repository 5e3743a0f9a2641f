import { describe, expect, it } from 'vitest';
import { shellPartsChunk } from '../../../src/tools/shellPartsChunk';
import viteConfig from '../../../vite.config';
import { inGroup } from './chunkIds';

const captured = (id: string) => inGroup(shellPartsChunk, id);
const src = (path: string) => `/repo/src/console/${path}`;
const mui = (path: string) => `/repo/node_modules/@mui/${path}`;
const ra = (path: string) => `/repo/node_modules/ra-core/dist/${path}`;

describe('the shell-parts chunk of the build', () => {
  it('holds the small modules the /app shell and a chat list share with other pages', () => {
    for (const id of [
      src('routing/useAppPath.ts'), src('data/apiContext.tsx'), src('generated/useLazyFieldCheck.ts'), '/repo/src/shared/forms/requestFields.ts',
      mui('material/esm/Card/Card.js'), mui('material/esm/CardContent/CardContent.js'), mui('material/esm/Chip/Chip.js'),
      mui('material/esm/useMediaQuery/index.js'), mui('material/esm/styles/useThemeProps.js'), mui('material/esm/internal/switchBaseClasses.js'),
      mui('material/esm/internal/svg-icons/ArrowDownward.js'), mui('system/esm/useMediaQuery/useMediaQuery.js'),
      mui('system/esm/useThemeProps/getThemeProps.js'), mui('utils/esm/getValidReactChildren/getValidReactChildren.js'),
      ra('i18n/useTranslate.js'), ra('i18n/I18nContext.js'), ra('notification/useNotify.js'), ra('routing/useBasename.js'),
    ]) expect(captured(id), id).toBe(true);
  });

  it('leaves out the react-admin shell, the pages, the order lists and the realtime client (a rider would load them)', () => {
    for (const id of [
      src('app/AdminApp.tsx'), src('workflows/chats/ChatListPage.tsx'), src('orders/OrderRowsTable.tsx'),
      src('data/realtime.ts'), src('workflows/rider/PendingListPage.tsx'), src('generated/fieldValue.ts'), src('generated/SchemaField.tsx'), mui('material/esm/TextField/TextField.js'),
      mui('material/esm/Tooltip/Tooltip.js'), ra('core/CoreAdminRoutes.js'), ra('i18n/TranslationUtils.js'),
    ]) expect(captured(id), id).toBe(false);
  });

  it('is a group of the build beside the order-lists and list-parts chunks', () => {
    const splitting = (viteConfig as { build: { rolldownOptions: { output: { codeSplitting: { groups: Array<{ name: string }> } } } } })
      .build.rolldownOptions.output.codeSplitting;
    expect(splitting.groups.map((g) => g.name)).toEqual(['order-lists', 'list-parts', 'shell-parts', 'generated-parts', 'form-parts']);
  });
});
