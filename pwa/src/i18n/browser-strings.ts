// The browser's interface strings: each language's file is its own chunk, downloaded when a
// page of that language is first shown; the staff pages' strings are added by their screens.
import type { i18n } from 'i18next';
import { langFromPath, type Lang } from '../routes/paths.ts';
import { createI18n, type Strings } from './i18n.ts';

type Load = () => Promise<Strings>;

// Each language's strings, a chunk each, named by a path from the project root as the
// bundler's manifest names them.
const locales = import.meta.glob<Strings>('/src/i18n/locales/*.json', { import: 'default' });
const localePath = (lang: Lang, staff: boolean) => `/src/i18n/locales/${lang}${staff ? '.staff' : ''}.json`;

function locale(lang: Lang, staff: boolean): Load {
  const load = locales[localePath(lang, staff)];
  if (!load) throw new Error(`pwa${localePath(lang, staff)} does not exist`);
  return load;
}

const pageStrings: Record<Lang, Load> = { en: locale('en', false), pl: locale('pl', false) };
const staffStrings: Record<Lang, Load> = { en: locale('en', true), pl: locale('pl', true) };

/** The source modules of the interface strings a page in `lang` uses (paths from pwa/). */
export function stringModules(lang: Lang, staff: boolean): string[] {
  return [localePath(lang, false), ...(staff ? [localePath(lang, true)] : [])].map((p) => p.slice(1));
}

const loadedPages = new Map<Lang, Strings>();
const loadedStaff = new Map<Lang, Strings>();
const instances = new Map<Lang, i18n>();

/** Downloads the interface strings of `lang` once; call before showing a page in it. */
export async function loadStrings(lang: Lang): Promise<void> {
  if (!loadedPages.has(lang)) loadedPages.set(lang, await pageStrings[lang]());
}

/** Adds the staff pages' strings in the current page's language (their screens call this). */
export async function loadStaffStrings(): Promise<void> {
  if (typeof window === 'undefined') return; // the pre-renderer has every string already
  const lang = langFromPath(window.location.pathname);
  if (loadedStaff.has(lang)) return;
  const staff = await staffStrings[lang]();
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
