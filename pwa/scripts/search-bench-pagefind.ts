// The search benchmark's Pagefind side: a copy of dist/ whose searchable pages Pagefind indexes,
// with a minimal results page calling its JS API, in both languages.
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { SiteRoute } from '../src/shared/paths.ts';
import { brotli, gzip } from './compress.ts';
import type { Lang } from './search-bench-queries.ts';

const repo = join(import.meta.dirname, '..', '..');
const pagesDir = join(repo, 'content', 'pages');

function failed(message: string): never {
  throw new Error(message);
}

/** The documents our engine indexes (indexer's source_docs): every article, and each page of
 * routes.toml that is indexable and has copy in content/pages. Blog category lists are not. */
function searchableFiles(routeList: string): string[] {
  const routes = JSON.parse(readFileSync(routeList, 'utf8')) as SiteRoute[];
  return routes
    .filter(
      (r) =>
        r.indexable && !r.category && (r.key === 'article' || existsSync(join(pagesDir, `${r.key}.${r.lang}.toml`))),
    )
    .map((r) => (r.path === '/' ? 'index.html' : `${r.path.slice(1)}.html`));
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The harness page: a search box labelled as ours, a status line and a list of result links. */
function harnessHtml(lang: Lang, label: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagefind benchmark</title>
<script type="module" src="/pagefind-bench.js"></script>
</head>
<body>
<main>
<form role="search"><label for="q">${label}</label> <input id="q" type="search" autocomplete="off"></form>
<div role="status" aria-live="polite" id="status"></div>
<ol id="results"></ol>
</main>
</body>
</html>
`;
}

// Runs in the harness page (served as /pagefind-bench.js: the CSP allows no inline script).
// Pagefind is imported on the first input, as our page starts its worker on the first search.
// Each input searches at once (no debounce); an answer overtaken by a newer input is dropped.
const HARNESS_JS = `const input = document.getElementById('q');
const status = document.getElementById('status');
const list = document.getElementById('results');
let engine;
let latest = 0;
status.textContent = 'Ready';
input.addEventListener('input', async () => {
  const query = input.value;
  const ticket = ++latest;
  if (!query.trim()) {
    list.replaceChildren();
    status.textContent = 'Ready';
    return;
  }
  engine ??= import('/pagefind/pagefind.js');
  const pagefind = await engine;
  const search = await pagefind.search(query);
  if (ticket !== latest || !search) return;
  const data = await Promise.all(search.results.slice(0, 10).map((r) => r.data()));
  if (ticket !== latest) return;
  list.replaceChildren(
    ...data.map((d) => {
      const li = document.createElement('li');
      const h2 = document.createElement('h2');
      const a = document.createElement('a');
      a.href = d.url;
      a.textContent = d.meta.title || d.url;
      h2.append(a);
      const p = document.createElement('p');
      p.innerHTML = d.excerpt;
      li.append(h2, p);
      return li;
    }),
  );
  status.textContent = search.results.length + ' results for \\u201c' + query + '\\u201d';
});
`;

/** Writes a Brotli and a gzip copy beside each file under `dir` where it is smaller, as our build
 * does for its own files; Pagefind's index files are gzipped by Pagefind and stay as they are. */
function precompress(dir: string): void {
  for (const path of files(dir)) {
    if (/\.(br|gz)$/.test(path)) continue;
    const data = readFileSync(path);
    const text = /\.(html|js|css|json)$/.test(path);
    const br = brotli(data, text);
    const gz = gzip(data);
    if (br.length < data.length) writeFileSync(`${path}.br`, br);
    if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
  }
}

/** Copies dist/ and builds the Pagefind index and harness into the copy; returns the copy. */
export async function preparePagefind(
  dist: string,
  routeList: string,
  root: string,
  labels: Record<Lang, string>,
): Promise<string> {
  const site = join(root, 'site');
  cpSync(dist, site, { recursive: true });
  const searchable = searchableFiles(routeList);
  for (const file of searchable) {
    const path = join(site, file);
    if (!existsSync(path)) failed(`searchable page ${file} is not in ${dist}`);
    const html = readFileSync(path, 'utf8');
    if (!/<main[\s>]/.test(html)) failed(`${file} has no <main>`);
    writeFileSync(path, html.replace(/<main(?=[\s>])/, '<main data-pagefind-body'));
  }
  // Inside <main>, leave out what our engine does not index either: the breadcrumb, the page's
  // table of contents, the closing call-to-action banner and the related-article cards.
  const created = await pagefind.createIndex({
    excludeSelectors: ['.breadcrumb', '.page-contents', '.cta-banner', '.related'],
  });
  if (!created.index) failed(`pagefind: ${created.errors.join('; ')}`);
  const added = await created.index.addDirectory({ path: site });
  if (added.errors.length) failed(`pagefind: ${added.errors.join('; ')}`);
  const written = await created.index.writeFiles({ outputPath: join(site, 'pagefind') });
  if (written.errors.length) failed(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  console.error(`pagefind: indexed ${added.page_count} pages (${searchable.length} searchable pages marked)`);
  writeFileSync(join(site, 'pagefind-bench.js'), HARNESS_JS);
  writeFileSync(join(site, 'pagefind-bench.html'), harnessHtml('en', labels.en));
  writeFileSync(join(site, 'pl', 'pagefind-bench.html'), harnessHtml('pl', labels.pl));
  precompress(join(site, 'pagefind'));
  for (const file of ['pagefind-bench.js', 'pagefind-bench.html', 'pl/pagefind-bench.html']) {
    const path = join(site, file);
    writeFileSync(`${path}.br`, brotli(readFileSync(path), true));
    writeFileSync(`${path}.gz`, gzip(readFileSync(path)));
  }
  return site;
}
