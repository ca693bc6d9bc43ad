// Runs in Chromium against the served dist/: the care cost estimator and funding checker on
// /care-costs and /pl/care-costs, used as a family would. Results follow each answer (and are
// announced), wrong answers get their own message in the page's language and stay as typed, a
// copied link restores every answer, and the estimate goes to the consultation form. Expected
// amounts come from the price list the page reads. Printing: care-costs-print.spec.ts.
import { expect, goOfflineAfterFirstVisit, test, waitForHydration } from './fixtures.ts';
import { band, copy, figures, prices } from './care-costs-page.ts';

for (const lang of ['en', 'pl'] as const) {
  const c = copy[lang];
  test.describe(`${c.path}`, () => {
    test('the estimate and the funding band follow the answers, and are announced', async ({ page, watched }) => {
      await page.goto(c.path);
      await waitForHydration(page);
      const estimate = page.getByRole('region', { name: c.estimate });
      const [low, high] = prices.rates.personal;
      // The default: 7 visits of 1 hour of personal care.
      await expect(estimate).toContainText(band(7 * low, 7 * high, lang));
      await page.getByLabel(c.visitHours).fill('2');
      await page.getByLabel(c.evening).fill('2');
      const evening = 2 * prices.premiums.evening;
      const week = band(14 * low + evening, 14 * high + evening, lang);
      await expect(estimate).toContainText(week);
      await expect(page.getByRole('status').filter({ hasText: `${week} ${c.aWeek}` })).toHaveCount(1);

      await page.getByLabel(c.pension).check();
      await page.getByLabel(c.savings).fill('18000');
      await expect(page.getByRole('region', { name: c.meaning }).getByText(c.between)).toBeVisible();
      expect(watched.consoleProblems).toEqual([]);
    });

    test('impossible answers get their own message, and what was typed stays', async ({ page }) => {
      await page.goto(c.path);
      await waitForHydration(page);
      const hours = page.getByLabel(c.visitHours);
      await hours.fill('25');
      await expect(hours).toHaveAccessibleDescription(new RegExp(c.tooManyHours));
      await expect(hours).toHaveValue('25');
      await expect(hours).toHaveAttribute('aria-invalid', 'true');
      await hours.fill('0.5');
      await expect(hours).toHaveAccessibleDescription(new RegExp(c.tooShort));
      await page.getByLabel(c.visits).fill('seven');
      await expect(page.getByLabel(c.visits)).toHaveAccessibleDescription(new RegExp(c.notNumber));
      await expect(page.getByLabel(c.visits)).toHaveValue('seven');
      const savings = page.getByLabel(c.savings);
      await savings.fill('5');
      await savings.fill('');
      await expect(savings).toHaveAccessibleDescription(new RegExp(c.savingsMissing));
    });

    test('a copied link restores every answer', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(c.path);
      await waitForHydration(page);
      await page.getByLabel(c.visits).fill('5');
      await page.getByLabel(c.visitHours).fill('1,5');
      await page.getByLabel(c.pension).check();
      await page.getByLabel(c.savings).fill('18000');
      await page.getByRole('button', { name: c.copyLink }).click();
      await expect(page.getByText(c.copied)).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toContain(`${c.path}?`);
      // The canonical domain is not this test server: open the same path and query here.
      const url = new URL(link);
      const other = await context.newPage();
      await other.goto(url.pathname + url.search);
      await waitForHydration(other);
      await expect(other.getByLabel(c.visits)).toHaveValue('5');
      await expect(other.getByLabel(c.visitHours)).toHaveValue('1,5');
      await expect(other.getByLabel(c.savings)).toHaveValue('18000');
      await expect(other.getByLabel(c.pension)).toBeChecked();
      await expect(other.getByRole('region', { name: c.meaning }).getByText(c.between)).toBeVisible();
    });

    test('savings are read the way this page writes amounts, and the page says how it read them', async ({ page }) => {
      await page.goto(c.path);
      await waitForHydration(page);
      const savings = page.getByLabel(c.savings);
      for (const [typed, readAs] of c.typed) {
        await savings.fill(typed);
        await expect(savings).toHaveAccessibleDescription(new RegExp(readAs.replace(/[.£]/g, '\\$&')));
        await expect(savings).toHaveValue(typed);
      }
    });

    test('an amount that could mean two things gets a question, not a guess', async ({ page }) => {
      await page.goto(c.path);
      await waitForHydration(page);
      const savings = page.getByLabel(c.savings);
      await savings.fill(c.ambiguous);
      await expect(savings).toHaveAttribute('aria-invalid', 'true');
      await expect(savings).toHaveAccessibleDescription(new RegExp(c.question.replace(/[.£?]/g, '\\$&')));
      await expect(savings).toHaveValue(c.ambiguous);
      await page.getByRole('button', { name: c.choose, exact: true }).click();
      await expect(savings).toHaveAccessibleDescription(new RegExp(c.chosen.replace(/[.£]/g, '\\$&')));
      await expect(savings).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('a wrong answer is announced once, after a pause, with the field it belongs to', async ({ page }) => {
      await page.goto(c.path);
      await waitForHydration(page);
      // Every text the live region takes, and when; and when the reader last typed.
      await page.evaluate(() => {
        const w = window as unknown as { said: { text: string; at: number }[]; typedAt: number };
        w.said = [];
        w.typedAt = 0;
        const status = document.querySelector('.care-costs > [role="status"]')!;
        new MutationObserver(() => w.said.push({ text: status.textContent ?? '', at: performance.now() })).observe(
          status,
          { childList: true, characterData: true, subtree: true },
        );
        document.addEventListener('input', () => (w.typedAt = performance.now()), true);
      });
      await page.getByLabel(c.visits).pressSequentially('x y', { delay: 80 });
      const status = page.locator('.care-costs > [role="status"]');
      await expect(status).toHaveText(c.checkAnswers);
      await page.waitForTimeout(1500);
      const { said, typedAt } = await page.evaluate(() => {
        const w = window as unknown as { said: { text: string; at: number }[]; typedAt: number };
        return { said: w.said, typedAt: w.typedAt };
      });
      const heard = said.filter((s) => s.text);
      expect(
        heard.map((s) => s.text),
        'announcements while typing',
      ).toHaveLength(1);
      expect(heard[0].at - typedAt, 'ms from the last keystroke to the announcement').toBeGreaterThanOrEqual(1000);
    });

    test('switching to a weekly total carries the hours over', async ({ page }) => {
      await page.goto(c.path);
      await waitForHydration(page);
      await page.getByLabel(c.visits).fill('14');
      await page.getByLabel(c.visitHours).fill('2');
      await page.getByLabel(c.hoursBy).check();
      await expect(page.getByLabel(c.weekHours)).toHaveValue('28');
      await expect(page.locator('.field-invalid')).toHaveCount(0);
    });

    test('under 18, no adult means test: children’s services, and PIP from 16', async ({ page }) => {
      await page.goto(c.path);
      await waitForHydration(page);
      await page.getByLabel(c.under16).check();
      await expect(page.getByLabel(c.savings)).toHaveCount(0);
      await expect(page.getByRole('link', { name: c.childrenHelp })).toBeVisible();
      await expect(page.getByRole('link', { name: c.adultAssessment })).toHaveCount(0);
      await page.getByLabel(c.young).check();
      const meaning = page.getByRole('region', { name: c.meaning });
      await expect(meaning.getByText(c.pip)).toBeVisible();
      await expect(meaning.getByText(c.transition)).toBeVisible();
    });

    test('a count takes its plural form, and a discount a true minus sign', async ({ page }) => {
      await page.goto(`${c.path}?visits=7&length=3&miles=1`);
      await waitForHydration(page);
      const estimate = page.getByRole('region', { name: c.estimate });
      await expect(estimate).toContainText(c.miles);
      // 21 hours a week earns the first discount.
      await expect(estimate.locator('td.amount').filter({ hasText: '\u2212' })).toHaveCount(1);
      await expect(estimate).not.toContainText('£-');
    });

    test('on a phone, a bar keeps the estimate in sight while the form is filled in', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await page.goto(`${c.path}?visits=7&length=3&miles=1`);
      await waitForHydration(page);
      await page.getByLabel(c.visits).scrollIntoViewIfNeeded();
      const glance = page.locator('.care-costs-glance');
      await expect(glance).toBeInViewport();
      await expect(glance).toContainText(c.glance);
    });

    test('hands the estimate to the consultation form', async ({ page }) => {
      await page.goto(`${c.path}?visits=3&length=2&savings=18000&age=pension`);
      await waitForHydration(page);
      await page.getByRole('link', { name: c.send }).click();
      await expect(page).toHaveURL(new RegExp(`${lang === 'pl' ? '/pl' : ''}/contact\\?message=`));
      await waitForHydration(page);
      const message = page.getByLabel(c.message);
      await expect(message).toHaveValue(new RegExp(c.intro));
      await expect(message).toHaveValue(new RegExp(`visits=3`));
      // The care in words, and never an instruction meant for the estimator's page.
      await expect(message).toHaveValue(new RegExp(c.visitsAnswer.replace(/14$/, '3')));
      await expect(message).not.toHaveValue(new RegExp(c.prompt.slice(0, 20)));
      await expect(message).toHaveValue(lang === 'en' ? /£15 a week/ : /15\u00a0£ tygodniowo/);
    });
  });
}

test('the public figures the checker quotes carry their tax year and source', async ({ page }) => {
  await page.goto('/care-costs?savings=0&age=pension&carer=yes');
  await waitForHydration(page);
  const aa = figures.attendance_allowance.current;
  await expect(
    page
      .getByRole('region', { name: 'What this means' })
      .getByText(`£${aa.lower.toFixed(2)} or £${aa.higher.toFixed(2)} a week (${figures.tax_year})`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Source: gov\.uk/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.gov\.uk\//,
  );
});

test('fits a 320 px screen, which is also 200% zoom of a 640 px window, without sideways scrolling or a clipped table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  // The widest Polish breakdown: a discount (signed amounts), premiums, nights and travel.
  await page.goto(
    '/pl/care-costs?visits=14&length=3&evening=5&weekend=4&bankhol=10&sleepin=1&waking=1&miles=3&savings=18000',
  );
  await waitForHydration(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scroll at 320 px').toBeLessThanOrEqual(0);
  const clipped = await page.$$eval('.care-costs .table-scroll', (boxes) =>
    boxes.filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.querySelector('caption, th')?.textContent),
  );
  expect(clipped, 'tables that scroll sideways at 320 px').toEqual([]);
});

test('without JavaScript, the funding rules are on the page and the estimate is labelled an example', async ({
  browser,
}) => {
  for (const [path, rules, example] of [
    ['/care-costs?visits=3', /How the means test treats savings \(\d{4}\/\d{2}\)/, /An example: without JavaScript/],
    ['/pl/care-costs?visits=3', /Jak ocena finansowa traktuje oszczędności/, /To przykład: bez JavaScriptu/],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { name: rules })).toBeVisible();
    const upper = figures.capital.current.upper;
    const text = await page.locator('.care-costs-rules').innerText();
    expect(text.replace(/\D/g, '')).toContain(String(upper));
    await expect(page.getByText(example)).toBeVisible();
    await context.close();
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('works offline once the site has been visited', async ({ page, context }) => {
    await goOfflineAfterFirstVisit(page, context);
    await page.goto('/care-costs');
    await waitForHydration(page);
    await page.getByLabel('Visits a week').fill('3');
    await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText('3 hours of care');
  });
});
