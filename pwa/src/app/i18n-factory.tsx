// Which i18next instance a render uses: the server passes a factory that makes fresh
// instances for each render, the browser one that caches an instance per language.
import { createContext, useContext } from 'react';
import type { i18n } from 'i18next';
import { browserI18n } from '../i18n/browser-strings.ts';
import type { Lang } from '../shared/paths.ts';

export type I18nFactory = (lang: Lang) => i18n;

export const I18nFactoryContext = createContext<I18nFactory>(browserI18n);

export function useI18nFactory(): I18nFactory {
  return useContext(I18nFactoryContext);
}
