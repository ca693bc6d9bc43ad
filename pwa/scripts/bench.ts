// Lighthouse benchmark of the built site: serves dist/ with marigold-serve and runs Lighthouse's
// mobile performance audit (its default config: simulated throttling, Moto G Power emulation) on
// one route of every screen in both languages. Each run gets a fresh Chromium profile, so every
// figure is a cold first visit. Prints the medians as a Markdown table against the performance
// targets, and the longest main-thread task of each load. Then it measures two controls served the
// same way: a blank page, to show what the machine gives any page in the same run, and the React
// floor, the home page's markup with React DOM hydrating an empty root (scripts/react-floor.ts),
// to show what running React costs any page. It reports figures and exits 0; only a failure to
// measure exits non-zero.
//   scripts/build.sh && cd pwa && npm run bench
// `npm run bench -- /faq` measures only the routes whose path contains /faq; each argument is a
// regular expression, and a route is measured if any matches: `npm run bench -- '^/(pl)?$' search`.
// BENCH_RUNS runs per route (3), BENCH_DIST and BENCH_SERVER point at another build or server
// binary, BENCH_OUT also writes the tables to that file, BENCH_LHR=<folder> keeps the reports.
// BENCH_BASELINE=<another dist> also measures every route on that build, each run beside the
// same run of this one, and prints its table too: a mechanism's gain, with and without it, in one
// run (docs/performance.md).
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { alternatesOf, type SiteRoute } from '../src/shared/paths.ts';
import { CONTROL_LABEL, CONTROL_PAGE, FLOOR_LABEL, reactFloor } from './bench-controls.ts';
import { againstControls, controlsOf, longTasks, median, table, type Sample } from './bench-report.ts';
import { serveDist } from './serve-dist.ts';

const pwa = join(import.meta.dirname, '..');
const repo = join(pwa, '..');
const dist = resolve(process.env.BENCH_DIST ?? join(repo, 'dist'));
const server = resolve(process.env.BENCH_SERVER ?? join(repo, 'target', 'release', 'marigold-serve'));
const routeList = join(pwa, 'generated', 'data', 'routes.json');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const out = process.env.BENCH_OUT;
const baseline = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : undefined;
const filters = process.argv.slice(2).map((f) => new RegExp(f));

const chromium = '/usr/bin/chromium';
// Debian's Chromium, headless and quiet: this machine has no network, so Chromium's own
// background calls (sync, component updates, first-run pages) would only add noise.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Even with the flags above Chromium still looks up accounts.google.com and clients2.google.com
  // (seen with strace). Every name fails here without a DNS query, so nothing leaves the machine;
  // the pages are fetched from 127.0.0.1, which needs no lookup.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

interface Target {
  path: string;
  /** The server answers 404 here, which Lighthouse treats as a failed load unless told. */
  notFound: boolean;
  /** The blank page of CONTROL_PAGE, not the site's: it has no app to hydrate. */
  control?: boolean;
}

function fail(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(1);
}

function checkInputs(): void {
  const missing = [
    [server, 'server binary'],
    [join(dist, 'index.html'), 'built site'],
    [routeList, 'route list'],
  ].filter(([path]) => !existsSync(path));
  if (missing.length === 0) return;
  const list = missing.map(([path, what]) => `  ${what}: ${path}`).join('\n');
  fail(`missing\n${list}\nRun scripts/build.sh at the repository root first (or set BENCH_DIST and BENCH_SERVER).`);
}

/** One route per screen and language, taken from the route list by page key. */
function pickTargets(routes: SiteRoute[]): Target[] {
  const find = (key: string, lang: string) => {
    // Blog category pages share the blog's key; the blog's own page has no category.
    const route = routes.find((r) => r.key === key && r.lang === lang && !r.category);
    if (!route) fail(`no ${lang} route with key ${key} in ${routeList}`);
    return route.path;
  };
  const article = find('article', 'en');
  const articleRoute = routes.find((r) => r.path === article);
  const articlePl = articleRoute && alternatesOf(articleRoute).pl;
  if (!articlePl) fail(`article ${article} has no Polish alternate`);
  const pairs = ['home', 'blog', 'search', 'contact', 'care-costs', 'faq', 'packages-funding'].map((key) => [
    find(key, 'en'),
    find(key, 'pl'),
  ]);
  pairs.splice(1, 0, [article, articlePl]);
  const found = pairs.flat().map((path) => ({ path, notFound: false }));
  const notFound = ['/this-page-does-not-exist', '/pl/ta-strona-nie-istnieje'].map((path) => ({
    path,
    notFound: true,
  }));
  return [...found, ...notFound];
}

function numeric(audits: Record<string, { numericValue?: number }>, id: string, url: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`${url}: Lighthouse gave no value for ${id}`);
  return value;
}

type Items = { details?: { items?: Record<string, unknown>[] } };

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (processor) time, where the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
}

/**
 * The longest main-thread task, in ms as observed (unthrottled), from the page's first
 * contentful paint to the `hydrated` mark the app sets (shared/hydration.tsx): the app's modules
 * load and hydrate the painted page then. Lighthouse's own long-tasks audit simulates the whole
 * load's schedule instead, which can move work done before the paint after it. `wall` is the
 * task's length; `cpu` the longest processor time of a task, which leaves out the time the
 * thread was descheduled: on a 2-core machine shared with Lighthouse and Chromium's other
 * processes, a task of 1 ms of work can last 12.
 */
function longestHydrationTask(events: TraceEvent[], url: string): { wall: number; cpu: number } {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const hydrated = paint && events.find((e) => e.name === 'hydrated' && e.pid === paint.pid);
  if (!paint || !hydrated)
    throw new Error(`${url}: the trace has no first paint or no hydrated mark (did the page hydrate?)`);
  let longest = 0;
  let longestCpu = 0;
  let end = 0;
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === paint.pid && e.tid === hydrated.tid)
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    if (task.ts < end) continue; // a task nested in another
    end = task.ts + (task.dur ?? 0);
    if (task.ts >= paint.ts && task.ts <= hydrated.ts) {
      longest = Math.max(longest, (task.dur ?? 0) / 1000);
      longestCpu = Math.max(longestCpu, (task.tdur ?? task.dur ?? 0) / 1000);
    }
  }
  return { wall: longest, cpu: longestCpu };
}

/** One Lighthouse run in a new browser profile: a cold first visit. */
async function measure(url: string, target: Target): Promise<Sample> {
  const profile = mkdtempSync(join(tmpdir(), 'marigold-bench-'));
  const chrome = await launch({ chromePath: chromium, chromeFlags, userDataDir: profile, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      ignoreStatusCode: target.notFound,
    });
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const { lhr } = result;
    // BENCH_LHR=<folder> keeps each run's full Lighthouse report, to see where the time goes.
    if (process.env.BENCH_LHR)
      writeFileSync(
        join(process.env.BENCH_LHR, `${target.path.replace(/\W+/g, '_') || 'home'}.json`),
        JSON.stringify(lhr),
      );
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error(`${url}: no performance score`);
    const audits = lhr.audits;
    // Sorted longest first; only tasks of 50 ms or more are listed.
    const tasks = (audits['long-tasks'] as Items).details?.items ?? [];
    const longest = tasks[0];
    const fcp = numeric(audits, 'first-contentful-paint', url);
    const afterPaint = tasks.find((t) => Number(t.startTime) >= fcp);
    const hydrating = target.control
      ? { wall: 0, cpu: 0 }
      : longestHydrationTask(result.artifacts.Trace.traceEvents, url);
    const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    const origin = new URL(url).origin;
    const requests = (audits['network-requests'] as Items).details?.items ?? [];
    const offMachine = requests
      .map((r) => String(r.url))
      .filter((u) => /^(https?|wss?):/.test(u) && new URL(u).origin !== origin);
    return {
      performance: score * 100,
      fcp,
      lcp: numeric(audits, 'largest-contentful-paint', url),
      tbt: numeric(audits, 'total-blocking-time', url),
      cls: numeric(audits, 'cumulative-layout-shift', url),
      bytes: numeric(audits, 'total-byte-weight', url),
      longestTask: Number(longest?.duration ?? 0),
      longestTaskUrl: String(longest?.url ?? ''),
      longestAfterPaint: Number(afterPaint?.duration ?? 0),
      longestHydrating: hydrating.wall * slowdown,
      longestHydratingCpu: hydrating.cpu * slowdown,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lighthouseVersion: lhr.lighthouseVersion,
      offMachine,
    };
  } finally {
    const exit = chrome.process.exitCode === null ? once(chrome.process, 'exit') : Promise.resolve();
    chrome.kill();
    await exit;
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * Lighthouse sometimes loses the trace of a load (NO_NAVSTART, "Please run Lighthouse again"),
 * more often on a busy machine; a fresh run measures the page. A page that keeps failing is an error.
 */
async function measureWithRetries(url: string, target: Target, label: string): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, target);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${label}: ${error instanceof Error ? error.message : String(error)}; running it again`);
    }
  }
}

/** `runs` runs of one target, with progress on stderr so stdout holds only the report. */
async function measureRuns(origin: string, target: Target, label: string, count = runs): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 1; run <= count; run++) {
    const sample = await measureWithRetries(`${origin}${target.path}`, target, label);
    samples.push(sample);
    console.error(
      `${label} run ${run}/${count}: performance ${sample.performance.toFixed(0)}, ` +
        `LCP ${(sample.lcp / 1000).toFixed(2)} s, TBT ${sample.tbt.toFixed(0)} ms`,
    );
  }
  return samples;
}

async function main(): Promise<void> {
  if (!Number.isInteger(runs) || runs < 1) fail(`BENCH_RUNS must be a whole number of at least 1, not ${runs}`);
  if (!existsSync(chromium)) fail(`no Chromium at ${chromium} (apt-get install chromium)`);
  checkInputs();
  const routes = JSON.parse(readFileSync(routeList, 'utf8')) as SiteRoute[];
  const targets = pickTargets(routes).filter((t) => filters.length === 0 || filters.some((f) => f.test(t.path)));
  if (targets.length === 0) fail(`no benchmarked route matches ${filters.join(' or ')}`);
  const results: [string, Sample[]][] = [];
  const baselineResults: [string, Sample[]][] = [];
  const site = await serveDist(server, dist);
  const other = baseline ? await serveDist(server, baseline) : undefined;
  try {
    for (const target of targets) {
      if (!other) {
        results.push([target.path, await measureRuns(site.origin, target, target.path)]);
        continue;
      }
      // Each run of this build beside the same run of the baseline, so both meet the same
      // moment of a shared machine.
      const mine: Sample[] = [];
      const theirs: Sample[] = [];
      for (let run = 0; run < runs; run++) {
        mine.push(...(await measureRuns(site.origin, target, target.path, 1)));
        theirs.push(...(await measureRuns(other.origin, target, `baseline ${target.path}`, 1)));
      }
      results.push([target.path, mine]);
      baselineResults.push([target.path, theirs]);
    }
  } finally {
    site.child.kill();
    other?.child.kill();
  }
  const floorRoot = await reactFloor(dist);
  const floor = await serveDist(server, floorRoot);
  try {
    results.push([
      FLOOR_LABEL,
      await measureRuns(floor.origin, { path: '/react-floor', notFound: false }, FLOOR_LABEL),
    ]);
  } finally {
    floor.child.kill();
    rmSync(floorRoot, { recursive: true, force: true });
  }
  const controlRoot = mkdtempSync(join(tmpdir(), 'marigold-bench-control-'));
  writeFileSync(join(controlRoot, 'index.html'), CONTROL_PAGE);
  const control = await serveDist(server, controlRoot);
  try {
    results.push([
      CONTROL_LABEL,
      await measureRuns(control.origin, { path: '/', notFound: false, control: true }, CONTROL_LABEL),
    ]);
  } finally {
    control.child.kill();
    rmSync(controlRoot, { recursive: true, force: true });
  }
  const all = [...results, ...baselineResults].flatMap(([, s]) => s);
  const offMachine = [...new Set(all.flatMap((s) => s.offMachine))];
  // The user agent is reduced to the major version (156.0.0.0), so ask the binary.
  const browser = execFileSync(chromium, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const report = [
    `Lighthouse ${all[0].lighthouseVersion}, mobile defaults (simulated throttling, Moto G Power emulation), performance only; ` +
      `median of ${runs} cold run${runs === 1 ? '' : 's'} per route, each in a new Chromium profile ` +
      `(${browser}). Machine benchmarkIndex ${median(all.map((s) => s.benchmarkIndex)).toFixed(0)}.`,
    '',
    table(results, controlsOf(results)),
    '',
    "Targets (docs/requirements.md): Performance ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02; FCP within 0.15 s of the blank page's and TBT at most 50 ms above the React floor's, both controls measured in the same run (below); ✗ marks a median that misses.",
    '',
    `The last two rows are the controls, served by the same server and measured the same way after the routes. The React floor: the home page's markup, stylesheet and boot script, starting React DOM (bundled as the site bundles it) hydrating an empty root instead of the app; what running React at all costs a page. The blank page: one heading and one paragraph, no stylesheet, font or script; what this machine gives any page in this run (its TBT is the navigation task alone, the browser creating the page's context, at 4× like the rest).`,
    '',
    againstControls(controlsOf(results)),
    ...(baseline
      ? [
          '',
          `The same routes on the baseline build (${baseline}), each run beside the same run of the build above:`,
          '',
          table(baselineResults, controlsOf(results)),
        ]
      : []),
    '',
    "Longest main-thread task (at 4× CPU slowdown; target: none over 50 ms during hydration). Longest task: the whole load, as the long-tasks audit simulates it, with the navigation and the first layout before anything is on screen. Longest after first paint: the same simulation, tasks it starts after its first paint; it can move work done before the paint (the first layout, a paint) after it. Longest while hydrating: the tasks of the recorded trace from the first contentful paint to the app's hydrated mark (its modules load and hydrate the painted page then; a tap would wait for them), each at 4× as the simulation counts it: first its observed length, then its work (the thread's processor time, which leaves out the time the thread waited for a core while Lighthouse and Chromium's other processes had both); ✗ marks a median over the target:",
    '',
    longTasks(results),
    ...(offMachine.length ? ['', `Requests that left the local server: ${offMachine.join(', ')}`] : []),
  ].join('\n');
  console.log(report);
  if (out) writeFileSync(out, report + '\n');
}

try {
  await main();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
