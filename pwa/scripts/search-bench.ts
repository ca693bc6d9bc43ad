// Search benchmark: our search page (the Rust/WASM engine in a worker) side by side with Pagefind
// on the same documents, in Chromium, in both languages. For each engine and language, a cold
// page load (new browser context, empty cache, service workers blocked), then every query of
// scripts/search-queries.json typed one character at a time. It reports what a reader pays and
// sees: bytes transferred for the first query and for the whole set (Brotli where the server has
// a compressed copy, as deployed), relevance against the judged expectations (MRR@5, success@3),
// and the time from each keystroke's input event to its results on screen. Prints Markdown
// tables and exits 0 whatever the figures; only a failure to measure exits non-zero.
//   scripts/build.sh && cd pwa && npm run bench:search
// Pagefind runs on a temporary copy of dist/ (dist/ itself is never touched): the copy's
// searchable pages get `data-pagefind-body` on their <main>, Pagefind indexes them into
// <copy>/pagefind/, and a minimal results page (/pagefind-bench, /pl/pagefind-bench) calls its
// JS API. Both are served by marigold-serve, with the same precompressed copies and headers.
// BENCH_DIST and BENCH_SERVER point at another build or server binary, BENCH_QUERIES at another
// query set, BENCH_OUT also writes the report to that file, BENCH_DETAILS=<file> writes every
// query's top results, rank, bytes and keystroke times as JSON, and BENCH_KEEP=1 keeps the copy.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { type Browser, chromium, type Page, type Request } from '@playwright/test';
import { serveDist } from './serve-dist.ts';
import { preparePagefind } from './search-bench-pagefind.ts';
import { KINDS, LANGS, OURS, type Lang, type Query, type QueryResult, type Run } from './search-bench-queries.ts';
import { report } from './search-bench-report.ts';

const pwa = join(import.meta.dirname, '..');
const repo = join(pwa, '..');
const dist = resolve(process.env.BENCH_DIST ?? join(repo, 'dist'));
const server = resolve(process.env.BENCH_SERVER ?? join(repo, 'target', 'release', 'marigold-serve'));
const queryFile = resolve(process.env.BENCH_QUERIES ?? join(pwa, 'scripts', 'search-queries.json'));
const routeList = join(pwa, 'generated', 'data', 'routes.json');
const out = process.env.BENCH_OUT;
const details = process.env.BENCH_DETAILS;

const executablePath = '/usr/bin/chromium';
// Headless Debian Chromium, quiet: no network here, so its background calls would only be noise.
// Even so it looks up a few Google hosts; every name but 127.0.0.1 fails without a DNS query.
const args = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** How long one keystroke may take to show its results before it counts as never shown. */
const KEYSTROKE_TIMEOUT = 15_000;
/** A query's traffic is over once no request has been open for this long. */
const QUIET_MS = 200;

function fail(message: string): never {
  console.error(`bench:search: ${message}`);
  process.exit(1);
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** `/pl/blog/x.html#y` and `/pl/blog/x/` → `/pl/blog/x`; `/index.html` → `/`. */
export function normalisePath(url: string): string {
  let path = new URL(url, 'http://x').pathname;
  path = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

function loadQueries(): Query[] {
  if (!existsSync(queryFile)) fail(`no query set at ${queryFile}`);
  const queries = readJson<Query[]>(queryFile);
  for (const [i, q] of queries.entries()) {
    const where = `${queryFile}, query ${i + 1}`;
    if (!LANGS.includes(q.lang)) fail(`${where}: lang must be en or pl`);
    if (typeof q.query !== 'string' || !q.query.trim()) fail(`${where}: empty query`);
    if (!Array.isArray(q.expected) || q.expected.length === 0) fail(`${where}: no expected paths`);
    if (!Array.isArray(q.not_relevant)) fail(`${where}: not_relevant must be a list (it may be empty)`);
    const both = q.expected.filter((p) => q.not_relevant.includes(p));
    if (both.length > 0) fail(`${where}: ${both.join(', ')} both expected and not relevant`);
    if (!KINDS.includes(q.kind)) fail(`${where}: kind must be one of ${KINDS.join(', ')}`);
  }
  return queries;
}

// Runs in the page before its own scripts. Records every input event of the search box (its
// value and event.timeStamp), and when the status line first names that exact value, quoted as
// both pages quote it, the time after the next frame (rAF, then a task): the results are painted.
function instrument(): void {
  interface Keystroke {
    value: string;
    start: number;
    end: number | null;
    shown: boolean;
  }
  const keystrokes: Keystroke[] = [];
  (window as unknown as { __searchBench: Keystroke[] }).__searchBench = keystrokes;
  const check = () => {
    const last = keystrokes.at(-1);
    if (!last || last.shown) return;
    const text = document.querySelector('main [role="status"]')?.textContent ?? '';
    if (!text.includes(`\u201c${last.value}\u201d`) && !text.includes(`\u201e${last.value}\u201d`)) return;
    last.shown = true;
    requestAnimationFrame(() => setTimeout(() => (last.end = performance.now())));
  };
  document.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || target.type !== 'search' || !target.value.trim()) return;
      keystrokes.push({ value: target.value, start: event.timeStamp, end: null, shown: false });
      check();
    },
    true,
  );
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Bytes on the wire (encoded body plus headers) of every request, filed under the query that
 * was being typed when it started; -1 is the page load. Dedicated workers' requests included. */
class Traffic {
  bucket = -1;
  /** Requests started and not yet finished or failed. */
  readonly open = new Set<Request>();
  private lastChange = performance.now();
  private readonly bytes = new Map<number, number>();
  private readonly pending: Promise<void>[] = [];
  private readonly tags = new WeakMap<Request, number>();
  readonly log: string[] = [];
  /** After the page load: bytes and requests by path. */
  readonly byPath: Record<string, { bytes: number; requests: number }> = {};

  constructor(page: Page) {
    page.on('request', (request) => {
      this.tags.set(request, this.bucket);
      this.open.add(request);
      this.lastChange = performance.now();
    });
    page.on('requestfinished', (request) => {
      const bucket = this.tags.get(request) ?? this.bucket;
      this.pending.push(
        request.sizes().then((s) => {
          const size = s.responseBodySize + s.responseHeadersSize;
          this.bytes.set(bucket, (this.bytes.get(bucket) ?? 0) + size);
          this.log.push(`${bucket}\t${size}\t${request.url()}`);
          if (bucket >= 0) {
            // Pagefind's index chunks and fragments are many files: one entry for each kind.
            const path = new URL(request.url()).pathname.replace(/(\/(?:fragment|index)\/\w+?_)[0-9a-f]+/, '$1*');
            const entry = (this.byPath[path] ??= { bytes: 0, requests: 0 });
            entry.bytes += size;
            entry.requests++;
          }
        }),
      );
      this.settle(request);
    });
    page.on('requestfailed', (request) => {
      this.log.push(`${this.tags.get(request)}\tfailed\t${request.url()}`);
      this.settle(request);
    });
  }

  private settle(request: Request): void {
    this.open.delete(request);
    this.lastChange = performance.now();
  }

  /** Waits until no request has been open for QUIET_MS (10 s at most), and for their sizes. */
  async quiet(): Promise<void> {
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && (this.open.size > 0 || performance.now() - this.lastChange < QUIET_MS)) {
      await new Promise((r) => setTimeout(r, 25));
    }
    await Promise.all(this.pending);
  }

  of(bucket: number): number {
    return this.bytes.get(bucket) ?? 0;
  }
}

/** A cold load of `url` in a new context (empty cache, service workers blocked), instrumented.
 * A load that does not finish within 15 s is given up and tried again in another new context. */
async function coldLoad(browser: Browser, engine: string, url: string, lang: Lang) {
  for (let attempt = 1; ; attempt++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const traffic = new Traffic(page);
    page.on('pageerror', (error) => console.error(`${engine} ${lang}: page error: ${error.message}`));
    page.on('console', (message) => {
      // Playwright's own note that it blocked the service worker is expected.
      if (/Service Worker registration blocked/.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning')
        console.error(`${engine} ${lang}: console ${message.type()}: ${message.text()}`);
    });
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 15_000 });
      await traffic.quiet();
      // Ready once hydrated: both pages write their status line only then.
      await page.locator('main [role="status"]').filter({ hasText: /\S/ }).waitFor({ timeout: 15_000 });
      return { context, page, traffic };
    } catch (error) {
      await context.close();
      if (attempt === 3) throw error;
      const open = [...traffic.open].map((r) => r.url()).join(', ') || 'none';
      console.error(`${engine} ${lang}: the page did not load (open requests: ${open}); loading it again`);
    }
  }
}

/** One engine in one language: a cold load in a new context, then the whole query set. */
async function runEngine(
  browser: Browser,
  engine: string,
  url: string,
  lang: Lang,
  label: string,
  queries: Query[],
): Promise<Run> {
  const { context, page, traffic } = await coldLoad(browser, engine, url, lang);
  try {
    const input = page.getByRole('searchbox', { name: label });
    const links = page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link');
    const results: QueryResult[] = [];
    for (const [i, q] of queries.entries()) {
      traffic.bucket = i;
      await input.fill('');
      await links.first().waitFor({ state: 'detached', timeout: 10_000 });
      await input.focus();
      const keystrokes: (number | null)[] = [];
      for (const char of q.query) {
        const before = await page.evaluate(
          () => (window as unknown as { __searchBench: unknown[] }).__searchBench.length,
        );
        await page.keyboard.type(char);
        try {
          const handle = await page.waitForFunction(
            (n) => {
              const k = (window as unknown as { __searchBench: { start: number; end: number | null }[] }).__searchBench[
                n
              ];
              return k && k.end !== null ? k.end - k.start : false;
            },
            before,
            { timeout: KEYSTROKE_TIMEOUT, polling: 20 },
          );
          keystrokes.push((await handle.jsonValue()) as number);
        } catch (error) {
          keystrokes.push(null);
          const status = await page.locator('main [role="status"]').textContent();
          const open = [...traffic.open].map((r) => r.url()).join(', ') || 'none';
          console.error(
            `${engine} ${lang}: "${await input.inputValue()}" never shown; status: ${status}; open requests: ${open}; ${error}`,
          );
        }
      }
      await traffic.quiet();
      const top = (await links.evaluateAll((els) => els.map((e) => (e as HTMLAnchorElement).href)))
        .slice(0, 5)
        .map(normalisePath);
      const expected = new Set(q.expected.map(normalisePath));
      const rank = top.findIndex((p) => expected.has(p)) + 1;
      const judged = new Set([...expected, ...q.not_relevant.map(normalisePath)]);
      const unjudged = [...new Set(top.filter((p) => !judged.has(p)))];
      results.push({ query: q.query, kind: q.kind, top, rank, unjudged, bytes: traffic.of(i), keystrokes });
      const shown = keystrokes.filter((k) => k !== null);
      console.error(
        `${engine} ${lang} ${i + 1}/${queries.length} "${q.query}": rank ${rank || '-'}, ` +
          `${(traffic.of(i) / 1024).toFixed(1)} KiB, keystrokes ${shown.map((k) => k.toFixed(0)).join(' ')} ms` +
          (shown.length < keystrokes.length ? ` (${keystrokes.length - shown.length} never shown)` : ''),
      );
    }
    if (process.env.BENCH_VERBOSE) console.error(traffic.log.join('\n'));
    if (results.every((r) => r.keystrokes.every((k) => k === null))) {
      throw new Error(`${engine} (${lang}): no keystroke ever showed results at ${url}`);
    }
    return { engine, lang, results, byPath: traffic.byPath };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(executablePath)) fail(`no Chromium at ${executablePath} (apt-get install chromium)`);
  for (const [path, what] of [
    [server, 'server binary'],
    [join(dist, 'search.html'), 'built site'],
    [routeList, 'route list'],
  ]) {
    if (!existsSync(path)) fail(`missing ${what}: ${path}\nRun scripts/build.sh at the repository root first.`);
  }
  const queries = loadQueries();
  const labels = Object.fromEntries(
    LANGS.map((lang) => {
      const locale = readJson<{ search: { label: string } }>(join(pwa, 'src', 'i18n', 'locales', `${lang}.json`));
      return [lang, locale.search.label];
    }),
  ) as Record<Lang, string>;
  const pagefindVersion = readJson<{ version: string }>(join(pwa, 'node_modules', 'pagefind', 'package.json')).version;
  const theirs = `Pagefind ${pagefindVersion}`;

  const root = mkdtempSync(join(tmpdir(), 'marigold-search-bench-'));
  const children: ChildProcess[] = [];
  let browser: Browser | undefined;
  try {
    const copy = await preparePagefind(dist, routeList, root, labels);
    const ours = await serveDist(server, dist);
    children.push(ours.child);
    const pf = await serveDist(server, copy);
    children.push(pf.child);
    browser = await chromium.launch({ executablePath, headless: true, args });
    const runs: Run[] = [];
    for (const lang of LANGS) {
      const set = queries.filter((q) => q.lang === lang);
      if (set.length === 0) continue;
      const prefix = lang === 'pl' ? '/pl' : '';
      runs.push(await runEngine(browser, OURS, `${ours.origin}${prefix}/search`, lang, labels[lang], set));
      runs.push(await runEngine(browser, theirs, `${pf.origin}${prefix}/pagefind-bench`, lang, labels[lang], set));
    }
    const counts = LANGS.map((lang) => `${queries.filter((q) => q.lang === lang).length} ${lang}`).join(', ');
    const meta =
      `${relative(pwa, queryFile)} (${counts} queries), Chromium ${browser.version()} headless; both pages served by ` +
      `marigold-serve with the same precompressed copies and headers (Brotli where a compressed copy ` +
      `exists); a new context per engine and language, service workers blocked; ` +
      `each query typed a character at a time, the next once the previous one's results are on screen.`;
    const text = report(runs, meta);
    console.log(text);
    if (out) writeFileSync(out, text + '\n');
    if (details) writeFileSync(details, JSON.stringify(runs, null, 2) + '\n');
  } finally {
    await browser?.close();
    for (const child of children) child.kill();
    if (process.env.BENCH_KEEP) console.error(`bench:search: kept ${root}`);
    else rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  }
}

try {
  await main();
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
}
