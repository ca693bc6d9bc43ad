// Business facts from content/site.toml (through the indexer). Never write them in code.
import siteJson from '#generated/data/site.json' with { type: 'json' };
import type { Lang } from './paths.ts';

export const site = siteJson;
export type Site = typeof siteJson;

/** The canonical absolute URL of a site path. */
export function absoluteUrl(path: string): string {
  return `${site.web.domain}${path}`;
}

export function tagline(lang: Lang): string {
  return site.brand.tagline[lang];
}

/** The Atom feed of a language's guides (written by the indexer). */
export function feedPath(lang: Lang): string {
  return lang === 'pl' ? '/pl/feed.xml' : '/feed.xml';
}

/** The web app manifest of a language's pages: installing from one opens the app in it. */
export function manifestPath(lang: Lang): string {
  return lang === 'pl' ? '/pl/manifest.webmanifest' : '/manifest.webmanifest';
}

/** `tel:` link of the phone number. */
export const telHref = `tel:${site.contact.phone_international}`;
export const mailHref = `mailto:${site.contact.email}`;

/** The year the site was built, for the copyright line ("© 2024–<build year>"). */
export const BUILD_YEAR: number = Number(import.meta.env?.VITE_BUILD_YEAR ?? new Date().getFullYear());
