// Runs in Chromium against the served dist/: the header's scroll threshold, the current
// page marker, and the mobile menu used by keyboard alone.
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
