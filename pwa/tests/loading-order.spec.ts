// Runs in Chromium against the served dist/. The order a first visit loads in: each brand font
// the page preloads is fetched once (the preload is the request the stylesheet's face uses;
// tests/routes.spec.ts checks every page draws text in each), the app's modules are requested
// only once the page has painted (src/boot/paint-first.js), and the page preloads its screen and
// interface strings beside the entry, fetching no module twice.
import { routes } from '../src/shared/paths.ts';
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

  test(`${path}: its screen and strings are preloaded by the page, and no module is fetched twice`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { preloaded, fetched } = await page.evaluate(() => ({
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (l) => new URL(l.href).pathname,
      ),
      fetched: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < performance.getEntriesByName('hydrated')[0]!.startTime)
        .map((e) => new URL(e.name).pathname)
        .filter((p) => /^\/assets\/.*\.js$/.test(p)),
    }));
    // Were they left to the entry, the browser would learn of them only once the entry runs,
    // a round trip later.
    expect(preloaded.some((m) => /-page-/.test(m))).toBe(true);
    expect(preloaded.some((m) => /\/(en|pl)-[\w-]+\.js$/.test(m))).toBe(true);
    expect(fetched.filter((m) => /-page-/.test(m) && !preloaded.includes(m))).toEqual([]);
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  test(`${path}: the app's modules are requested once the page has painted`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { paint, modules } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      modules: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.*\.js$/.test(e.name) && !/\/boot-/.test(e.name))
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
    }));
    expect(paint).toBeDefined();
    expect(modules.length).toBeGreaterThan(3);
    expect(modules.filter((m) => m.start < paint!)).toEqual([]);
  });
}
