// Runs in Chromium against the served dist/: the needs assessment checklist on
// /needs-assessment and /pl/needs-assessment, used as a family would, by keyboard too: the
// result follows the answers and is announced; the summary prints (read back from the PDF) with,
// from the Polish page, the English of every outcome and answer and the notes under a line
// saying they are in Polish; answers are kept only when asked and "clear my answers" leaves no
// trace; the hand-off reaches the consultation form without the address; and no request ever
// carries an answer. The page's words come from the copy the page reads.
import enCopy from '#generated/data/pages/needs-assessment.en.json' with { type: 'json' };
import plCopy from '#generated/data/pages/needs-assessment.pl.json' with { type: 'json' };
import enNeeds from '../src/i18n/locales/en.needs.json' with { type: 'json' };
import plNeeds from '../src/i18n/locales/pl.needs.json' with { type: 'json' };
import enContact from '../src/i18n/locales/en.contact.json' with { type: 'json' };
import plContact from '../src/i18n/locales/pl.contact.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import type { NeedsCopy } from '../src/features/needs-assessment/needs-copy.ts';
import { expect, goOfflineAfterFirstVisit, test, waitForHydration } from './fixtures.ts';
import { pdfText } from './pdf-text.ts';

const en = enCopy as unknown as NeedsCopy;
const langs = {
  en: { path: '/needs-assessment', copy: en, ui: enNeeds.needs, message: enContact.contact.fields.messageOptional },
  pl: {
    path: '/pl/needs-assessment',
    copy: plCopy as unknown as NeedsCopy,
    ui: plNeeds.needs,
    message: plContact.contact.fields.messageOptional,
  },
} as const;

/** Text as the PDF reader gives it back: every run of white space (non-breaking too) one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A note no page, file or request could contain by chance. */
const NOTE = 'Zapomina o obiedzie 7319, needs a prompt';

/** The group of answers of the person's outcome `i` (its legend names it). */
const outcome = (page: Page, copy: NeedsCopy, i: number) =>
  page.getByRole('group', { name: `(${copy.outcomes[i].letter}) ${copy.outcomes[i].title}` });

/** Two outcomes needing help, the second with a note, and yes to illness and to well-being. */
async function fillIn(page: Page, copy: NeedsCopy) {
  await outcome(page, copy, 0).getByRole('radio', { name: copy.choices.help }).check();
  const second = outcome(page, copy, 1);
  await second.getByRole('radio', { name: copy.choices.difficulty }).check();
  await second.getByRole('textbox').fill(NOTE);
  await page.getByRole('group', { name: copy.person.cause }).getByRole('radio', { name: copy.choices.yes }).check();
  await page.getByRole('group', { name: copy.person.impact }).getByRole('radio', { name: copy.choices.yes }).check();
}

/** What this browser keeps for the site: storage of both kinds, and cookies. */
const traces = (page: Page) =>
  page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));

for (const lang of ['en', 'pl'] as const) {
  const { path, copy, ui, message } = langs[lang];
  test.describe(path, () => {
    test('filling in by keyboard counts the outcomes, says what they may mean and announces it', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const result = page.getByRole('region', { name: copy.result.heading });
      await expect(result).toContainText(copy.result.none);
      // Keyboard alone: into the first group, arrows choose an answer, Tab reaches the note.
      await outcome(page, copy, 0).getByRole('radio').first().focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await expect(outcome(page, copy, 0).getByRole('radio', { name: copy.choices.help })).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(outcome(page, copy, 0).getByRole('textbox')).toBeFocused();
      await page.keyboard.type('x');
      await expect(result).toContainText(copy.result.fewer);
      await fillIn(page, copy);
      await expect(result).toContainText(copy.result.towards);
      await expect(result).toContainText(copy.result.council);
      // Announced once the reader pauses, with the council's part.
      const status = page.getByRole('status').filter({ hasText: copy.result.towards });
      await expect(status).toContainText(copy.result.council);
    });

    test("the carer's part is read on its own, by the carers' rules", async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const result = page.getByRole('region', { name: copy.result.heading });
      await expect(result).toContainText(copy.result.carer_none);
      const carer = page.getByRole('region', { name: copy.carer.heading });
      // The carers' "difficulty" answer leaves out taking longer (regulation 3(3)).
      await expect(carer.getByRole('radio', { name: copy.choices.carer_difficulty }).first()).toBeVisible();
      await carer
        .getByRole('group', { name: copy.carer.health })
        .getByRole('radio', { name: copy.choices.yes })
        .check();
      await expect(result).toContainText(copy.result.carer_depends);
    });

    test('prints the outcomes, the answers and the notes, in English beside the Polish', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await fillIn(page, copy);
      await expect(page.locator('.print-summary')).toBeAttached();
      await page.emulateMedia({ media: 'print' });
      const { text } = await pdfText(await page.pdf({ format: 'A4' }));
      const printed = flat(text.join(' '));
      const expected = [
        copy.print.heading,
        `(a) ${copy.outcomes[0].title}`,
        // The regulation's own English words for every outcome, on either page.
        ...en.outcomes.map((o) => `(${o.letter}) ${o.law}`),
        copy.choices.help,
        copy.choices.difficulty,
        copy.result.towards,
        copy.result.council,
        NOTE,
      ];
      if (lang === 'pl')
        expected.push(
          en.choices.help,
          en.choices.difficulty,
          en.result.towards,
          en.print.heading,
          // The line that says the notes are in Polish, in both languages, above them.
          `${copy.print.notes_language} ${en.print.notes_language}`,
        );
      else expected.push(copy.print.notes);
      for (const part of expected) expect(printed).toContain(flat(part));
      // The forms and the buttons are not printed.
      expect(printed).not.toContain(ui.clear);
      expect(printed).not.toContain(copy.privacy.heading);
    });

    test('keeps the answers on this device only when asked, and brings them back', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await fillIn(page, copy);
      expect(await traces(page)).toEqual({ local: {}, session: {}, cookie: '' });
      await page.reload();
      await waitForHydration(page);
      await expect(outcome(page, copy, 0).getByRole('radio', { name: copy.choices.help })).not.toBeChecked();

      await fillIn(page, copy);
      await page.getByRole('checkbox', { name: ui.keep }).check();
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole('checkbox', { name: ui.keep })).toBeChecked();
      await expect(outcome(page, copy, 0).getByRole('radio', { name: copy.choices.help })).toBeChecked();
      await expect(outcome(page, copy, 1).getByRole('textbox')).toHaveValue(NOTE);
      // Unticking forgets them at once.
      await page.getByRole('checkbox', { name: ui.keep }).uncheck();
      expect((await traces(page)).local).toEqual({});
    });

    test('"clear my answers" empties the checklist and leaves no trace in the browser', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await fillIn(page, copy);
      await page.getByRole('checkbox', { name: ui.keep }).check();
      // A hand-off the form never took (the reader came back before it opened) is cleared too.
      await page.evaluate(() => sessionStorage.setItem('marigold.contact.message', 'waiting'));
      await page.getByRole('button', { name: ui.clear }).click();
      await expect(page.getByRole('status').filter({ hasText: ui.cleared })).toHaveText(ui.cleared);
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(outcome(page, copy, 1).getByRole('textbox')).toHaveValue('');
      await expect(page.getByRole('checkbox', { name: ui.keep })).not.toBeChecked();
      expect(await traces(page)).toEqual({ local: {}, session: {}, cookie: '' });
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    });

    test('hands the answers to the consultation form, never in the address', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await fillIn(page, copy);
      await page.getByRole('button', { name: ui.send }).click();
      await expect(page).toHaveURL(new RegExp(`${lang === 'pl' ? '/pl' : ''}/contact$`));
      await waitForHydration(page);
      const field = page.getByLabel(message);
      await expect(field).toHaveValue(new RegExp(`^${copy.print.message}`));
      await expect(field).toHaveValue(new RegExp(`${copy.outcomes[0].title}: ${copy.choices.help}`));
      await expect(field).toHaveValue(new RegExp(NOTE));
      // Taken once: nothing is left waiting in the tab.
      expect((await traces(page)).session).toEqual({});
    });

    test('no request carries an answer or a note, and none leaves the site', async ({ page, watched }) => {
      const sent: string[] = [];
      page.on('request', (r) => sent.push(`${r.url()} ${r.postData() ?? ''}`));
      await page.goto(path);
      await waitForHydration(page);
      await fillIn(page, copy);
      await page.getByRole('checkbox', { name: ui.keep }).check();
      await page.mouse.move(5, 5);
      await expect(page.locator('.print-summary')).toBeAttached();
      await page.getByRole('button', { name: ui.send }).click();
      await expect(page.getByLabel(message)).toHaveValue(new RegExp(NOTE));
      await page.goBack();
      await expect(page.getByRole('checkbox', { name: ui.keep })).toBeChecked();
      const answers = [NOTE, '7319', 'difficulty', 'help', 'cause', 'impact', 'nutrition'];
      const carrying = sent.filter((line) => answers.some((a) => decodeURIComponent(line).includes(a)));
      expect(carrying).toEqual([]);
      expect(watched.foreignRequests).toEqual([]);
    });
  });
}

test('fits a 320 px screen without sideways scrolling, in Polish', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/pl/needs-assessment');
  await waitForHydration(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scroll at 320 px').toBeLessThanOrEqual(0);
});

test('without JavaScript, every outcome is on the page, with a note of what needs JavaScript', async ({ browser }) => {
  for (const lang of ['en', 'pl'] as const) {
    const { path, copy, ui } = langs[lang];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    for (const o of [...copy.outcomes, ...copy.carer_outcomes]) await expect(page.getByText(o.examples)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount((copy.outcomes.length + copy.carer_outcomes.length) * 4 + 4 * 3);
    await expect(page.locator('p.notice')).toHaveText(ui.needsJs);
    await expect(page.locator('p.notice')).toBeVisible();
    await context.close();
  }
});

test('is linked from the funding and care costs pages, the FAQ answer on council help and the planning and funding guides', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const lang of ['en', 'pl'] as const) {
    const prefix = lang === 'pl' ? '/pl' : '';
    for (const from of [
      '/funding-support#care-needs-assessment',
      '/care-costs',
      '/faq#council-help-means-test',
      '/blog/care-planning-guide-essentials',
      '/blog/funding-home-care-complete-guide-2025',
    ]) {
      const [path, fragment] = from.split('#');
      await page.goto(`${prefix}${path}`);
      const scope = fragment ? page.locator(`[id="${fragment}"]`) : page.locator('main');
      await expect(scope.locator(`a[href="${langs[lang].path}"]`), `${prefix}${from}`).not.toHaveCount(0);
    }
  }
  await context.close();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('works offline once the site has been visited, printout and its English words included', async ({
    page,
    context,
  }) => {
    await goOfflineAfterFirstVisit(page, context);
    const { path, copy } = langs.pl;
    await page.goto(path);
    await waitForHydration(page);
    await fillIn(page, copy);
    await expect(page.getByRole('region', { name: copy.result.heading })).toContainText(copy.result.towards);
    await expect(page.locator('.print-summary')).toContainText(en.outcomes[0].law);
  });
});
