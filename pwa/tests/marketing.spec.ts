// Runs in Chromium against the served dist/: the staff banner pages. Banners at their exact
// sizes with their text inside and apart; SVG and PNG downloads at the exact pixel size; the
// linked banners' Edit/Save toggle, hostile links refused with their message and no change,
// snippets that parse back to exactly the link typed, and Copy.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import site from '../generated/data/site.json' with { type: 'json' };
import { axeViolations, expect, test, waitForHydration } from './fixtures.ts';

const BANNERS = '/marketing/banners';
const LINKED = '/marketing/linked-banners';
const origin = site.web.domain;

/** Every banner on the page: its size attributes, its drawn text and where that text lies. */
async function drawnBanners(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.locator('svg.banner-art').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const texts = [...svg.querySelectorAll('text')].map((t) => {
        const b = (t as SVGTextElement).getBBox();
        return { text: t.textContent ?? '', x: b.x, y: b.y, right: b.x + b.width, bottom: b.y + b.height };
      });
      const box = svg.getBoundingClientRect();
      return {
        label: svg.getAttribute('aria-label') ?? '',
        width: Number(svg.getAttribute('width')),
        height: Number(svg.getAttribute('height')),
        shown: { width: box.width, height: box.height },
        texts,
      };
    }),
  );
}

for (const path of [BANNERS, LINKED]) {
  test(`${path}: banners keep their exact size, and every line of text sits inside, apart from the others`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(path);
    const banners = await drawnBanners(page);
    expect(banners.length).toBe(path === BANNERS ? 2 : 4);
    for (const b of banners) {
      expect(b.shown).toEqual({ width: b.width, height: b.height });
      for (const t of b.texts) {
        expect(t.x, `${t.text} inside ${b.label}`).toBeGreaterThanOrEqual(0);
        expect(t.y, `${t.text} inside`).toBeGreaterThanOrEqual(0);
        expect(t.right, `${t.text} inside`).toBeLessThanOrEqual(b.width);
        expect(t.bottom, `${t.text} inside`).toBeLessThanOrEqual(b.height);
      }
      for (const [i, a] of b.texts.entries()) {
        for (const c of b.texts.slice(i + 1)) {
          const apart = a.right <= c.x || c.right <= a.x || a.bottom <= c.y || c.bottom <= a.y;
          expect(apart, `"${a.text}" and "${c.text}" overlap`).toBe(true);
        }
      }
    }
  });

  test(`${path}: on a phone the banners scale down to fit without distortion`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    for (const b of await drawnBanners(page)) {
      expect(b.shown.width).toBeLessThanOrEqual(360);
      expect(b.shown.width / b.shown.height).toBeCloseTo(b.width / b.height, 2);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('the web and social banners carry the brand, tagline, phone, DBS Checked and the hours', async ({ page }) => {
  await page.goto(BANNERS);
  const banners = await drawnBanners(page);
  expect(banners.map((b) => [b.width, b.height])).toEqual([
    [728, 90],
    [1200, 628],
  ]);
  for (const b of banners) {
    const words = b.texts.map((t) => t.text);
    expect(words).toEqual(
      expect.arrayContaining([
        site.brand.short_name,
        site.brand.tagline.en,
        site.contact.phone,
        'DBS Checked',
        '8am–6pm Mon–Fri',
      ]),
    );
  }
});

test('the design notes name the three brand colours with their values, and both typefaces', async ({ page }) => {
  await page.goto(BANNERS);
  const notes = page.getByRole('region', { name: 'Design notes' });
  for (const [name, value] of [
    ['Marigold orange', '#f28c28'],
    ['Trust blue', '#1d4e89'],
    ['Sage green', '#4f7d5c'],
  ]) {
    await expect(notes.getByRole('listitem').filter({ hasText: name })).toContainText(value);
  }
  await expect(notes).toContainText('Headings: Lora');
  await expect(notes).toContainText('Body text: Atkinson Hyperlegible Next');
});

/** Width, height and the colour of pixel (x, y) of a PNG, decoded by the browser. */
async function decodePng(page: Page, bytes: Buffer, x: number, y: number) {
  return page.evaluate(
    async ({ b64, x, y }) => {
      // An <img>, because the page's CSP lets images (not fetch) read data: URLs.
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const bitmap = await createImageBitmap(img);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      return { width: bitmap.width, height: bitmap.height, pixel: hex };
    },
    { b64: bytes.toString('base64'), x, y },
  );
}

for (const [heading, width, height, background] of [
  ['Web banner', 728, 90, '#1d4e89'],
  ['Social media banner', 1200, 628, '#fff8ee'],
] as const) {
  test(`the ${heading.toLowerCase()} downloads as SVG and as PNG at exactly ${width}x${height}`, async ({
    page,
    watched,
  }) => {
    await page.goto(BANNERS);
    await waitForHydration(page);
    const region = page.getByRole('region', { name: heading });

    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      region.getByRole('button', { name: /^Download SVG/ }).click(),
    ]);
    expect(svgDownload.suggestedFilename()).toMatch(new RegExp(`-${width}x${height}\\.svg$`));
    const svg = await readFile((await svgDownload.path())!, 'utf8');
    // A file of its own: the logo and the fonts travel inside it.
    expect(svg).toContain(`width="${width}" height="${height}"`);
    expect(svg).toContain('@font-face');
    expect(svg).toContain('href="data:image/svg+xml;base64,');
    expect(svg).not.toMatch(/href="\//);

    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      region.getByRole('button', { name: /^Download PNG/ }).click(),
    ]);
    expect(pngDownload.suggestedFilename()).toMatch(new RegExp(`-${width}x${height}\\.png$`));
    const png = await readFile((await pngDownload.path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The size as the PNG header states it, and as the browser decodes it.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    const decoded = await decodePng(page, png, 2, 2);
    expect(decoded).toEqual({ width, height, pixel: background });
    await expect(region.getByRole('status')).toContainText(`${width}x${height}.png is in your downloads`);
    expect(watched.consoleProblems).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
  });
}

/** The card of a linked banner, found by its heading. */
function card(page: Page, label: string) {
  return page.getByRole('region', { name: label });
}

const snippetOf = (region: ReturnType<typeof card>) => region.getByRole('textbox', { name: 'HTML snippet' });

test('the four linked banners have their headings, buttons and default links, with snippets on the canonical domain', async ({
  page,
}) => {
  await page.goto(LINKED);
  for (const [label, heading, button, link] of [
    ['Hero banner', 'Compassionate Home Care You Can Trust', 'Book Free Assessment', '/contact'],
    ['Sidebar banner', "Dementia & Alzheimer's Support", 'Learn More', '/services/dementia-support'],
    ['Square banner', 'Autism & Neurodiversity Support', 'Discover Support', '/services/autism-support'],
    ['Landscape banner', 'Join Our Community of Care', 'Contact Us', '/contact'],
  ]) {
    const region = card(page, label);
    const banner = region.getByRole('link', { name: new RegExp(`^${heading.replace(/[&']/g, '.')}: ${button}`) });
    await expect(banner).toHaveAttribute('href', `${origin}${link}`);
    await expect(banner.locator('text').filter({ hasText: button })).toHaveCount(1);
    const snippet = await snippetOf(region).inputValue();
    expect(snippet).toContain(`href="${origin}${link}"`);
    expect(snippet).toContain('rel="noopener"');
  }
});

test('Edit Link reveals a URL field; Save Link keeps a good link and updates the banner and snippet', async ({
  page,
}) => {
  await page.goto(LINKED);
  await waitForHydration(page);
  const region = card(page, 'Hero banner');
  const toggle = region.getByRole('button', { name: /^Edit Link/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(region.getByRole('textbox', { name: 'Banner link' })).toHaveCount(0);

  await toggle.click();
  const field = region.getByRole('textbox', { name: 'Banner link' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('type', 'url');
  await expect(field).toHaveAttribute('placeholder', 'https://www.example.com/page');
  await expect(region.getByRole('button', { name: /^Save Link/ })).toHaveAttribute('aria-expanded', 'true');

  await field.fill('https://www.sandwell.gov.uk/adult-social-care');
  await region.getByRole('button', { name: /^Save Link/ }).click();
  await expect(field).toHaveCount(0);
  await expect(region.getByRole('status')).toHaveText('Link saved. The snippet now uses it.');
  await expect(region.getByRole('button', { name: /^Edit Link/ })).toBeFocused();
  await expect(region.getByRole('link', { name: /^Compassionate/ })).toHaveAttribute(
    'href',
    'https://www.sandwell.gov.uk/adult-social-care',
  );
  expect(await snippetOf(region).inputValue()).toContain('href="https://www.sandwell.gov.uk/adult-social-care"');

  // A site path, saved with Enter, becomes an absolute address on the canonical domain.
  await region.getByRole('button', { name: /^Edit Link/ }).click();
  await region.getByRole('textbox', { name: 'Banner link' }).fill('/faq#costs');
  await region.getByRole('textbox', { name: 'Banner link' }).press('Enter');
  expect(await snippetOf(region).inputValue()).toContain(`href="${origin}/faq#costs"`);
  // The other banners are untouched.
  expect(await snippetOf(card(page, 'Landscape banner')).inputValue()).toContain(`href="${origin}/contact"`);
  // Edits live in the page's memory only: a reload brings back the default link.
  await page.reload();
  expect(await snippetOf(card(page, 'Hero banner')).inputValue()).toContain(`href="${origin}/contact"`);
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
  );
  expect(stored).not.toMatch(/sandwell|costs/);
});

const HOSTILE: [string, string, RegExp][] = [
  ['a javascript: link', 'javascript:alert(document.domain)', /Links starting with “javascript:” are not allowed/],
  ['a javascript: link in capitals', 'JaVaScRiPt:alert(1)', /Links starting with “javascript:” are not allowed/],
  ['a data: link', 'data:text/html,<script>alert(1)</script>', /Links starting with “data:” are not allowed/],
  ['a vbscript: link', 'vbscript:msgbox("hi")', /Links starting with “vbscript:” are not allowed/],
  ['another scheme', 'ftp://files.example.org/brochure.pdf', /“ftp:” links cannot be used on a banner/],
  ['a script link split by a tab', 'java\tscript:alert(1)', /cannot contain spaces or line breaks/],
  ['an address without a host', 'https://', /not a complete web address/],
  ['an address without a scheme', 'www.example.org/care', /Start the address with https:\/\//],
  ['a path that leads off the site', '//evil.example/phish', /starts with a single \//],
  [
    'an address over 2,000 characters',
    `https://example.org/?q=${'x'.repeat(2000)}`,
    /2,023 characters long.*at most 2,000/,
  ],
];

for (const [what, input, message] of HOSTILE) {
  test(`${what} is refused with its message, keeping the typed text and the last good link`, async ({
    page,
    watched,
  }) => {
    page.on('dialog', (dialog) => {
      watched.consoleProblems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(LINKED);
    await waitForHydration(page);
    const region = card(page, 'Sidebar banner');
    const before = await snippetOf(region).inputValue();
    await region.getByRole('button', { name: /^Edit Link/ }).click();
    const field = region.getByRole('textbox', { name: 'Banner link' });
    await field.fill(input);
    await region.getByRole('button', { name: /^Save Link/ }).click();

    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(input);
    expect(await snippetOf(region).inputValue()).toBe(before);
    await expect(region.getByRole('link', { name: /^Dementia/ })).toHaveAttribute(
      'href',
      `${origin}/services/dementia-support`,
    );
    expect(watched.consoleProblems).toEqual([]);
  });
}

test('a link with quotes, angle brackets and ampersands gives a snippet that parses back to exactly that link', async ({
  page,
}) => {
  await page.goto(LINKED);
  await waitForHydration(page);
  const input = `https://example.org/search?q="care"<b>&who='mum'&x=<script>alert(1)</script>`;
  const region = card(page, 'Square banner');
  await region.getByRole('button', { name: /^Edit Link/ }).click();
  await region.getByRole('textbox', { name: 'Banner link' }).fill(input);
  await region.getByRole('button', { name: /^Save Link/ }).click();
  const snippet = await snippetOf(region).inputValue();
  const parsed = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const anchors = [...doc.body.querySelectorAll('a')];
    return {
      anchors: anchors.map((a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel') })),
      elements: [...doc.body.querySelectorAll('*')].map((e) => e.localName),
    };
  }, snippet);
  expect(parsed.anchors).toEqual([{ href: input, rel: 'noopener' }]);
  expect(parsed.elements).toEqual(['a', 'img']);
});

test('Copy puts the snippet on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(LINKED);
  await waitForHydration(page);
  const region = card(page, 'Landscape banner');
  await region.getByRole('button', { name: /^Copy/ }).click();
  await expect(region.getByRole('status')).toHaveText('Copied. Paste it where the other site accepts HTML.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await snippetOf(region).inputValue());
  expect(copied).toContain(`href="${origin}/contact"`);
});

test("the snippet's image is served by the site at its size, with every font and the logo inside", async ({
  page,
  request,
  watched,
}) => {
  await page.goto(LINKED);
  const snippet = await snippetOf(card(page, 'Hero banner')).inputValue();
  const src = /src="([^"]+)"/.exec(snippet)![1];
  expect(src).toBe(`${origin}/brand/hero-1200x400.svg`);
  const path = new URL(src).pathname;
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  const size = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, path);
  expect(size).toEqual([1200, 400]);
  expect(await response.text()).not.toMatch(/(href|src)="\/|url\(\//);
  expect(watched.foreignRequests).toEqual([]);
});

test('an error shown next to the link field has no accessibility violations', async ({ page }) => {
  await page.goto(LINKED);
  await waitForHydration(page);
  const region = card(page, 'Hero banner');
  await region.getByRole('button', { name: /^Edit Link/ }).click();
  await region.getByRole('textbox', { name: 'Banner link' }).fill('javascript:alert(1)');
  await region.getByRole('button', { name: /^Save Link/ }).click();
  await expect(region.getByRole('textbox', { name: 'Banner link' })).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
});

test('the staff pages are English only, noindex, and in neither the sitemap nor the site search', async ({
  page,
  request,
}) => {
  for (const path of [BANNERS, LINKED]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect((await request.get(`/pl${path}`)).status()).toBe(404);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/marketing/');
  expect(await (await request.get('/robots.txt')).text()).not.toContain('Disallow: /marketing');

  // Words of the staff pages find the site's own pages, never the staff pages.
  for (const query of ['DBS checked', 'brand banners snippet']) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    if (query === 'DBS checked') await expect(page.locator('.search-results a').first()).toBeVisible();
    await expect(page.locator('.search-results a[href*="/marketing"]')).toHaveCount(0);
  }
});
