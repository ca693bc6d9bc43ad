// Runs in Chromium against the served dist/: /care-costs and /pl/care-costs print as a one-page
// summary of what was chosen, what it costs, what it means and whom to call (read back from the
// PDF), or as what to correct when an answer is wrong; other pages print whole.
import { site } from '../src/shared/site.ts';
import { answersFromSearch } from '../src/features/care-costs/answers-url.ts';
import { estimate } from '../src/features/care-costs/estimate.ts';
import { money, moneyBand } from '../src/features/care-costs/format.ts';
import { capitalBand } from '../src/features/care-costs/funding.ts';
import { formatDate } from '../src/i18n/i18n.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { copy, figures, prices } from './care-costs-page.ts';
import type { Page } from '@playwright/test';

/** The longest realistic printout: visits with every premium, nights and travel, savings
 * between the limits, and every "worth checking" item (State Pension age, no benefits yet, a
 * family carer, health needs unsure). */
const LONGEST =
  'care=specialist&pattern=visits&by=visit&visits=14&length=1.5&evening=6&weekend=6&bankhol=12' +
  '&sleepin=2&waking=3&miles=7.5&savings=18000&age=pension&benefits=no&carer=yes&health=unsure';

/** Text as the PDF reader gives it back: every run of white space (non-breaking too) one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Today as the page prints it (the browser runs in this machine's time zone). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
};

/**
 * The printout's code loads at the reader's first touch of the page, never on arrival (it is
 * not first-visit JavaScript): a mouse move is such a touch.
 */
async function touchToLoadPrintout(page: Page) {
  await page.mouse.move(10, 10);
  await expect(page.locator('.print-summary')).toBeAttached();
}

for (const lang of ['en', 'pl'] as const) {
  const c = copy[lang];
  test.describe(`${c.path}`, () => {
    test('prints on one page, A4 or Letter, what was chosen, what it costs, what it means and whom to call', async ({
      page,
    }) => {
      await page.goto(`${c.path}?${LONGEST}`);
      await waitForHydration(page);
      await touchToLoadPrintout(page);
      await page.emulateMedia({ media: 'print' });
      const result = estimate(answersFromSearch(LONGEST).care, prices);
      const band = capitalBand(18000, figures);
      const tariff = band.band === 'between' ? band.tariff : NaN;
      const { address, contact } = site;
      const expected = [
        c.specialist,
        c.visitsAnswer,
        c.lengthAnswer,
        c.savingsAnswer,
        c.healthAnswer,
        `${moneyBand(result.weekly, lang)} ${c.aWeek}`,
        `${moneyBand(result.monthly, lang)} ${c.aMonth}`,
        c.breakdown,
        c.tariff(money(tariff, lang)),
        // Every "worth checking" item applies to these answers.
        'Attendance Allowance:',
        'Pension Credit',
        "Carer's Allowance:",
        'NHS continuing healthcare:',
        formatDate(today(), lang),
        formatDate(prices.from, lang),
        site.brand.name,
        contact.phone,
        `${address.street}, ${address.locality}, ${address.region}, ${address.postcode}`,
        c.cannot,
      ];
      for (const format of ['A4', 'Letter'] as const) {
        const { pages, text } = await pdfText(await page.pdf({ format }));
        expect(pages, `${format} pages`).toBe(1);
        const printed = flat(text[0]);
        for (const part of expected) expect(printed, `${format} printout`).toContain(flat(part));
        // The forms and the buttons are not printed.
        expect(printed).not.toContain(c.copyLink);
        expect(printed).not.toContain(c.send);
      }
    });

    test('the Print button draws the summary before it opens the print dialog', async ({ page }) => {
      await page.addInitScript(() => {
        window.print = () => {
          (window as unknown as { printedWith: boolean }).printedWith = !!document.querySelector('.print-summary');
        };
      });
      await page.goto(c.path);
      await waitForHydration(page);
      await page.locator('.care-costs-actions button').first().click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { printedWith?: boolean }).printedWith))
        .toBe(true);
    });

    test('prints what to correct instead of an empty estimate when an answer is wrong', async ({ page }) => {
      await page.goto(`${c.path}?visits=seven`);
      await waitForHydration(page);
      await touchToLoadPrintout(page);
      await page.emulateMedia({ media: 'print' });
      const { pages, text } = await pdfText(await page.pdf({ format: 'A4' }));
      expect(pages).toBe(1);
      const printed = flat(text[0]);
      // The wrong answer as typed, with the form's message, and the estimate's own message.
      expect(printed).toContain(flat(`seven ${c.notNumber}`));
      expect(printed).toContain(flat(c.invalid));
      // Savings were not given: the printout asks for them.
      expect(printed).toContain(flat(c.savingsMissing));
      expect(printed).toContain(flat(c.prompt));
      expect(printed).not.toContain(flat(c.breakdown));
      expect(printed).not.toContain(flat(c.aMonth));
      expect(printed).toContain(site.contact.phone);
    });
  });
}

test('another page prints whole, with its breadcrumb and footer', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-footer')).toBeVisible();
  await expect(page.locator('.breadcrumb')).toBeVisible();
  const { text } = await pdfText(await page.pdf({ format: 'A4' }));
  expect(flat(text.join(' '))).toContain(site.company.registered_office);
});
