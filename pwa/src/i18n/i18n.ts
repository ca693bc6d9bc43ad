// i18next set-up: one fresh instance per server render, one cached instance per language in
// the browser. Resources are bundled, so initialisation is synchronous and hydration-safe.
import i18next, { type i18n } from 'i18next';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { Lang } from '../routes/paths.ts';

export const resources = { en: { translation: en }, pl: { translation: pl } } as const;

export function createI18n(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'pl'],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    returnObjects: true,
    interpolation: { escapeValue: false },
  });
  return instance;
}

const browserInstances = new Map<Lang, i18n>();

/** The browser's instance for `lang`, created once. */
export function browserI18n(lang: Lang): i18n {
  let instance = browserInstances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    browserInstances.set(lang, instance);
  }
  return instance;
}

/** Dates as readers write them: "20 January 2025", "20 stycznia 2025". */
export function formatDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
