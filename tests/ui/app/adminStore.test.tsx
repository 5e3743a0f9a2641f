import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { I18nContextProvider, StoreContextProvider, memoryStore } from 'ra-core';
import { makeAdminStore } from '../../../src/console/app/adminStore';
import { makeI18nProvider } from '../../../src/console/i18n/i18nProvider';

const i18n = makeI18nProvider({});
/** The first render only (no effects run): what react-admin's i18n provider draws before any effect. */
const firstRender = (store: ReturnType<typeof memoryStore>) => renderToString(
  <StoreContextProvider value={store}>
    <I18nContextProvider value={i18n}><span>the shell</span></I18nContextProvider>
  </StoreContextProvider>,
);

describe("the /app shell's react-admin store", () => {
  it('holds the locale, so the shell renders on the first pass instead of a second, blocking one', () => {
    expect(firstRender(makeAdminStore(i18n))).toContain('the shell');
  });

  it('(without it, react-admin draws nothing at first)', () => {
    expect(firstRender(memoryStore())).not.toContain('the shell');
  });
});
