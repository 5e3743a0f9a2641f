import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { en, mergeMessages } from './en';
import { fieldLabel } from './fieldLabels';

type Messages = Parameters<typeof mergeMessages>[0];

/**
 * A polyglot provider over the English catalogue plus any extra messages (resource names), which
 * also answers the field labels that the lazily loaded schemas add (./fieldLabels.ts).
 */
export function makeI18nProvider(extra: Messages = {}): I18nProvider {
  const base = polyglotI18nProvider(() => mergeMessages(en, extra) as unknown as TranslationMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  return { ...base, translate: (key, options) => fieldLabel(key) ?? base.translate(key, options) };
}

/** The catalogue of the public pages; the /app shell adds the resources' names. */
export const i18nProvider = makeI18nProvider();
