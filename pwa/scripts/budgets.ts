// The size budgets (docs/requirements.md), measured on the built files (bytes are deterministic): the
// build prints them and tests/budgets.spec.ts fails when one is exceeded. Compressed sizes are
// those of the .gz and .br copies the build writes beside each file (scripts/compress.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { closure, entryKey, readManifest, type Manifest } from './vite-manifest.ts';

const KB = 1024;

/** What the browser transfers for a file of dist/ from marigold-serve: its Brotli copy, if any. */
export function transferSize(dist: string, file: string): number {
  const path = join(dist, file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

/** A file's gzip size (budgets are stated in gzip, as most tools report them). */
export function gzipSize(dist: string, file: string): number {
  return statSync(join(dist, `${file}.gz`)).size;
}

export interface Figure {
  label: string;
  bytes: number;
  /** None for a figure printed to be watched, not held to a limit. */
  budget?: number;
  detail?: string;
}

export const BUDGETS = {
  // What a page loads before it hydrates. The service worker's registration comes later, once
  // the page is idle, and is printed on a line of its own.
  firstVisitJs: 140 * KB,
  // The app's own code on a page: everything it loads but React, React Router and i18next.
  appJs: 40 * KB,
  blockingCss: 6 * KB,
  articleHtml: 12 * KB,
  precache: 800 * KB,
  precacheWithSearch: 1200 * KB,
  searchModule: 50 * KB,
  searchIndex: 40 * KB,
  // Not one of docs/requirements.md's: the faces a page preloads arrive before its largest paint
  // (scripts/fonts.ts), so they are held near what the subset fonts weigh (28.7 and 35.3 KiB).
  preloadedFonts: 40 * KB,
} as const;

/** The chunks of the libraries every page hydrates with, one each (vite.config.ts). */
export const LIBRARY_CHUNK = /^\/?assets\/(react|router|i18next)-[\w-]+\.js$/;

/** The React runtime's chunk: react, react-dom and scheduler. */
const REACT_CHUNK = /^\/?assets\/react-[\w-]+\.js$/;

/** The search module (wasm and its JS glue), the indexes and the excerpt texts. */
const isSearch = (file: string) => /\.(wasm|bin)$|^search\/text\/|^assets\/search_(en|pl)-[^/]*\.js$/.test(file);

/** Per language, the search module a reader downloads (wasm and its JS glue) and the index. */
function searchFigures(dist: string): Figure[] {
  const assets = readdirSync(join(dist, 'assets'));
  const one = (pattern: RegExp, what: string) => {
    const found = assets.filter((f) => pattern.test(f));
    if (found.length !== 1) throw new Error(`expected one ${what} in dist/assets, found ${found.length}`);
    return `assets/${found[0]}`;
  };
  return (['en', 'pl'] as const).flatMap((lang) => {
    const wasm = one(new RegExp(`^search_${lang}_bg-.*\\.wasm$`), `${lang} search module`);
    const glue = one(new RegExp(`^search_${lang}-.*\\.js$`), `${lang} search module glue`);
    const index = one(new RegExp(`^index\\.${lang}-.*\\.bin$`), `${lang} search index`);
    return [
      {
        label: `search module, ${lang} (wasm + glue, gzip)`,
        bytes: gzipSize(dist, wasm) + gzipSize(dist, glue),
        budget: BUDGETS.searchModule,
      },
      {
        label: `search index, ${lang}, no excerpt text (gzip)`,
        bytes: gzipSize(dist, index),
        budget: BUDGETS.searchIndex,
      },
    ];
  });
}

/** The files the service worker precaches, as listed in the built sw.js. */
export function precacheFiles(dist: string): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1].replace(/^\//, ''));
}

/** The boot script every page loads (src/boot/paint-first.js, as scripts/page-template.ts writes it). */
function bootScript(dist: string): string {
  const boot = /<script defer src="\/(assets\/boot-[\w-]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'));
  if (!boot) throw new Error('index.html loads no boot script (scripts/page-template.ts)');
  return boot[1];
}

/**
 * First-visit JavaScript of the heaviest screen, all of it and the app's own part (without the
 * libraries' chunks): the boot script, the entry and its imports, the screen's chunk and imports,
 * the larger language's interface strings. tests/routes.spec.ts checks each route's real
 * downloads against the same budgets.
 */
function heaviestFirstVisitJs(dist: string, manifest: Manifest): Figure[] {
  const entry = entryKey(manifest);
  const size = (files: Set<string>) => [...files].reduce((n, f) => n + gzipSize(dist, f), 0);
  const base = closure(manifest, entry, new Set([bootScript(dist)]));
  const lazy = manifest[entry].dynamicImports ?? [];
  const strings = lazy.filter((k) => /locales\/(en|pl)\.json$/.test(k));
  const heaviestStrings = strings.reduce(
    (best, k) => (size(closure(manifest, k)) > size(closure(manifest, best)) ? k : best),
    strings[0],
  );
  let worst = { bytes: 0, screen: '' };
  let worstApp = { bytes: 0, screen: '' };
  for (const screen of lazy.filter((k) => k.endsWith('-page.tsx'))) {
    const files = new Set(base);
    for (const k of [heaviestStrings, screen]) closure(manifest, k, files);
    // The staff pages also load their own strings.
    if (screen.includes('/marketing/'))
      for (const k of lazy.filter((l) => l.includes('staff'))) closure(manifest, k, files);
    const name = screen.replace(/.*\//, '');
    const bytes = size(files);
    if (bytes > worst.bytes) worst = { bytes, screen: name };
    const app = size(new Set([...files].filter((f) => !LIBRARY_CHUNK.test(f))));
    if (app > worstApp.bytes) worstApp = { bytes: app, screen: name };
  }
  const react = [...base].filter((f) => REACT_CHUNK.test(f));
  // Registering the service worker (app/root-layout.tsx) and what it imports, workbox-window
  // included: loaded once the page has hydrated and the browser is idle.
  const registration = Object.keys(manifest).find((k) => k.endsWith('/service-worker-status.tsx'));
  if (!registration) throw new Error('no service-worker-status.tsx chunk in the Vite manifest');
  const registrationFiles = closure(manifest, registration);
  for (const k of manifest[registration].dynamicImports ?? []) closure(manifest, k, registrationFiles);
  const afterIdle = [...registrationFiles].filter((f) => !base.has(f));
  if (react.length !== 1) throw new Error(`expected one React chunk among the entry's imports, found ${react.length}`);
  return [
    {
      label: 'first-visit JS, heaviest screen (gzip)',
      bytes: worst.bytes,
      budget: BUDGETS.firstVisitJs,
      detail: worst.screen,
    },
    { label: '  of which React runtime (react, react-dom, scheduler)', bytes: size(new Set(react)) },
    {
      label: 'then, once idle: service worker registration (gzip)',
      bytes: size(new Set(afterIdle)),
      detail: 'vite-plugin-pwa register + workbox-window',
    },
    {
      label: "app's own JS, heaviest screen (gzip)",
      bytes: worstApp.bytes,
      budget: BUDGETS.appJs,
      detail: `${worstApp.screen}; all but React, React Router, i18next`,
    },
  ];
}

/** The font files a home page preloads, in the language that preloads more. */
function preloadedFonts(dist: string): Figure {
  const perLanguage = ['index.html', 'pl.html'].map((page) => {
    const html = readFileSync(join(dist, page), 'utf8');
    const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]* href="\/([^"]+)"/g)].map((m) => m[1]);
    return { page, bytes: fonts.reduce((n, f) => n + transferSize(dist, f), 0) };
  });
  const worst = perLanguage.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return {
    label: 'preloaded fonts, heaviest language',
    bytes: worst.bytes,
    budget: BUDGETS.preloadedFonts,
    detail: worst.page,
  };
}

/** Every budgeted figure of the site built in `dist`. */
export function measure(dist: string, articlePages: readonly string[]): Figure[] {
  const manifest = readManifest(dist);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((m) => m[1]);
  const longest = articlePages
    .map((file) => ({ file, bytes: gzipSize(dist, file) }))
    .reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '', bytes: 0 });
  const precache = precacheFiles(dist);
  const transfer = (files: string[]) => files.reduce((n, f) => n + transferSize(dist, f), 0);
  return [
    ...heaviestFirstVisitJs(dist, manifest),
    {
      label: 'render-blocking CSS (gzip)',
      bytes: css.reduce((n, f) => n + gzipSize(dist, f), 0),
      budget: BUDGETS.blockingCss,
    },
    { label: 'longest article HTML (gzip)', bytes: longest.bytes, budget: BUDGETS.articleHtml, detail: longest.file },
    {
      label: 'precache transfer, without search module and indexes',
      bytes: transfer(precache.filter((f) => !isSearch(f))),
      budget: BUDGETS.precache,
      detail: `${precache.filter((f) => !isSearch(f)).length} files`,
    },
    {
      label: 'precache transfer, everything',
      bytes: transfer(precache),
      budget: BUDGETS.precacheWithSearch,
      detail: `${precache.length} files`,
    },
    preloadedFonts(dist),
    ...searchFigures(dist),
  ];
}

const kib = (n: number) => `${(n / KB).toFixed(1)} KiB`;

/** The figures as the build prints them, each with its budget. */
export function formatFigures(figures: readonly Figure[]): string {
  return figures
    .map((f) => {
      const budget = f.budget === undefined ? '' : ` of ${kib(f.budget).padStart(10)}`;
      const verdict = f.budget === undefined ? '' : f.bytes <= f.budget ? '  ok' : '  OVER BUDGET';
      const detail = f.detail ? ` (${f.detail})` : '';
      return `  ${f.label.padEnd(56)} ${kib(f.bytes).padStart(10)}${budget}${verdict}${detail}`;
    })
    .join('\n');
}
