import { memoryStore, type I18nProvider, type Store } from 'ra-core';

/**
 * react-admin's store for the /app shell: its own preferences (list params, sidebar) live in
 * memory, only the session is persisted. The locale is there from the start: react-admin's
 * I18nContextProvider renders nothing until the store's locale equals the i18n provider's, then
 * mounts the whole shell a second time from an effect, outside any transition: one long task
 * (~60 ms on a desktop, ~250 ms on a phone) before the page could paint.
 */
export const makeAdminStore = (i18n: I18nProvider): Store => memoryStore({ locale: i18n.getLocale() });
