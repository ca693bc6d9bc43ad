// The <head> tags of a pre-rendered page, from what the page passed to usePageHead(). Runs in
// the pre-renderer only, which has every interface string.
import { allStrings } from '../i18n/server-strings.ts';
import { alternatesOf, findRoute, langFromPath, normalizePath } from './paths.ts';
import { escapeHtml } from './escape.ts';
import { fullTitle, type PageHead } from './head.tsx';
import { absoluteUrl, feedPath, site } from './site.ts';

/** The head tags of a pre-rendered page. */
export function renderHead(pathname: string, head: PageHead | undefined): string {
  const path = normalizePath(pathname);
  const lang = langFromPath(path);
  const route = findRoute(path);
  const h = head ?? { title: site.brand.short_name, description: site.brand.tagline[lang] };
  const title = fullTitle(h.title);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(h.description)}">`,
    `<meta name="theme-color" content="#1D4E89">`,
    // No manifest link: the app adds it once the page has hydrated (use-manifest-link.ts).
    // Raster icons only, one file for the tab, the home screen and the manifest: the browser
    // decodes a page's icons on its main thread, and an SVG icon is a whole document (3-5 ms each
    // on the bench machine, two for the favicon), parsed while the page hydrates.
    `<link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192">`,
    `<link rel="apple-touch-icon" href="/icons/icon-192.png">`,
    // Feed readers discover the guides from any page of the language.
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(allStrings[lang].blog.feedTitle)}" href="${feedPath(lang)}">`,
  ];
  if (h.noindex || !route || !route.indexable) tags.push(`<meta name="robots" content="noindex">`);
  if (route) {
    tags.push(`<link rel="canonical" href="${absoluteUrl(route.path)}">`);
    const alternates = alternatesOf(route);
    for (const [alt, altPath] of Object.entries(alternates)) {
      tags.push(`<link rel="alternate" hreflang="${alt}" href="${absoluteUrl(altPath)}">`);
    }
    const xDefault = alternates.en ?? route.path;
    tags.push(`<link rel="alternate" hreflang="x-default" href="${absoluteUrl(xDefault)}">`);
  }
  const image = absoluteUrl(h.image ?? '/icons/share.png');
  tags.push(
    `<meta property="og:type" content="${h.type ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.brand.short_name)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(h.description)}">`,
    `<meta property="og:locale" content="${lang === 'pl' ? 'pl_PL' : 'en_GB'}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  );
  if (route) tags.push(`<meta property="og:url" content="${absoluteUrl(route.path)}">`);
  for (const data of h.structuredData ?? []) {
    // A JSON data block is not executed, so the CSP needs no exception for it.
    tags.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.join('\n    ');
}
