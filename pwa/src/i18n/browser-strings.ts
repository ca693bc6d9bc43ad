// The browser's interface strings: each language's file is its own chunk, downloaded when a
// page of that language is first shown; the staff pages' strings are added by their screens.
import type { i18n } from 'i18next';
import { langFromPath, type Lang } from '../routes/paths.ts';
import { createI18n, type Strings } from './i18n.ts';

type Load = () => Promise<{ default: Strings }>;

const pageStrings: Record<Lang, Load> = {
  en: () => import('./locales/en.json'),
  pl: () => import('./locales/pl.json'),
};
const staffStrings: Record<Lang, Load> = {
  en: () => import('./locales/en.staff.json'),
  pl: () => import('./locales/pl.staff.json'),
};

const loadedPages = new Map<Lang, Strings>();
const loadedStaff = new Map<Lang, Strings>();
const instances = new Map<Lang, i18n>();

/** Downloads the interface strings of `lang` once; call before showing a page in it. */
export async function loadStrings(lang: Lang): Promise<void> {
  if (!loadedPages.has(lang)) loadedPages.set(lang, (await pageStrings[lang]()).default);
}

/** Adds the staff pages' strings in the current page's language (their screens call this). */
export async function loadStaffStrings(): Promise<void> {
  if (typeof window === 'undefined') return; // the pre-renderer has every string already
  const lang = langFromPath(window.location.pathname);
  if (loadedStaff.has(lang)) return;
  const staff = (await staffStrings[lang]()).default;
  loadedStaff.set(lang, staff);
  instances.get(lang)?.addResourceBundle(lang, 'translation', staff, true, true);
}

/** The browser's instance for `lang`, made once from the strings loadStrings downloaded. */
export function browserI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    const strings = loadedPages.get(lang);
    if (!strings) throw new Error(`the ${lang} interface strings were not loaded before the page rendered`);
    instance = createI18n(lang, { ...strings, ...loadedStaff.get(lang) });
    instances.set(lang, instance);
  }
  return instance;
}
