// Runs in Chromium against the served dist/: the header's scroll threshold, the current
// page marker, the mobile menu used by keyboard alone, anchors landing below the header, and the
// footer's links from content/routes.toml.
import footerColumns from '#generated/data/footer.json' with { type: 'json' };
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

test('the header keeps its style at 20 px scrolled and changes at 21 px', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const header = page.locator('header.site-header');
  await page.evaluate(() => window.scrollTo(0, 20));
  await page.waitForTimeout(100);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveClass(/is-scrolled/);
  const after = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(after).not.toBe(before);
});

test('the current page is marked in the navigation', async ({ page }) => {
  await page.goto('/pl/faq');
  const nav = page.getByRole('navigation', { name: 'Główne menu' });
  await expect(nav.getByRole('link', { name: 'Pytania' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu works by keyboard alone: open, Escape, and navigating closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    let guard = 0;
    while (!(await nav.getByRole('link', { name: 'About' }).evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
      if (++guard > 20) throw new Error('Tab never reached the About link');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

// The header is sticky and two rows high, or three where its actions wrap (larger text, or the
// fallback font of a first visit whose web fonts came too late).
for (const { width, height } of [
  { width: 375, height: 740 },
  { width: 1024, height: 768 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const path of ['/faq', '/pl/faq']) {
      test(`a question of ${path} linked by its anchor shows below the header`, async ({ page }) => {
        await page.goto(path);
        const id = await page.locator('.faq-item').nth(17).getAttribute('id');
        await page.goto('about:blank');
        await page.goto(`${path}#${id}`);
        await waitForHydration(page);
        await expectBelowHeader(page, page.locator(`[id="${id}"] h3`));
      });
    }

    if (width >= 1024) {
      for (const path of ['/faq', '/pl/faq']) {
        test(`${path}: search, language, call and WhatsApp share one row beside the logo`, async ({ page }) => {
          // A second load, so the brand fonts come from the cache in time to be used
          // (font-display: optional); with a wider fallback font the row may wrap, and may.
          await page.goto(path);
          await page.evaluate(() => document.fonts.ready);
          await page.reload();
          // Each item's vertical middle, the logo's first: one row shares one middle.
          const middles = await page.locator('header .logo, .header-actions > *').evaluateAll((items) =>
            items.map((item) => {
              const box = item.getBoundingClientRect();
              return Math.round(box.top + box.height / 2);
            }),
          );
          expect(middles).toHaveLength(5);
          expect(Math.max(...middles) - Math.min(...middles), `middles: ${middles.join(', ')}`).toBeLessThan(4);
        });
      }
    }

    test('a group of the FAQ reached from the page contents shows below the header', async ({ page }) => {
      await page.goto('/pl/faq');
      await waitForHydration(page);
      const contents = page.getByRole('navigation', { name: 'Na tej stronie' });
      const last = contents.getByRole('link').last();
      const heading = page.getByRole('heading', { level: 2, name: (await last.textContent()) ?? '' });
      await last.click();
      await expectBelowHeader(page, heading);
    });
  });
}

test.describe('on a phone, without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  test('a question linked by its anchor shows below the header', async ({ page }) => {
    await page.goto('/pl/faq');
    const id = await page.locator('.faq-item').nth(17).getAttribute('id');
    await page.goto('about:blank');
    await page.goto(`/pl/faq#${id}`);
    await expectBelowHeader(page, page.locator(`[id="${id}"] h3`));
  });
});

/** The element is on screen, wholly below the sticky header. */
async function expectBelowHeader(page: Page, element: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const headerBottom = (await page.locator('header.site-header').boundingBox())?.height ?? 0;
      const box = await element.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) return 'not on the page';
      if (box.y < headerBottom) return `top ${box.y} under the header (bottom ${headerBottom})`;
      if (box.y + box.height > viewport.height) return `bottom ${box.y + box.height} below the screen`;
      return 'below the header';
    })
    .toBe('below the header');
}

test('the footer links every section in the page’s language, as content/routes.toml lists them', async ({ page }) => {
  await page.goto('/pl/about');
  const footer = page.getByRole('navigation', { name: 'Stopka' });
  await expect(footer.getByRole('link', { name: 'Wsparcie przy demencji' })).toHaveAttribute(
    'href',
    '/pl/services/dementia-support',
  );
  await expect(footer.getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute(
    'href',
    '/pl/privacy-policy',
  );
  await page.goto('/about');
  const links = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  await expect(links).toHaveCount(footerColumns.flatMap((c) => c.links).length);
  await expect(links.filter({ hasText: 'Companion care' })).toHaveAttribute('href', '/services');
});
