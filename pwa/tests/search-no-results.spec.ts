// A search that finds nothing is never a dead end: in the page's language it offers
// a nearer spelling from the index's own words, the topics worth a look, and the phone number and
// contact page, online and offline.
import { expect, goOfflineAfterFirstVisit, test, waitForHydration } from './fixtures.ts';
import siteJson from '../generated/data/site.json' with { type: 'json' };

const phone = siteJson.contact.phone;

test.describe('when nothing matches', () => {
  test('English: did you mean, topics near the suggestion, and a person to call', async ({ page, watched }) => {
    await page.goto('/search');
    await waitForHydration(page);
    const input = page.getByLabel('Search for');
    await input.fill('demenshya');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No results for “demenshya”.');
    const suggestion = page.getByRole('button', { name: 'dementia', exact: true });
    await expect(suggestion).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Topics to look at' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Dementia Care', exact: true })).toHaveAttribute(
      'href',
      '/blog/category/dementia-care',
    );
    await expect(page.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute(
      'href',
      `tel:${siteJson.contact.phone_international}`,
    );
    await expect(page.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');

    await suggestion.click();
    await expect(input).toHaveValue('dementia');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/results? for “dementia”/);
    await expect(page.getByRole('link', { name: /Supporting a Loved One with Dementia/ })).toBeVisible();
    expect(watched.consoleProblems).toEqual([]);
  });

  test('Polish: the same help in Polish, and every topic when nothing is near', async ({ page }) => {
    await page.goto('/pl/search');
    await waitForHydration(page);
    const input = page.getByLabel('Czego Państwo szukają?');
    await input.fill('wytchnienowaaa');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Brak wyników dla „wytchnienowaaa”.');
    await expect(page.getByText('Czy chodziło Państwu o')).toBeVisible();
    await page.getByRole('button', { name: 'wytchnieniowa' }).click();
    await expect(input).toHaveValue('wytchnieniowa');
    await expect(page.locator('.search-results a[href="/pl/blog/respite-care-sandwell"]')).toBeVisible();

    await input.fill('qxzvw');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Brak wyników dla „qxzvw”.');
    await expect(page.getByText('Czy chodziło Państwu o')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Tematy, które warto przejrzeć' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Opieka przy demencji', exact: true }),
    ).toHaveAttribute('href', '/pl/blog/category/dementia-care');
    await expect(page.getByRole('link', { name: `Zadzwoń: ${phone}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Napisz do nas' })).toHaveAttribute('href', '/pl/contact');
  });

  test('a filter that hides every result can be lifted from the help', async ({ page }) => {
    await page.goto('/search?q=sundowning&kind=faq');
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No results for “sundowning”.');
    await page.getByRole('button', { name: 'Search everything instead' }).click();
    await expect(page.getByLabel('Show')).toHaveValue('');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/results? for “sundowning”/);
  });
});

test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  for (const { lang, path, query, suggestion, call } of [
    { lang: 'en', path: '/search', query: 'demenshya', suggestion: 'dementia', call: `Call ${phone}` },
    { lang: 'pl', path: '/pl/search', query: 'wytchnienowaaa', suggestion: 'wytchnieniowa', call: `Zadzwoń: ${phone}` },
  ]) {
    test(`${lang}: no results still offers a spelling, topics and the phone number`, async ({ page, context }) => {
      await goOfflineAfterFirstVisit(page, context);
      await page.goto(`${path}?q=${query}`);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: suggestion, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: call })).toBeVisible();
      await expect(page.locator('.search-suggestions .tag-list a').first()).toBeVisible();
      await page.getByRole('button', { name: suggestion, exact: true }).click();
      await expect(page.locator('.search-results li').first()).toBeVisible();
      await context.setOffline(false);
    });
  }
});
