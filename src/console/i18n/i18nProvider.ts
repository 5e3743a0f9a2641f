import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { en, type Messages } from './en';
import { fieldLabel } from './fieldLabels';

const LOCALES = [{ locale: 'en', name: 'English' }];
const polyglot = (messages: Messages) => polyglotI18nProvider(() => messages as unknown as TranslationMessages, 'en', LOCALES, { allowMissing: true });

/**
 * The English catalogue's one polyglot, made at its first use. Polyglot flattens a catalogue
 * phrase by phrase when it is made (~1,500 phrases, a phone's ~100 ms): the public pages and the
 * /app shell share this one instead of each making its own.
 */
let catalogue: I18nProvider | undefined;
const shared = (): I18nProvider => (catalogue ??= polyglot(en));

/** The keys of a nested catalogue, dotted (`resources.products.name`). */
const keysOf = (messages: Messages, prefix = ''): string[] => Object.entries(messages)
  .flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keysOf(v as Messages, `${prefix}${k}.`) : [`${prefix}${k}`]));

/**
 * A provider over the English catalogue plus extra messages (resource names), which win over the
 * catalogue, and the field labels that the lazily loaded schemas add (./fieldLabels.ts). The extra
 * messages have a small polyglot of their own beside the shared catalogue.
 */
export function makeI18nProvider(extra: Messages = {}): I18nProvider {
  const extraKeys = new Set(keysOf(extra));
  const own = extraKeys.size ? polyglot(extra) : undefined;
  return {
    translate: (key, options) => fieldLabel(key) ?? (own && extraKeys.has(key) ? own.translate(key, options) : shared().translate(key, options)),
    changeLocale: (locale, options) => shared().changeLocale(locale, options),
    getLocale: () => shared().getLocale(),
    getLocales: () => shared().getLocales?.() ?? LOCALES,
  };
}

/** The catalogue of the public pages; the /app shell adds the resources' names. */
export const i18nProvider = makeI18nProvider();
