// Pre-renders every route of the route list into dist/ (clean URLs: /about -> about.html),
// plus the not-found pages, the linked banners' images, sitemap.xml and robots.txt. (The web
// app manifests are vite-plugin-pwa's: vite.config.ts.)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appModules, fillPage, fontPreloads } from './page-template.ts';
import { readManifest } from './vite-manifest.ts';
import type { SiteRoute } from '../src/shared/paths.ts';

interface ServerEntry {
  render(path: string): Promise<{ lang: string; head: string; html: string; data: string; modules: string[] }>;
  brandFiles(load: (url: string) => Promise<Uint8Array>): Promise<{ path: string; svg: string }[]>;
  routes: readonly SiteRoute[];
  alternatesOf: (route: SiteRoute) => Partial<Record<string, string>>;
  site: { web: { domain: string } };
}

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** `/` -> index.html, `/pl` -> pl.html, `/blog/x` -> blog/x.html */
export function fileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

export async function prerender(dist: string, serverEntry: string): Promise<number> {
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const paths = [...entry.routes.map((r) => r.path), '/404', '/pl/404'];
  const rendered = [];
  for (const path of paths) rendered.push(await entry.render(path));
  const app = appModules(readFileSync(join(dist, 'index.html'), 'utf8'), readManifest(dist));
  write(join(dist, app.boot.path), app.boot.source);
  const fonts = { en: fontPreloads(app.template, dist, 'en'), pl: fontPreloads(app.template, dist, 'pl') };
  rendered.forEach((r, i) => {
    const html = fillPage(app.page(r.modules), r, fonts[r.lang === 'pl' ? 'pl' : 'en']);
    write(join(dist, fileFor(paths[i])), html);
  });

  // The linked banners' images, for the snippets staff paste into other sites.
  for (const file of await entry.brandFiles((url) => readFile(join(dist, url)))) {
    write(join(dist, file.path), file.svg);
  }

  const { site } = entry;
  const urls = entry.routes
    .filter((r) => r.indexable)
    .map((r) => {
      const alternates = Object.entries(entry.alternatesOf(r))
        .map(([l, p]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${site.web.domain}${p}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${site.web.domain}${r.path}</loc>\n${alternates}\n  </url>`;
    });
  write(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
  );
  // Nothing is disallowed: the staff pages carry noindex, which crawlers can only see if they
  // may fetch the page.
  write(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.web.domain}/sitemap.xml\n`);
  return paths.length;
}
