// Every interface string of both languages, bundled: for the pre-renderer and Node tests,
// which render any page in any language.
import type { i18n } from 'i18next';
import type { Lang } from '../routes/paths.ts';
import { createI18n, type Strings } from './i18n.ts';
import en from './locales/en.json' with { type: 'json' };
import enStaff from './locales/en.staff.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import plStaff from './locales/pl.staff.json' with { type: 'json' };

export const allStrings = { en: { ...en, ...enStaff }, pl: { ...pl, ...plStaff } } satisfies Record<Lang, Strings>;

/** A fresh instance with every string of `lang`. */
export function serverI18n(lang: Lang): i18n {
  return createI18n(lang, allStrings[lang]);
}
