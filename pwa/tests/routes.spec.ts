// Runs in Chromium against the served dist/. Every route of the route list, in both
// languages, plus the not-found cases: status, language, content without JavaScript, its main
// content sent once, clean hydration that leaves the page as it was (also with service workers
// blocked), no axe-core violations, text drawn in every font the page preloads, no English
// interface string on a Polish page, the web app manifest of the page's language, the EN/PL
// switch (which switches the manifest too), and no request off the origin.
import { manifestPath } from '../src/shared/site.ts';
import { notFoundExamples, routes, switchLanguagePath } from '../src/shared/paths.ts';
import { join } from 'node:path';
import { BUDGETS, gzipSize, LIBRARY_CHUNK } from '../scripts/budgets.ts';
import { englishFragments, englishStringsIn } from './english-strings.ts';
import {
  axeViolations,
  expect,
  hydrationChanges,
  recordHydrationChanges,
  test,
  undrawnPreloadedFonts,
  waitForHydration,
} from './fixtures.ts';

const dist = join(import.meta.dirname, '..', '..', 'dist');

const cases = [
  ...routes.map((r) => ({ path: r.path, lang: r.lang, status: 200 })),
  ...notFoundExamples.map((r) => ({ ...r, status: 404 })),
];

// The service worker is one piece of code for every page, and precaching the whole site behind
// each of ~150 page loads would double the suite's time. So it runs on the home and not-found
// pages of each language, each also checked with it blocked; every other page hydrates with it
// blocked, which is the "service worker unavailable" case (a browser or privacy setting) too.
const withServiceWorker = new Set([
  ...routes.filter((r) => r.key === 'home').map((r) => r.path),
  ...['en', 'pl'].map((l) => notFoundExamples.find((r) => r.lang === l)!.path),
]);

/** The browser's own notice of a 404 status is expected on the not-found pages. */
const expectedNotice = (problem: string, status: number) => status === 404 && problem.includes('404');

for (const { path, lang, status } of cases) {
  test.describe(`${path}`, () => {
    test(`answers ${status} with lang=${lang}, a title and an h1 without JavaScript, and carries its main content once`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status()).toBe(status);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      const twice = await page.evaluate(() => {
        // Paragraphs and list items of the page's body; a breadcrumb is navigation, and its
        // last crumb is the page's name, which the breadcrumb structured data names too.
        const paragraphs = [...document.querySelectorAll('main p, main li')]
          .filter((p) => !p.closest('nav'))
          .map((p) => p.textContent?.replace(/\s+/g, ' ').trim() ?? '')
          .filter((text) => text.length >= 40);
        // Every text the file holds besides the page itself: the hydration data's strings (as
        // text, markup removed) and every other script or template.
        const asText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
        const strings: string[] = [];
        const collect = (v: unknown): void => {
          if (typeof v === 'string') strings.push(asText(v));
          else if (v && typeof v === 'object') Object.values(v).forEach(collect);
        };
        const data = document.getElementById('route-data')?.textContent;
        if (data) collect(JSON.parse(data));
        for (const s of document.querySelectorAll('script:not(#route-data), template'))
          strings.push(s.textContent ?? '');
        const elsewhere = strings.join('\n').replace(/\s+/g, ' ');
        return paragraphs.filter((p) => elsewhere.includes(p));
      });
      expect(twice, 'paragraphs that the HTML file carries twice').toEqual([]);
      await context.close();
    });

    test.describe(() => {
      test.use({ serviceWorkers: withServiceWorker.has(path) ? 'allow' : 'block' });
      // One visit, checked step by step (each step names the behaviour it checks), so every
      // route costs one page load.
      test('hydrates as pre-rendered, and reads and switches language as a visitor would', async ({
        page,
        watched,
      }) => {
        await recordHydrationChanges(page);
        await page.goto(path);
        await waitForHydration(page);
        await test.step('hydrating changes nothing on the pre-rendered page', async () => {
          expect(await hydrationChanges(page)).toEqual([]);
        });
        await test.step('what it loads before hydrating is within the JavaScript budgets', async () => {
          // The service worker's registration follows, once the page is idle, and is budgeted
          // on its own line (scripts/budgets.ts).
          const scripts = await page.evaluate(() => {
            const hydrated = performance.getEntriesByName('hydrated')[0]!.startTime;
            const loaded = performance
              .getEntriesByType('resource')
              .filter((e) => e.startTime < hydrated && /\.js$/.test(new URL(e.name).pathname))
              .map((e) => new URL(e.name).pathname);
            return [...new Set(loaded)];
          });
          const gzip = (files: string[]) => files.reduce((n, p) => n + gzipSize(dist, p.slice(1)), 0);
          expect(scripts.length, 'scripts loaded before hydrating').toBeGreaterThan(3);
          expect(gzip(scripts), `first-visit JS (gzip) of ${scripts.join(', ')}`).toBeLessThanOrEqual(
            BUDGETS.firstVisitJs,
          );
          const own = scripts.filter((p) => !LIBRARY_CHUNK.test(p));
          expect(gzip(own), `the app's own JS (gzip) of ${own.join(', ')}`).toBeLessThanOrEqual(BUDGETS.appJs);
        });
        await test.step('the console is clean and no request leaves the site', async () => {
          expect(watched.consoleProblems.filter((p) => !expectedNotice(p, status))).toEqual([]);
          expect(watched.foreignRequests).toEqual([]);
        });
        await test.step('axe finds no violation', async () => {
          expect(await axeViolations(page)).toEqual([]);
        });
        await test.step('it draws text in every font it preloads', async () => {
          expect(await undrawnPreloadedFonts(page)).toEqual([]);
        });
        // Linked once the page has hydrated and the browser is idle (use-manifest-link.ts).
        const manifest = page.locator('link[rel="manifest"]');
        await test.step("it links its language's web app manifest", async () => {
          await expect(manifest).toHaveAttribute('href', manifestPath(lang));
        });
        if (lang === 'pl')
          await test.step('a Polish page shows no English interface string', async () => {
            const text = await page.locator('body').innerText();
            expect(englishStringsIn(text)).toEqual([]);
          });
        await test.step('the language switch leads to the same page in the other language', async () => {
          const other = lang === 'en' ? 'pl' : 'en';
          const expected = switchLanguagePath(path, other);
          await page.locator('header .lang-switch').first().click({ force: true });
          await expect(page).toHaveURL(new RegExp(`${expected.replace(/[/.]/g, '\\$&')}$`));
          await expect(page.locator('html')).toHaveAttribute('lang', other);
          await expect(manifest).toHaveAttribute('href', manifestPath(other));
        });
      });
    });

    if (withServiceWorker.has(path))
      test.describe('with service workers unavailable', () => {
        test('still hydrates with no uncaught error and a clean console', async ({ page, watched }) => {
          await page.goto(path);
          await waitForHydration(page);
          expect(watched.consoleProblems.filter((p) => !expectedNotice(p, status))).toEqual([]);
        });
      });
  });
}

test('the Polish pages check would notice an English interface string', () => {
  expect(englishFragments.some(({ part }) => part === 'Skip to main content')).toBe(true);
  expect(englishStringsIn('Przejdź do treści. Skip to main content')).toEqual([
    'common.skipToContent: Skip to main content',
  ]);
});
