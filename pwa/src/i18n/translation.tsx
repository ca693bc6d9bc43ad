// How components read the interface strings: `const { t } = useTranslation()`, from the i18next
// instance of the page's language that the root layout provides (app/root-layout.tsx).
//
// Why not react-i18next's hook: it waits for strings to load, tracks namespaces and re-renders
// on a language change. Here a page's strings are loaded before it renders (browser-strings.ts)
// and an instance holds one language for good, so all a component needs is the instance's `t`.
// Hydrating dozens of components that called react-i18next's hook cost a cheap phone several
// milliseconds; this is a context read.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { i18n, TFunction } from 'i18next';

const Translation = createContext<{ t: TFunction } | null>(null);

export function TranslationProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  const value = useMemo(() => ({ t: i18n.t.bind(i18n) as TFunction }), [i18n]);
  return <Translation.Provider value={value}>{children}</Translation.Provider>;
}

export function useTranslation(): { t: TFunction } {
  const value = useContext(Translation);
  if (!value) throw new Error('useTranslation() needs a TranslationProvider above it (app/root-layout.tsx)');
  return value;
}
