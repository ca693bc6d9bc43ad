// Runs in Chromium against the served dist/, without JavaScript (what a search engine reads
// first): every page has a unique title and description, a canonical link, hreflang
// alternates, share tags and valid JSON-LD; the sitemap lists every indexable page with its
// alternates; robots.txt points to it.
import { alternatesOf, routes } from '../src/shared/paths.ts';
import site from '../generated/data/site.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

const domain = site.web.domain;

test('every page has a unique title and description, canonical, hreflang, share tags and JSON-LD', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      alternates: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]),
      ),
      og: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    }));
    const where = route.path;
    if (titles.has(head.title)) problems.push(`${where}: title also on ${titles.get(head.title)}`);
    titles.set(head.title, where);
    if (descriptions.has(head.description))
      problems.push(`${where}: description also on ${descriptions.get(head.description)}`);
    descriptions.set(head.description, where);
    if (head.description.length < 50) problems.push(`${where}: description too short`);
    if (head.canonical !== `${domain}${route.path}`) problems.push(`${where}: canonical ${head.canonical}`);
    for (const [lang, path] of Object.entries(alternatesOf(route)))
      if (head.alternates[lang] !== `${domain}${path}`) problems.push(`${where}: hreflang ${lang}`);
    if (!head.alternates['x-default']) problems.push(`${where}: no x-default`);
    if (!head.og || !head.twitter) problems.push(`${where}: no share tags`);
    for (const block of head.jsonLd) {
      try {
        const data = JSON.parse(block) as { '@context'?: string };
        if (data['@context'] !== 'https://schema.org') problems.push(`${where}: JSON-LD without schema.org context`);
      } catch {
        problems.push(`${where}: JSON-LD does not parse`);
      }
    }
    if (route.key !== 'home' && route.key !== 'search' && !head.jsonLd.some((b) => b.includes('BreadcrumbList')))
      problems.push(`${where}: no BreadcrumbList`);
  }
  expect(problems).toEqual([]);
  await context.close();
});

test('home describes the provider as a local business and the FAQ page as an FAQPage', async ({ request, browser }) => {
  const home = await (await request.get('/')).text();
  for (const part of ['"LocalBusiness"', '"PostalAddress"', '"OpeningHoursSpecification"', '"areaServed"'])
    expect(home).toContain(part);
  expect(home).toContain(site.contact.phone_international);
  // The FAQ page is FAQPage microdata on the visible questions (the answers are sent once).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pl/faq');
  const faqPage = page.locator('[itemscope][itemtype="https://schema.org/FAQPage"]');
  await expect(faqPage).toHaveCount(1);
  const questions = faqPage.locator('[itemprop="mainEntity"][itemtype="https://schema.org/Question"]');
  expect(await questions.count()).toBeGreaterThanOrEqual(20);
  for (const question of await questions.all()) {
    await expect(question.locator('[itemprop="name"]')).not.toBeEmpty();
    const answer = question.locator('[itemprop="acceptedAnswer"][itemtype="https://schema.org/Answer"]');
    await expect(answer.locator('[itemprop="text"]')).not.toBeEmpty();
  }
  await context.close();
});

test('the sitemap lists every indexable page with its alternates, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of routes) {
    const loc = `<loc>${domain}${route.path}</loc>`;
    if (route.indexable) expect(sitemap, route.path).toContain(loc);
    else expect(sitemap, route.path).not.toContain(loc);
  }
  expect(sitemap).toContain(`hreflang="pl" href="${domain}/pl/about"`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${domain}/sitemap.xml`);
});
