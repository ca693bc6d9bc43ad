// The HTML template every pre-rendered page is written into: Vite's index.html, with the app
// started by src/boot/paint-first.js once the page is on screen, and the brand fonts requested
// with the stylesheet.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync } from 'vite';
import { closure, entryKey, type Manifest } from './vite-manifest.ts';

export interface AppModules {
  /** Vite's index.html as built, without its modulepreload links. */
  template: string;
  /** The template for a page that loads `modules` before it hydrates. */
  page(modules: string[]): string;
  /** The boot script the pages load, to write into dist/ at `path`. */
  boot: { path: string; source: string };
}

/**
 * Vite's template lists the entry as a module script and its static imports as modulepreload
 * links. Both go: the entry is started by the boot script (src/boot/paint-first.js, minified and
 * named by its hash) once the page has painted, and the browser requests the entry's static
 * imports as soon as it has parsed the entry, a small file. The boot script also requests what
 * the page loads beyond them before it hydrates, `modules` (source paths from pwa/, as the
 * manifest names them: its screen and its interface strings), which the browser would otherwise
 * learn of only once the entry runs.
 */
/** A built file's name in assets/, as the boot script takes it. */
function inAssets(file: string): string {
  const name = /^\/?assets\/([^/]+)$/.exec(file);
  if (!name) throw new Error(`${file} is not in assets/, where src/boot/paint-first.js looks for the app's modules`);
  return name[1];
}

export function appModules(template: string, manifest: Manifest): AppModules {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no module script for the app entry');
  let html = template;
  for (const m of template.matchAll(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g))
    html = html.replace(m[0], '');
  const bootSource = readFileSync(join(import.meta.dirname, '..', 'src', 'boot', 'paint-first.js'), 'utf8');
  const { code, errors } = minifySync('paint-first.js', bootSource);
  if (errors.length) throw new Error(`src/boot/paint-first.js: ${errors.map((e) => e.message).join('; ')}`);
  // A short name: every page carries it, and the longest article is within bytes of its budget.
  const boot = { path: `assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`, source: code };
  const entryChunks = closure(manifest, entryKey(manifest));
  return {
    template: html,
    boot,
    page: (modules) => {
      const listed = new Set(entryChunks);
      const added: string[] = [];
      const add = (key: string) => {
        const chunk = manifest[key];
        if (!chunk) throw new Error(`the client build has no chunk for ${key}, which a page loads before hydrating`);
        if (listed.has(chunk.file)) return;
        listed.add(chunk.file);
        for (const dependency of chunk.imports ?? []) add(dependency);
        added.push(inAssets(chunk.file));
      };
      for (const module of modules) add(module);
      return html.replace(
        entry[0],
        `<script defer src="/${boot.path}" data-entry="${inAssets(entry[1])}" data-modules="${added.join(' ')}"></script>`,
      );
    },
  };
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

/** What the server entry renders for one page (src/entry-server.tsx). */
export interface RenderedPage {
  lang: string;
  head: string;
  html: string;
  data: string;
}

/** The page's HTML: `template` (Vite's index.html, as built or as the dev server serves it)
 * filled with what the server entry rendered, and `extraHead` after the page's own head tags. */
export function fillPage(template: string, page: RenderedPage, extraHead = ''): string {
  return template
    .replace('<html lang="en">', `<html lang="${page.lang}">`)
    .replace('<!--app-head-->', extraHead ? `${page.head}\n    ${extraHead}` : page.head)
    .replace('<!--app-html-->', page.html)
    .replace('<!--app-data-->', `<script type="application/json" id="route-data">${page.data}</script>`);
}
