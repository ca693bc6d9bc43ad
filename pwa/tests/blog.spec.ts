// Runs in Chromium against the served dist/: the blog list and its category filter (also
// without JavaScript), the newsletter signup, related articles, the article loading state,
// offline search finding every article by its title, and the dates an article carries.
import { readFileSync } from 'node:fs';
import en from '../generated/data/articles.en.json' with { type: 'json' };
import pl from '../generated/data/articles.pl.json' with { type: 'json' };
import { expect, goOfflineAfterFirstVisit, test, waitForHydration } from './fixtures.ts';

/** When the article's facts were last checked, from its front matter (via the indexer). */
function reviewedDate(lang: string, slug: string): string {
  const url = new URL(`../generated/data/articles/${lang}/${slug}.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { reviewed: string }).reviewed;
}

for (const [lang, articles, shown] of [
  ['en', en, /^Last reviewed \d{1,2} [A-Z][a-z]+ \d{4}$/],
  ['pl', pl, /^Ostatnia weryfikacja: \d{1,2} \p{Ll}+ \d{4}$/u],
] as const) {
  test(`a ${lang} article shows when it was published and last reviewed, also in its JSON-LD`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { slug, date } = articles[0];
    const reviewed = reviewedDate(lang, slug);
    await page.goto(`${lang === 'pl' ? '/pl' : ''}/blog/${slug}`);
    const meta = page.locator('.article-meta');
    await expect(meta.locator(`time[datetime="${date}"]`)).toBeVisible();
    const review = meta.locator('span', { has: page.locator(`time[datetime="${reviewed}"]`) });
    await expect(review).toHaveText(shown);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = jsonLd.map((b) => JSON.parse(b) as Record<string, string>).find((d) => d['@type'] === 'Article');
    expect(article?.datePublished).toBe(date);
    expect(article?.dateModified).toBe(reviewed);
    await context.close();
  });
}

test('the category filter works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/blog`);
  await expect(page.locator('.article-card')).toHaveCount(en.length);
  await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Funding & Costs' }).click();
  await expect(page).toHaveURL(/\/blog\/category\/funding-costs$/);
  const funding = en.filter((a) => a.category === 'funding-costs');
  await expect(page.locator('.article-card')).toHaveCount(funding.length);
  await expect(page.locator('.article-card .badge')).toHaveText(funding.map(() => 'Funding & Costs'));
  await expect(page.getByRole('link', { name: 'Funding & Costs' })).toHaveAttribute('aria-current', 'page');
  await context.close();
});

test('the newsletter signup names a wrong address in Polish and keeps it', async ({ page }) => {
  await page.goto('/pl/blog');
  await waitForHydration(page);
  const field = page.getByLabel('Adres e-mail');
  await field.fill('anna@przyklad');
  await page.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(field).toHaveAccessibleDescription(/Prosimy podać adres e-mail w poprawnej formie/);
  await expect(field).toHaveValue('anna@przyklad');
  await expect(field).toBeFocused();
});

test('related articles: up to three of the same category, absent when there are none', async ({ page }) => {
  await page.goto('/blog/understanding-home-care-costs-2025');
  const related = page.getByRole('region', { name: 'More expert advice on funding & costs' });
  await expect(related.locator('.article-card')).toHaveCount(2);
  await expect(related.locator('a[href="/blog/understanding-home-care-costs-2025"]')).toHaveCount(0);
  await page.goto('/pl/blog/respite-care-sandwell');
  await expect(page.getByRole('heading', { name: /Więcej porad ekspertów/ })).toHaveCount(0);
});

test.describe('the loading state', () => {
  test.use({ serviceWorkers: 'block' });

  test('"Loading article..." shows while the article data loads, and only then', async ({ page }) => {
    await page.goto('/blog/supporting-loved-one-dementia-home');
    await waitForHydration(page);
    await expect(page.getByText('Loading article...')).toHaveCount(0);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The article's data comes from its pre-rendered page; hold that request.
    await page.route(/\/blog\/care-planning-guide-essentials$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/blog');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Care Planning Guide: The Essential Steps' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Care Planning Guide: The Essential Steps');
    await expect(page.getByText('Loading article...')).toHaveCount(0);
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('offline, search finds every article by the words of its title, in its own language', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await goOfflineAfterFirstVisit(page, context);
    for (const [lang, articles, label] of [
      ['en', en, 'Search for'],
      ['pl', pl, 'Czego Państwo szukają?'],
    ] as const) {
      await page.goto(lang === 'en' ? '/search' : '/pl/search');
      await waitForHydration(page);
      for (const article of articles) {
        await page.getByLabel(label).fill(article.title);
        const href = lang === 'en' ? `/blog/${article.slug}` : `/pl/blog/${article.slug}`;
        await expect(page.locator(`.search-results a[href="${href}"]`), article.title).toBeVisible();
      }
    }
  });
});

for (const [lang, articles, blogPath] of [
  ['en', en, '/blog'],
  ['pl', pl, '/pl/blog'],
] as const) {
  test(`the ${lang} Atom feed is discoverable and lists every ${lang} article with a working link`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto(blogPath);
    const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    const href = await feedLink.getAttribute('href');
    expect(href).toBe(lang === 'pl' ? '/pl/feed.xml' : '/feed.xml');
    await expect(page.locator(`main a[href="${href}"]`)).toBeVisible();

    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const atom = 'http://www.w3.org/2005/Atom';
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.namespaceURI === atom ? doc.documentElement.localName : null,
        lang: doc.documentElement.getAttribute('xml:lang'),
        entries: [...doc.getElementsByTagNameNS(atom, 'entry')].map((e) => ({
          title: e.getElementsByTagNameNS(atom, 'title')[0]?.textContent,
          link: e.getElementsByTagNameNS(atom, 'link')[0]?.getAttribute('href'),
          content: e.getElementsByTagNameNS(atom, 'content')[0]?.textContent ?? '',
          updated: e.getElementsByTagNameNS(atom, 'updated')[0]?.textContent,
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe('feed');
    expect(feed.lang).toBe(lang);
    expect(feed.entries.map((e) => e.title)).toEqual(articles.map((a) => a.title));
    for (const [i, entry] of feed.entries.entries()) {
      const path = new URL(entry.link!).pathname;
      expect(path).toBe(`${blogPath}/${articles[i].slug}`);
      expect(entry.updated).toBe(`${reviewedDate(lang, articles[i].slug)}T00:00:00Z`);
      // The full guide, not only its excerpt: its markup survives the XML escaping.
      expect(entry.content).toContain('<h2 id=');
      expect((await request.get(`${baseURL}${path}`)).status()).toBe(200);
    }
  });
}
