// Runs in Chromium against the served dist/: the care cost estimator and funding checker on
// /care-costs and /pl/care-costs, used as a family would. Results follow each answer (and are
// announced), wrong answers get their own message in the page's language and stay as typed, a
// copied link restores every answer, the page prints as a one-page summary of what was chosen
// (read back from the PDF), and the estimate goes to the consultation form. Expected amounts come
// from the price list the page reads.
import costs from '#generated/data/costs.json' with { type: 'json' };
import { site } from '../src/shared/site.ts';
import { answersFromSearch } from '../src/features/care-costs/answers-url.ts';
import { estimate } from '../src/features/care-costs/estimate.ts';
import { money, moneyBand } from '../src/features/care-costs/format.ts';
import { capitalBand } from '../src/features/care-costs/funding.ts';
import { formatDate } from '../src/i18n/i18n.ts';
import type { Page } from '@playwright/test';
import { expect, goOfflineAfterFirstVisit, test, waitForHydration } from './fixtures.ts';
import { pdfText } from './pdf-text.ts';

const { prices, figures } = costs;
/** A band as the page writes it (amounts under £1,000): "£154–£175", "154–175 £". */
const band = (low: number, high: number, lang: 'en' | 'pl') => {
  const n = (v: number) => (lang === 'en' ? v.toFixed(2) : v.toFixed(2).replace('.', ',')).replace(/[.,]00$/, '');
  return lang === 'en' ? `£${n(low)}–£${n(high)}` : `${n(low)}–${n(high)}\u00a0£`;
};

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

const copy = {
  en: {
    path: '/care-costs',
    visits: 'Visits a week',
    visitHours: 'Hours each visit',
    evening: /in the evening/,
    savings: 'Savings and capital, not counting the home they live in',
    pension: 'State Pension age or over',
    estimate: 'Your estimate',
    meaning: 'What this means',
    aWeek: 'a week',
    tooManyHours: 'That is 175 hours, more than the 168 hours in a week.',
    // The 30-minute visit is priced by the visit, outside the estimate (prices.toml [short_visit]).
    tooShort:
      'A visit in a regular package lasts at least 1 hour. A 30-minute visit for one short task costs £14–£16 a visit',
    notNumber: 'Enter a whole number, such as 2.',
    savingsMissing: 'Enter the amount of savings, or 0 if there are none.',
    between: /as if they gave £15 a week of extra income/,
    copyLink: 'Copy a link to these answers',
    copied: 'Link copied.',
    send: 'Send this estimate with a consultation request',
    message: 'Message (optional)',
    intro: 'My care cost estimate from your website:',
    // Savings typed the page's way and the other way, and what the page understood.
    typed: [
      ['£100,000', 'Read as £100,000.'],
      ['18000', 'Read as £18,000.'],
      ['18,000.50', 'Read as £18,000.50.'],
    ],
    ambiguous: '18.000',
    question: 'Did you mean £18 or £18,000?',
    choose: '£18,000',
    chosen: 'Read as £18,000.',
    checkAnswers: /Check the answers: Visits a week: Enter a whole number/,
    hoursBy: 'as a weekly total',
    weekHours: 'Hours a week, in all',
    under16: 'Under 16',
    young: '16 or 17',
    pip: /Personal Independence Payment/,
    transition: /transition assessment/,
    childrenHelp: 'help for a disabled child',
    adultAssessment: 'apply for a needs assessment',
    miles: /Travel: 1 mile beyond/,
    glance: /Your estimate: £\S+ a week/,
    specialist: 'Kind of care: Specialist care, such as dementia or autism support',
    visitsAnswer: 'Visits a week: 14',
    lengthAnswer: 'Hours each visit: 1.5',
    savingsAnswer: 'Savings and capital, not counting their home: £18,000',
    healthAnswer: 'Complex, severe or quickly changing health needs: Not sure',
    aMonth: 'a month',
    tariff: (amount: string) => `as if they gave ${amount} a week of extra income, called “tariff income”`,
    cannot: 'What this cannot tell you: the council',
    invalid: 'Correct the answers marked above to see the estimate.',
    prompt: 'Enter their savings above to see where they fall in the means test.',
    breakdown: 'How it adds up, a week',
  },
  pl: {
    path: '/pl/care-costs',
    visits: 'Liczba wizyt w tygodniu',
    visitHours: 'Godziny jednej wizyty',
    evening: /przypada na wieczór/,
    savings: 'Oszczędności i majątek, bez domu, w którym mieszka podopieczny',
    pension: 'Wiek emerytalny (State Pension age) lub więcej',
    estimate: 'Szacunkowy koszt',
    meaning: 'Co to oznacza',
    aWeek: 'tygodniowo',
    tooManyHours: 'To 175 godzin, więcej niż 168 godzin w tygodniu.',
    tooShort:
      'Wizyta w stałym pakiecie trwa co najmniej 1 godzinę. Wizyta 30-minutowa na jedną krótką czynność kosztuje 14–16\u00a0£ za wizytę',
    notNumber: 'Proszę wpisać liczbę całkowitą, np. 2.',
    savingsMissing: 'Proszę wpisać kwotę oszczędności albo 0, jeśli ich nie ma.',
    between: /jakby dawały 15\u00a0£ tygodniowo dodatkowego dochodu/,
    copyLink: 'Skopiuj link do tych odpowiedzi',
    copied: 'Link skopiowany.',
    send: 'Wyślij ten szacunkowy koszt z prośbą o konsultację',
    message: 'Wiadomość (nieobowiązkowo)',
    intro: 'Mój szacunkowy koszt opieki z Państwa strony:',
    typed: [
      ['100.000', 'Odczytano jako 100\u00a0000\u00a0£.'],
      ['18 000,00', 'Odczytano jako 18\u00a0000\u00a0£.'],
      ['£20,000.00', 'Odczytano jako 20\u00a0000\u00a0£.'],
    ],
    ambiguous: '1,500',
    question: 'Czy chodzi o 1,50\u00a0£, czy o 1500\u00a0£?',
    choose: '1500\u00a0£',
    chosen: 'Odczytano jako 1500\u00a0£.',
    checkAnswers: /Proszę sprawdzić odpowiedzi: Liczba wizyt w tygodniu: Proszę wpisać liczbę całkowitą/,
    hoursBy: 'łącznie na tydzień',
    weekHours: 'Łączna liczba godzin w tygodniu',
    under16: 'Poniżej 16 lat',
    young: '16 lub 17 lat',
    pip: /Personal Independence Payment/,
    transition: /ocenę przejściową/,
    childrenHelp: 'pomoc dla niepełnosprawnego dziecka',
    adultAssessment: 'wniosek o ocenę potrzeb',
    miles: /Dojazd: 1 mila ponad/,
    glance: /Szacunkowy koszt: .+ tygodniowo/,
    specialist: 'Rodzaj opieki: Opieka specjalistyczna, np. przy demencji lub autyzmie',
    visitsAnswer: 'Liczba wizyt w tygodniu: 14',
    lengthAnswer: 'Godziny jednej wizyty: 1,5',
    savingsAnswer: 'Oszczędności i majątek, bez domu podopiecznego: 18 000 £',
    healthAnswer: 'Złożone, poważne albo szybko zmieniające się potrzeby zdrowotne: Nie wiem',
    aMonth: 'miesięcznie',
    tariff: (amount: string) => `jakby dawały ${amount} tygodniowo dodatkowego dochodu`,
    cannot: 'Czego ten kalkulator nie powie: o tym, ile ktoś zapłaci',
    invalid: 'Proszę poprawić zaznaczone wyżej odpowiedzi, aby zobaczyć szacunkowy koszt.',
    prompt: 'Proszę wpisać wyżej kwotę oszczędności, aby zobaczyć, gdzie wypadają w ocenie finansowej.',
    breakdown: 'Z czego się składa, tygodniowo',
  },
};

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

    test('counts take their plural form, a discount its minus sign, and a phone keeps the estimate in sight', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await page.goto(`${c.path}?visits=7&length=3&miles=1`);
      await waitForHydration(page);
      const estimate = page.getByRole('region', { name: c.estimate });
      await expect(estimate).toContainText(c.miles);
      // 21 hours a week earns the first discount, written with a true minus.
      await expect(estimate.locator('td.amount').filter({ hasText: '\u2212' })).toHaveCount(1);
      await expect(estimate).not.toContainText('£-');
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

test('another page prints whole, with its breadcrumb and footer', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-footer')).toBeVisible();
  await expect(page.locator('.breadcrumb')).toBeVisible();
  const { text } = await pdfText(await page.pdf({ format: 'A4' }));
  expect(flat(text.join(' '))).toContain(site.company.registered_office);
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
