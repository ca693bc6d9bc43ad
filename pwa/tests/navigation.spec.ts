// Runs in Chromium against the served dist/: moving between pages inside the app. The router
// starts with only the routes of the page it opened on (src/routes/route-discovery.ts) and
// learns each other page's route as a navigation needs it; the reader sees no difference.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

test.use({ serviceWorkers: 'block' });

/** The main heading `path` has when loaded in full: what the page shows when opened in place. */
async function headingOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .trim();
}

/** Marks the window: a full page load starts a new one, without the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test('a link to a page the app has not seen yet opens it in place, and Back returns', async ({
  page,
  request,
  watched,
}) => {
  await page.goto('/faq');
  await waitForHydration(page);
  await mark(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const h1 = page.getByRole('heading', { level: 1 });

  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(h1).toHaveText(await headingOf(request, '/contact'));

  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(h1).toHaveText(await headingOf(request, '/about'));

  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(h1).toHaveText(await headingOf(request, '/contact'));
  expect(await stayed(page)).toBe(true);
  expect(watched.consoleProblems).toEqual([]);
});

test('the language switch opens the other language’s page in place', async ({ page, request, watched }) => {
  await page.goto('/services');
  await waitForHydration(page);
  await mark(page);
  await page.locator('header .lang-switch').first().click({ force: true });
  await expect(page).toHaveURL(/\/pl\/services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await headingOf(request, '/pl/services'));
  expect(await stayed(page)).toBe(true);
  expect(watched.consoleProblems).toEqual([]);
});
