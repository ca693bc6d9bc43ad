// The browser's interface strings: each language's file is its own chunk, downloaded when a
// page of that language is first shown. Strings only some screens use are sets of their own
// (locales/<lang>.<set>.json), which those screens load with them (app/screens.ts).
import type { i18n } from 'i18next';
import type { Lang } from '../shared/paths.ts';
import { createI18n, type Strings } from './i18n.ts';

/** The sets of strings only some screens use: the staff pages', the consultation form's, the
 * blog's (article cards and the newsletter form) and the needs assessment checklist's. */
export type StringSet = 'staff' | 'contact' | 'blog' | 'needs';

type Load = () => Promise<Strings>;

// Each file a chunk, named by a path from the project root as the bundler's manifest names it.
const locales = import.meta.glob<Strings>('/src/i18n/locales/*.json', { import: 'default' });
const localePath = (lang: Lang, set?: StringSet) => `/src/i18n/locales/${lang}${set ? `.${set}` : ''}.json`;

function locale(lang: Lang, set?: StringSet): Load {
  const load = locales[localePath(lang, set)];
  if (!load) throw new Error(`pwa${localePath(lang, set)} does not exist`);
  return load;
}

/** The source modules of the interface strings a page in `lang` uses (paths from pwa/). */
export function stringModules(lang: Lang, sets: readonly StringSet[]): string[] {
  return [localePath(lang), ...sets.map((set) => localePath(lang, set))].map((p) => p.slice(1));
}

const loadedPages = new Map<Lang, Strings>();
/** The sets loaded so far, by language. */
const loadedSets = new Map<Lang, Map<StringSet, Strings>>();
const instances = new Map<Lang, i18n>();

/** Downloads the interface strings of `lang` once; call before showing a page in it. */
export async function loadStrings(lang: Lang): Promise<void> {
  if (!loadedPages.has(lang)) loadedPages.set(lang, await locale(lang)());
}

/** Adds `sets` in `lang` (the screens that use them call this as they load). */
export async function loadStringSets(lang: Lang, sets: readonly StringSet[]): Promise<void> {
  if (import.meta.env.SSR) return; // the pre-renderer has every string already
  const loaded = loadedSets.get(lang) ?? new Map<StringSet, Strings>();
  loadedSets.set(lang, loaded);
  await Promise.all(
    sets
      .filter((set) => !loaded.has(set))
      .map(async (set) => {
        const strings = await locale(lang, set)();
        loaded.set(set, strings);
        instances.get(lang)?.addResourceBundle(lang, 'translation', strings, true, true);
      }),
  );
}

/** The browser's instance for `lang`, made once from the strings loadStrings downloaded. */
export function browserI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    const strings = loadedPages.get(lang);
    if (!strings) throw new Error(`the ${lang} interface strings were not loaded before the page rendered`);
    instance = createI18n(lang, Object.assign({}, strings, ...(loadedSets.get(lang)?.values() ?? [])));
    instances.set(lang, instance);
  }
  return instance;
}
