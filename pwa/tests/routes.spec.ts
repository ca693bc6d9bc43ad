// Runs in Chromium against the served dist/. Every route of the route list, in both
// languages, plus the not-found cases: status, language, content without JavaScript, clean
// hydration, no axe-core violations, the EN/PL switch, and no request off the origin.
import { notFoundExamples, routes, switchLanguagePath } from '../src/routes/paths.ts';
import { axeViolations, expect, test, waitForHydration } from './fixtures.ts';

const cases = [
  ...routes.map((r) => ({ path: r.path, lang: r.lang, status: 200 })),
  ...notFoundExamples.map((r) => ({ ...r, status: 404 })),
];

for (const { path, lang, status } of cases) {
  test.describe(`${path}`, () => {
    test(`answers ${status} with lang=${lang}, a title and an h1 without JavaScript`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status()).toBe(status);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await context.close();
    });

    test('hydrates with a clean console, no foreign requests and no axe violations', async ({ page, watched }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(watched.consoleProblems.filter((p) => !(status === 404 && p.includes('404')))).toEqual([]);
      expect(watched.foreignRequests).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the language switch leads to the same page in the other language', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const other = lang === 'en' ? 'pl' : 'en';
      const expected = switchLanguagePath(path, other);
      await page.locator('header .lang-switch').first().click({ force: true });
      await expect(page).toHaveURL(new RegExp(`${expected.replace(/[/.]/g, '\\$&')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });
  });
}
