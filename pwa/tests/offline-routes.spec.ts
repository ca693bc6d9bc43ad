// Runs in Chromium against the served dist/: after one visit, every route of the route list, in
// both languages, opens offline at an address with an unknown query parameter and a fragment,
// as the same page it is online (its pre-rendered title, its language, hydrated, a clean
// console). Then the addresses families really carry offline: a copied care-costs link, and the
// contact form reloaded after the estimate was handed to it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { pathOf, routes, type Lang } from '../src/shared/paths.ts';
import { expect, goOfflineAfterFirstVisit, test, waitForHydration } from './fixtures.ts';

const dist = join(import.meta.dirname, '..', '..', 'dist');

/** The `<title>` of a route's pre-rendered file, as the server sends it online. */
function builtTitle(path: string): string {
  const html = readFileSync(join(dist, `${path === '/' ? 'index' : path.slice(1)}.html`), 'utf8');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');
}

// One browser context for the whole file: the service worker precaches the site once, then
// the network is cut and every route is opened from the precache.
test.describe.serial('offline, at an address with a query string and a fragment', () => {
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  test.beforeAll(async ({ browser }, testInfo) => {
    context = await browser.newContext({ serviceWorkers: 'allow', baseURL: testInfo.project.use.baseURL });
    page = await context.newPage();
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
    });
    await goOfflineAfterFirstVisit(page, context);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test.beforeEach(() => {
    problems.length = 0;
  });

  for (const route of routes) {
    test(`${route.path}?utm=no&x=1#main opens as ${route.path} does`, async () => {
      await page.goto(`${route.path}?utm=no&x=1#main`);
      await waitForHydration(page);
      await expect(page).toHaveTitle(builtTitle(route.path));
      await expect(page.locator('html')).toHaveAttribute('lang', route.lang);
      await expect(page.locator('.site-header')).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  const words = {
    en: { visits: 'Visits a week', between: /count £15 a week/, message: 'Message (optional)' },
    pl: { visits: 'Liczba wizyt w tygodniu', between: /15\u00a0£ tygodniowo/, message: 'Wiadomość (nieobowiązkowo)' },
  } as const;
  for (const lang of ['en', 'pl'] as Lang[]) {
    const w = words[lang];
    test(`${lang}: a copied care-costs link restores its answers, and the contact form keeps the hand-off when reloaded`, async () => {
      const savings = 18000;
      await page.goto(`${pathOf('care-costs', lang)}?visits=3&length=2&savings=${savings}&age=pension`);
      await waitForHydration(page);
      await expect(page.getByLabel(w.visits)).toHaveValue('3');
      await expect(page.getByText(w.between).first()).toBeVisible();
      await page.locator('.care-costs-actions a[href*="contact"]').click();
      await expect(page).toHaveURL(/\/contact\?message=/);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByLabel(w.message)).toHaveValue(/visits=3/);
      expect(problems).toEqual([]);
    });
  }
});
