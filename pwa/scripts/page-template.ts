// The HTML template every pre-rendered page is written into: Vite's index.html, with the app's
// modules loaded after the first paint and the brand fonts requested with the stylesheet.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BOOT_SOURCE = join(import.meta.dirname, '..', 'src', 'boot', 'load-app.js');

/**
 * Replaces Vite's module script and its modulepreload links with src/boot/load-app.js, written
 * to dist/assets under a content hash (so it is cached for good like the other assets), which
 * requests them once the page has painted. Returns the rewritten template.
 */
export function deferAppModules(template: string, dist: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no module script for the app entry');
  const preloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const source = readFileSync(BOOT_SOURCE);
  const file = `assets/load-app-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(dist, file), source);
  let html = template.replace(
    entry[0],
    `<script defer src="/${file}" data-entry="${entry[1]}" data-imports="${preloads.map((m) => m[1]).join(' ')}"></script>`,
  );
  for (const m of preloads) html = html.replace(m[0], '');
  return html;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
/** Vite's build manifest (dist/.vite/manifest.json): chunks by the source module they hold. */
export type Manifest = Record<string, ManifestChunk>;

/**
 * Adds to a page's load-app script (deferAppModules) the chunks of `modules`, the source modules
 * the page loads before it hydrates (its screen and its interface strings). Without them, the
 * entry would request them only once it runs, and Vite's preload helper would add a link per
 * chunk in the middle of hydrating. Each is evaluated one per task with the entry's imports
 * (data-imports), dependencies first; a chunk that imports the entry (most screens use its
 * hydration turns) can only be evaluated after it, so it is only fetched (data-preloads) and the
 * entry evaluates it when it asks for its screen.
 */
export function listPageModules(html: string, manifest: Manifest, modules: string[]): string {
  const tag =
    /<script defer src="\/assets\/load-app-[^"]+" data-entry="([^"]+)" data-imports="([^"]*)"><\/script>/.exec(html);
  if (!tag) throw new Error('the page has no load-app script (deferAppModules)');
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  const listed = new Set([tag[1], ...tag[2].split(' ')]);
  const imports: string[] = [];
  const preloads: string[] = [];
  const importsEntry = (key: string, seen = new Set<string>()): boolean =>
    key === entryKey ||
    (!seen.has(key) && (seen.add(key), (manifest[key]?.imports ?? []).some((i) => importsEntry(i, seen))));
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the client build has no chunk for ${key}, which a page loads before hydrating`);
    const url = `/${chunk.file}`;
    if (listed.has(url)) return;
    listed.add(url);
    for (const dependency of chunk.imports ?? []) add(dependency);
    (importsEntry(key) ? preloads : imports).push(url);
  };
  for (const module of modules) add(module);
  return html.replace(
    tag[0],
    tag[0].replace(
      `data-imports="${tag[2]}"`,
      `data-imports="${[tag[2], ...imports].join(' ')}"${preloads.length ? ` data-preloads="${preloads.join(' ')}"` : ''}`,
    ),
  );
}

/**
 * Preload links for the brand fonts every page of a language draws text in, read from the built
 * stylesheet: the Latin subset of each face, and for Polish the Latin Extended subsets too (ą,
 * ę, ł... are in the headings, the bold labels and the text of every Polish page). Requested
 * beside the stylesheet instead of after the first layout, they are there for the first paint
 * (the faces are `font-display: optional`, so a late one is never swapped in), and no second
 * layout follows their arrival. tests/routes.spec.ts checks on every page that it draws text in
 * each font it preloads.
 */
export function fontPreloads(template: string, dist: string, lang: string): string {
  const css = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/.exec(template);
  if (!css) throw new Error('index.html has no stylesheet');
  const fonts = [
    ...readFileSync(join(dist, css[1]), 'utf8').matchAll(/url\(["']?(\/assets\/[^)"']+\.woff2)["']?\)/g),
  ].map((m) => m[1]);
  const wanted = fonts.filter((url) => lang === 'pl' || /-latin-\d/.test(url));
  if (wanted.length < 3) throw new Error(`expected the brand fonts in ${css[1]}, found ${fonts.join(', ')}`);
  return wanted
    .map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`)
    .join('\n    ');
}
