// The HTML template every pre-rendered page is written into: Vite's index.html, with the app's
// modules loaded after the first paint and the brand fonts requested with the stylesheet.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync } from 'vite';
import { entryKey, type Manifest } from './vite-manifest.ts';

const BOOT_SOURCE = join(import.meta.dirname, '..', 'src', 'boot', 'load-app.js');
/** Where src/boot/load-app.js has its chunk table written in. */
const TABLE_PLACEHOLDER = "JSON.parse('{}')";

/** What load-app.js loads for one kind of page: chunk URLs beyond the entry's imports. */
interface ModuleSet {
  /** Evaluated one per task after the entry's imports, dependencies first. */
  imports: string[];
  /** Only fetched: chunks that import the entry, which evaluates them when it asks for them. */
  preloads: string[];
}

export interface AppModules {
  /** The template with load-app's script in place of Vite's module script. */
  template: string;
  /** The template for a page that loads `modules` before it hydrates. */
  page(modules: string[]): string;
}

/**
 * Replaces Vite's module script and its modulepreload links with src/boot/load-app.js, which
 * requests the app's modules once the page has painted, evaluates them one per task, and then
 * the entry. `pages` lists, for every page, the source modules (paths from pwa/, as the manifest
 * names them) it loads before it hydrates: its screen and its interface strings. load-app.js
 * carries a table of the chunks each such set needs, and a page names its set by number, so
 * the lists cost a page a few bytes and are downloaded once. Without them the entry would request
 * a screen only once it runs, and Vite's preload helper would add a link per chunk in the middle
 * of hydrating. The script is written to dist/assets under a content hash, cached for good.
 */
export function deferAppModules(template: string, dist: string, manifest: Manifest, pages: string[][]): AppModules {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no module script for the app entry');
  const entryPreloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const imports = entryPreloads.map((m) => m[1]);
  const keys = [...new Set(pages.map((modules) => modules.join(' ')))];
  const entryChunk = entryKey(manifest);
  const sets = keys.map((key) =>
    moduleSet(manifest, entryChunk, new Set([entry[1], ...imports]), key.split(' ').filter(Boolean)),
  );
  const source = readFileSync(BOOT_SOURCE, 'utf8');
  if (!source.includes(TABLE_PLACEHOLDER)) throw new Error(`${BOOT_SOURCE} has no ${TABLE_PLACEHOLDER}`);
  // Minified as Vite minifies the app's own chunks: the source's comments are for the next
  // engineer, not for every first visit. The table goes in afterwards as the JSON string it is
  // (JSON.parse reads it faster than V8 parses an object literal of the same size).
  const minified = minifySync('load-app.js', source);
  if (minified.errors.length) throw new Error(`${BOOT_SOURCE}: ${minified.errors[0]!.message}`);
  const placeholder = /JSON\.parse\((['"`])\{\}\1\)/.exec(minified.code);
  if (!placeholder) throw new Error(`minifying ${BOOT_SOURCE} lost its ${TABLE_PLACEHOLDER}`);
  const table = JSON.stringify({ entry: entry[1], imports, sets });
  if (/['\\]/.test(table)) throw new Error(`a chunk URL has a quote or backslash: ${table}`);
  const script = minified.code.replace(placeholder[0], () => `JSON.parse('${table}')`);
  const file = `assets/load-app-${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(dist, file), script);
  let html = template.replace(entry[0], `<script defer src="/${file}" data-modules="?"></script>`);
  for (const m of entryPreloads) html = html.replace(m[0], '');
  return {
    template: html,
    page: (modules) => {
      const index = keys.indexOf(modules.join(' '));
      if (index < 0) throw new Error(`no module set for ${modules.join(' ')}: list it in deferAppModules' pages`);
      return html.replace(' data-modules="?"', ` data-modules="${index}"`);
    },
  };
}

/** The chunks of `modules` beyond those `listed`, in the order load-app.js needs them. */
function moduleSet(manifest: Manifest, entryChunk: string, listed: Set<string>, modules: string[]): ModuleSet {
  const set: ModuleSet = { imports: [], preloads: [] };
  const importsEntry = (key: string, seen = new Set<string>()): boolean =>
    key === entryChunk ||
    (!seen.has(key) && (seen.add(key), (manifest[key]?.imports ?? []).some((i) => importsEntry(i, seen))));
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the client build has no chunk for ${key}, which a page loads before hydrating`);
    const url = `/${chunk.file}`;
    if (listed.has(url)) return;
    listed.add(url);
    for (const dependency of chunk.imports ?? []) add(dependency);
    (importsEntry(key) ? set.preloads : set.imports).push(url);
  };
  for (const module of modules) add(module);
  return set;
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
