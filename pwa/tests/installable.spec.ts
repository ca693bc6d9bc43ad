// Runs in Chromium against the served dist/: once a page has hydrated it links its own
// language's web app manifest, and Chromium reads it without errors and finds the site
// installable, so installing from a Polish page opens the app in Polish; each manifest has what
// an install needs; and every icon a page or manifest names is a PNG of the size it claims.
// Raster only: the browser decodes a page's icons on its main thread, and an SVG icon is a whole
// document to parse while the page hydrates (see src/shared/render-head.ts). The manifest link
// itself arrives after hydration (src/features/offline/use-manifest-link.ts); the route
// harness checks it on every page and after every language switch.
import { manifestPath } from '../src/shared/site.ts';
import { localize, routes } from '../src/shared/paths.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's header, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): string | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return null;
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('every page names only PNG icons', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]')].map(
        (l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`,
      ),
    );
    if (icons.length === 0) problems.push(`${route.path}: no icon link`);
    for (const icon of icons) if (!icon.endsWith('.png')) problems.push(`${route.path}: ${icon} is not a PNG`);
  }
  expect(problems).toEqual([]);
  await context.close();
});

for (const lang of ['en', 'pl'] as const) {
  test(`Chromium reads the ${lang} manifest from a hydrated ${lang} page and finds the app installable`, async ({
    page,
  }) => {
    await page.goto(localize('/blog', lang));
    await waitForHydration(page);
    const cdp = await page.context().newCDPSession(page);
    // The page links it once hydrated and idle; Chromium reports the URL it read it from.
    const readFrom = async () => {
      const { url } = await cdp.send('Page.getAppManifest', {});
      return url ? new URL(url).pathname : '';
    };
    await expect.poll(readFrom, { timeout: 10_000 }).toBe(manifestPath(lang));
    const manifest = await cdp.send('Page.getAppManifest', {});
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Every Playwright context is a private window, where Chromium never installs apps.
    const errors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    expect(errors).toEqual([]);
  });
}

for (const lang of ['en', 'pl'] as const) {
  test(`the ${lang} manifest installs an app that opens in ${lang}, with PNG icons of the sizes it claims`, async ({
    request,
  }) => {
    const response = await request.get(manifestPath(lang));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: ManifestIcon[];
    };
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url).toBe(localize('/', lang));
    expect(manifest.display).toBe('standalone');
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(30);
    const sizes = manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect(icon.type, icon.src).toBe('image/png');
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }
  });
}
