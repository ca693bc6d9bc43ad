// Every interface string of both languages, bundled: for the pre-renderer and Node tests,
// which render any page in any language.
import type { i18n } from 'i18next';
import type { Lang } from '../shared/paths.ts';
import { createI18n, type Strings } from './i18n.ts';
import en from './locales/en.json' with { type: 'json' };
import enBlog from './locales/en.blog.json' with { type: 'json' };
import enContact from './locales/en.contact.json' with { type: 'json' };
import enNeeds from './locales/en.needs.json' with { type: 'json' };
import enStaff from './locales/en.staff.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import plBlog from './locales/pl.blog.json' with { type: 'json' };
import plContact from './locales/pl.contact.json' with { type: 'json' };
import plNeeds from './locales/pl.needs.json' with { type: 'json' };
import plStaff from './locales/pl.staff.json' with { type: 'json' };

// The files' top-level keys are disjoint (locales.test.ts), so they merge without loss.
export const allStrings = {
  en: { ...en, ...enBlog, ...enContact, ...enNeeds, ...enStaff },
  pl: { ...pl, ...plBlog, ...plContact, ...plNeeds, ...plStaff },
} satisfies Record<Lang, Strings>;

/** A fresh instance with every string of `lang`. */
export function serverI18n(lang: Lang): i18n {
  return createI18n(lang, allStrings[lang]);
}
