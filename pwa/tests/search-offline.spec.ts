// Runs in Chromium against the served dist/: search in both languages (typed queries,
// diacritics, a typo, hostile input), and the whole site offline after one visit.
import { expect, goOfflineAfterFirstVisit, test, waitForHydration } from './fixtures.ts';

test.describe('search', () => {
  test('finds the dementia article by a typed English query, with a typo', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    await page.getByLabel('Search for').pressSequentially('demensia at home');
    const result = page.locator('.search-results a', { hasText: 'Supporting a Loved One with Dementia' });
    await expect(result).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results? for/ })).toBeVisible();
    await expect(page).toHaveURL(/q=demensia/);
  });

  test('finds the Polish article without diacritics', async ({ page }) => {
    await page.goto('/pl/search');
    await waitForHydration(page);
    await page.getByLabel('Czego Państwo szukają?').fill('osoba z demencja');
    await expect(page.locator('.search-results a[href="/pl/blog/supporting-loved-one-dementia-home"]')).toBeVisible();
    await expect(page.locator('.search-results mark').first()).toBeVisible();
  });

  test.describe('when the search module fails', () => {
    // Without a service worker, so that the damaged file comes from the network as routed.
    test.use({ serviceWorkers: 'block' });
    test('the page says so in its language and the next query works', async ({ page }) => {
      let damaged = true;
      await page.route(/\/assets\/index\.pl-[^/]*\.bin$/, async (route) => {
        if (!damaged) return route.fallback();
        const response = await route.fetch();
        const bytes = await response.body();
        // A truncated download: the module refuses it with an error, as it would a trap.
        await route.fulfill({ response, body: bytes.subarray(0, bytes.length / 2) });
      });
      await page.goto('/pl/search');
      await waitForHydration(page);
      const input = page.getByLabel('Czego Państwo szukają?');
      await input.fill('demencja');
      await expect(
        page.getByRole('status').filter({ hasText: 'Wyszukiwarka tym razem nie odpowiedziała' }),
      ).toBeVisible();
      await expect(input).toHaveValue('demencja');
      damaged = false;
      await input.fill('demencja w domu');
      await expect(page.locator('.search-results a[href="/pl/blog/supporting-loved-one-dementia-home"]')).toBeVisible();
    });
  });

  test('a shared /search?q= link shows results', async ({ page }) => {
    await page.goto('/search?q=respite');
    await waitForHydration(page);
    await expect(page.locator('.search-results a[href="/blog/respite-care-sandwell"]')).toBeVisible();
  });

  for (const hostile of ['🙂🙂🙂', '?!...;;', 'x'.repeat(10_000), 'care опіка 介護', '<script>alert(1)</script>']) {
    test(`answers hostile input ${JSON.stringify(hostile.slice(0, 20))} without breaking`, async ({
      page,
      watched,
    }) => {
      await page.goto('/search');
      await waitForHydration(page);
      await page.getByLabel('Search for').fill(hostile);
      await expect(page.locator('.search-status')).toHaveText(/result|Type a word|No results/);
      expect(watched.consoleProblems).toEqual([]);
      await expect(page.locator('script:text("alert(1)")')).toHaveCount(0);
    });
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('after one visit the site works offline: an unvisited article, page and search', async ({ page, context }) => {
    await goOfflineAfterFirstVisit(page, context);

    await page.goto('/pl/blog/respite-care-sandwell');
    await expect(page.locator('h1')).toContainText('wytchnieniow');
    await expect(page.getByRole('status').filter({ hasText: 'offline' })).toBeVisible();

    await page.goto('/pl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

    await page.goto('/search?q=funding');
    await waitForHydration(page);
    await expect(page.locator('.search-results a[href="/blog/funding-home-care-complete-guide-2025"]')).toBeVisible();

    await page.goto('/no-such-page-offline');
    await expect(page.locator('h1')).toContainText('can’t find');
    await context.setOffline(false);
  });
});
