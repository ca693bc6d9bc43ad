// i18next set-up. An instance holds one language's interface strings: the pre-renderer makes
// a fresh one per render with every string (server-strings.ts); the browser keeps one per
// language and downloads only that language's strings, and the staff pages' strings only on
// the staff pages (browser-strings.ts). Strings are loaded before an instance is made, so
// initialisation is synchronous and hydration-safe.
import i18next, { type i18n } from 'i18next';
import type { Lang } from '../shared/paths.ts';

/** A language's interface strings: the JSON of locales/<lang>.json (and .staff.json). */
export type Strings = Record<string, unknown>;

export function createI18n(lang: Lang, strings: Strings): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [lang]: { translation: strings } },
    lng: lang,
    // Both languages have the same keys (locales.test.ts), so there is nothing to fall back to.
    fallbackLng: false,
    supportedLngs: ['en', 'pl'],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    returnObjects: true,
    interpolation: { escapeValue: false },
  });
  return instance;
}

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  // The genitive, as a Polish date is written: "20 stycznia 2025".
  pl: [
    'stycznia',
    'lutego',
    'marca',
    'kwietnia',
    'maja',
    'czerwca',
    'lipca',
    'sierpnia',
    'września',
    'października',
    'listopada',
    'grudnia',
  ],
};

/** Dates as readers write them: "20 January 2025", "20 stycznia 2025". Not Intl.DateTimeFormat:
 * making the first one loads the locale's calendar data, about 50 ms of the main thread on
 * every page load (measured in a CPU profile of the home page), for a footer date. */
export function formatDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[lang][m - 1]} ${y}`;
}
