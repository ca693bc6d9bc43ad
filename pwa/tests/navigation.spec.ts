// Runs in Chromium against the served dist/: moving between pages inside the app shows what
// opening each page by its address shows.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

test.use({ serviceWorkers: 'block' });

/** The main heading of `path` opened by its address, in a page of its own: what opening it in
 * place must show. */
async function headingOf(page: Page, path: string): Promise<string> {
  const other = await page.context().newPage();
  await other.goto(path);
  const heading = await other.getByRole('heading', { level: 1 }).textContent();
  await other.close();
  return heading ?? '';
}

/** Marks the window: a full page load starts a new one, without the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test('a link to a page the app has not seen yet opens it in place, and Back returns', async ({ page, watched }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  await mark(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const h1 = page.getByRole('heading', { level: 1 });

  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(h1).toHaveText(await headingOf(page, '/contact'));

  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(h1).toHaveText(await headingOf(page, '/about'));

  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(h1).toHaveText(await headingOf(page, '/contact'));
  expect(await stayed(page)).toBe(true);
  expect(watched.consoleProblems).toEqual([]);
});

test('the language switch opens the other language’s page in place', async ({ page, watched }) => {
  await page.goto('/services');
  await waitForHydration(page);
  await mark(page);
  await page.locator('header .lang-switch').first().click({ force: true });
  await expect(page).toHaveURL(/\/pl\/services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await headingOf(page, '/pl/services'));
  expect(await stayed(page)).toBe(true);
  expect(watched.consoleProblems).toEqual([]);
});
