// The one route list. It comes from the indexer (content/routes.toml plus one route per
// article); the router, the pre-renderer, the sitemap and the browser tests all read it here.
// Its types are the indexer's own (generated from its Rust types into generated/types/).
import routesJson from '#generated/data/routes.json' with { type: 'json' };
import type { Lang } from '#generated/types/Lang.ts';
import type { Route } from '#generated/types/Route.ts';

export type { Lang };
export const LANGS: readonly Lang[] = ['en', 'pl'];

/** A path in one language with what it shows. */
export type SiteRoute = Route;

export const routes: readonly SiteRoute[] = routesJson;

/** Paths that must answer 404, one per language, and an unknown article. */
export const notFoundExamples: readonly { path: string; lang: Lang }[] = [
  { path: '/this-page-does-not-exist', lang: 'en' },
  { path: '/pl/ta-strona-nie-istnieje', lang: 'pl' },
  { path: '/blog/no-such-article', lang: 'en' },
  { path: '/pl/blog/no-such-article', lang: 'pl' },
];

/** A path starting with /pl is Polish; every other path is English. */
export function langFromPath(pathname: string): Lang {
  return pathname === '/pl' || pathname.startsWith('/pl/') ? 'pl' : 'en';
}

/** Drops a trailing slash (except on the root) so `/pl/` and `/pl` are the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The English path of a page in `lang`: `/about` -> `/pl/about`, `/` -> `/pl`. */
export function localize(path: string, lang: Lang): string {
  if (lang === 'en') return path;
  return path === '/' ? '/pl' : `/pl${path}`;
}

/** The English form of any path: `/pl/about` -> `/about`, `/pl` -> `/`. */
export function unlocalize(path: string): string {
  if (path === '/pl') return '/';
  return path.startsWith('/pl/') ? path.slice(3) : path;
}

/** The same page in each language it exists in, in `LANGS` order: the routes with its key and,
 * for an article or a blog category, its slug or category. */
export function alternatesOf(route: SiteRoute): Partial<Record<Lang, string>> {
  const same = (r: SiteRoute) => r.key === route.key && r.slug === route.slug && r.category === route.category;
  return Object.fromEntries(
    LANGS.map((lang) => [lang, routes.find((r) => r.lang === lang && same(r))?.path]).filter(([, path]) => path),
  );
}

export function findRoute(pathname: string): SiteRoute | undefined {
  const path = normalizePath(pathname);
  return routes.find((r) => r.path === path);
}

/**
 * Where the language switch leads from `pathname`: the same page in `target`; for a page that
 * exists only in English (staff pages), the target language's home; for an unknown path, the
 * same path with the prefix added or removed.
 */
export function switchLanguagePath(pathname: string, target: Lang): string {
  const path = normalizePath(pathname);
  const route = findRoute(path);
  if (route) return alternatesOf(route)[target] ?? localize('/', target);
  return localize(unlocalize(path), target);
}

/** Routes with a given page key, e.g. to link to the search page in the reader's language. */
export function pathOf(key: string, lang: Lang): string {
  const route = routes.find((r) => r.key === key && r.lang === lang);
  if (!route) throw new Error(`no route with key "${key}" in ${lang}`);
  return route.path;
}

/** The header menu's pages in `lang`, in content/routes.toml's order. */
export function menuRoutes(lang: Lang): SiteRoute[] {
  return routes.filter((r) => r.menu && r.lang === lang);
}
