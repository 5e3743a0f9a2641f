import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { en, mergeMessages } from './en';

type Messages = Parameters<typeof mergeMessages>[0];

/** A polyglot provider over the English catalogue plus any extra messages (resource labels). */
export const makeI18nProvider = (extra: Messages = {}) =>
  polyglotI18nProvider(() => mergeMessages(en, extra) as unknown as TranslationMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

/** The catalogue of the public pages; the /app shell adds the resources' field labels. */
export const i18nProvider = makeI18nProvider();
