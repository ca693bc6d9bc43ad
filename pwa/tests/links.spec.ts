// Runs in Chromium against the served dist/, without JavaScript (the pre-rendered HTML):
// every internal link on every page leads to a page that answers 200, and every #fragment
// names an element on the page it points to.
import { routes } from '../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';

test('every internal link and #fragment on every page resolves', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const origin = new URL(baseURL ?? '').origin;
  const idsByPath = new Map<string, Set<string>>();
  const statusByPath = new Map<string, number>();
  const links: { from: string; path: string; hash: string }[] = [];

  const visit = async (path: string) => {
    const response = await page.goto(`${origin}${path}`);
    statusByPath.set(path, response?.status() ?? 0);
    const found = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('[id]')].map((e) => e.id),
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
    }));
    idsByPath.set(path, new Set(found.ids));
    return found.hrefs;
  };

  for (const route of routes) {
    for (const href of await visit(route.path)) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      links.push({ from: route.path, path: url.pathname, hash: decodeURIComponent(url.hash.slice(1)) });
    }
  }
  for (const { path } of links) {
    if (!statusByPath.has(path)) await visit(path);
  }

  const broken = links
    .filter(({ path, hash }) => statusByPath.get(path) !== 200 || (hash && !idsByPath.get(path)?.has(hash)))
    .map(({ from, path, hash }) => `${from} -> ${path}${hash ? `#${hash}` : ''} (${statusByPath.get(path)})`);
  expect([...new Set(broken)]).toEqual([]);
  expect(links.length).toBeGreaterThan(routes.length * 10);
  await context.close();
});
