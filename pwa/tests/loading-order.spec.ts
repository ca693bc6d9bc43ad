// Runs in Chromium against the served dist/. The order a first visit loads in: each brand font
// the page preloads is fetched once (the preload is the request the stylesheet's face uses;
// tests/routes.spec.ts checks every page draws text in each), and the app's modules are
// requested only once the page has painted, all listed in the page, each marked for V8 to compile on
// a background thread.
import { routes } from '../src/routes/paths.ts';
import { expect, preloadedFonts, test, waitForHydration } from './fixtures.ts';

const pages = [
  routes.find((r) => r.key === 'home' && r.lang === 'en')!.path,
  routes.find((r) => r.key === 'article' && r.lang === 'pl')!.path,
];

test.use({ serviceWorkers: 'block' });

for (const path of pages) {
  test(`${path}: every preloaded font is fetched once`, async ({ page, watched }) => {
    await page.goto(path);
    await waitForHydration(page);
    const preloaded = await preloadedFonts(page);
    expect(preloaded.length).toBeGreaterThanOrEqual(3);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.woff2')),
    );
    for (const font of preloaded)
      expect(
        fetched.filter((p) => p === font),
        font,
      ).toHaveLength(1);
    expect(watched.consoleProblems).toEqual([]);
  });

  test(`${path}: the app's modules are requested after the first contentful paint`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { paint, modules } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      modules: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.*\.js$/.test(e.name) && !/\/load-app-/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(modules.length).toBeGreaterThan(0);
    expect(Math.min(...modules)).toBeGreaterThanOrEqual(paint!);
  });

  test(`${path}: every module it hydrates with is listed in the page, so none is requested late`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { listed, fetched } = await page.evaluate(async () => {
      // The chunk table scripts/page-template.ts writes into load-app.js, and the page's set in it.
      const boot = document.querySelector<HTMLScriptElement>('script[data-modules]')!;
      const source = await (await fetch(boot.src)).text();
      const table = JSON.parse(/JSON\.parse\('(.*?)'\)/.exec(source)![1]!) as {
        entry: string;
        imports: string[];
        sets: { imports: string[]; preloads: string[] }[];
      };
      const set = table.sets[Number(boot.dataset.modules)]!;
      return {
        listed: [table.entry, ...table.imports, ...set.imports, ...set.preloads],
        // Requested before the page had hydrated (the service worker's module comes after).
        fetched: performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime < performance.getEntriesByName('hydrated')[0]!.startTime)
          .map((e) => new URL(e.name).pathname)
          .filter((p) => /^\/assets\/.*\.js$/.test(p) && !p.startsWith('/assets/load-app-')),
      };
    });
    // Its screen and strings too: were they left to the entry, Vite's preload helper would add a
    // link per chunk in the middle of hydrating, and each would be one more round trip later.
    expect(listed.some((m) => /-page-/.test(m))).toBe(true);
    expect(fetched.filter((m) => !listed.includes(m))).toEqual([]);
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  test(`${path}: every module it hydrates with is marked for eager compilation`, async ({ page, request }) => {
    await page.goto(path);
    await waitForHydration(page);
    const modules = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => /^\/assets\/.*\.js$/.test(p) && !p.startsWith('/assets/load-app-')),
    );
    expect(modules.length).toBeGreaterThan(1);
    for (const module of modules) {
      const text = await (await request.get(module)).text();
      // V8's explicit compile hint counts only as the file's first line.
      expect(text.split('\n', 1)[0], module).toBe('//# allFunctionsCalledOnLoad');
    }
  });
}
