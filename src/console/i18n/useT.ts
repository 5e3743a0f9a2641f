import { createContext, useContext } from 'react';
import { i18nProvider } from './i18nProvider';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** For pages outside react-admin (sign-in, role choice, 404): the same polyglot catalogue. */
export const TranslateContext = createContext<Translate>((key, options) => i18nProvider.translate(key, options));

export const useT = (): Translate => useContext(TranslateContext);
