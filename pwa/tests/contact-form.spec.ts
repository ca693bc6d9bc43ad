// Runs in Chromium against the served dist/: the consultation request form on /contact and
// /pl/contact. Each invalid field gets its own message in the page's language, nothing typed
// is lost, and the composed email and WhatsApp messages carry every field, encoded.
import { expect, test, waitForHydration } from './fixtures.ts';
import type { Page } from '@playwright/test';
import plBlog from '../src/i18n/locales/pl.blog.json' with { type: 'json' };

const copy = {
  en: {
    path: '/contact',
    submit: 'Write the email',
    name: 'Your name',
    contact: 'Phone number or email',
    who: 'Who needs care',
    area: 'Town or area',
    message: 'Message (optional)',
    consent: /I agree/,
    whatsapp: 'By WhatsApp',
    summary: 'Please check the form',
    errors: [
      'Enter your name',
      'Enter a phone number or email address so we can reply',
      'Choose who needs care',
      'Enter your town or area',
      'Tick the box to agree that we may use your details to reply',
    ],
    emailInvalid: 'Enter an email address in the right format, like name@example.com',
    parent: 'My parent',
    openWhatsapp: 'Open WhatsApp',
    openEmail: 'Open the email again',
  },
  pl: {
    path: '/pl/contact',
    submit: 'Przygotuj e-mail',
    name: 'Imię i nazwisko',
    contact: 'Telefon lub e-mail',
    who: 'Kto potrzebuje opieki',
    area: 'Miejscowość lub okolica',
    message: 'Wiadomość (nieobowiązkowo)',
    consent: /Wyrażam zgodę/,
    whatsapp: 'Przez WhatsApp',
    summary: 'Prosimy sprawdzić formularz',
    errors: [
      'Prosimy podać imię i nazwisko',
      'Prosimy podać telefon lub adres e-mail, abyśmy mogli odpowiedzieć',
      'Prosimy wybrać, kto potrzebuje opieki',
      'Prosimy podać miejscowość lub okolicę',
      'Prosimy zaznaczyć zgodę na wykorzystanie danych do odpowiedzi',
    ],
    emailInvalid: 'Prosimy podać adres e-mail w poprawnej formie, np. imie@example.com',
    parent: 'Mój rodzic',
    openWhatsapp: 'Otwórz WhatsApp',
    openEmail: 'Otwórz e-mail ponownie',
  },
} as const;

const tricky = {
  name: 'Łucja Żółć-Kowalska & syn',
  area: 'Rowley Regis?',
  message: 'Mama (84) & tata?\nPokój #2 – łóżko 100% "wygodne"\nDziękuję',
};

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Fills every field with awkward values: Polish letters, `&`, `?`, `#`, quotes, line breaks. */
async function fillAll(page: Page, c: (typeof copy)[keyof typeof copy], contact: string) {
  await page.getByLabel(c.name, { exact: true }).fill(tricky.name);
  await page.getByLabel(c.contact, { exact: true }).fill(contact);
  await page.getByLabel(c.who, { exact: true }).selectOption({ label: c.parent });
  await page.getByLabel(c.area, { exact: true }).fill(tricky.area);
  await page.getByLabel(c.message, { exact: true }).fill(tricky.message);
  await page.getByLabel(c.consent).check();
}

for (const [lang, c] of Object.entries(copy)) {
  test.describe(`${c.path}`, () => {
    test('an empty form gets one message per missing field, in the page language', async ({ page, watched }) => {
      await open(page, c.path);
      await page.getByRole('button', { name: c.submit }).click();
      const summary = page.getByRole('alert');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('heading')).toHaveText(c.summary);
      await expect(summary.getByRole('link')).toHaveText([...c.errors]);
      for (const [label, message] of [
        [c.name, c.errors[0]],
        [c.contact, c.errors[1]],
        [c.who, c.errors[2]],
        [c.area, c.errors[3]],
      ] as const) {
        const field = page.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.?]/g, '\\$&')));
      }
      await expect(page.getByLabel(c.consent)).toHaveAccessibleDescription(new RegExp(c.errors[4]));
      expect(watched.consoleProblems).toEqual([]);
    });

    test('a wrong email keeps everything typed and names the problem', async ({ page }) => {
      await open(page, c.path);
      await fillAll(page, c, 'lucja@example');
      await page.getByRole('button', { name: c.submit }).click();
      await expect(page.getByRole('alert').getByRole('link')).toHaveText([c.emailInvalid]);
      await expect(page.getByLabel(c.name, { exact: true })).toHaveValue(tricky.name);
      await expect(page.getByLabel(c.contact, { exact: true })).toHaveValue('lucja@example');
      await expect(page.getByLabel(c.area, { exact: true })).toHaveValue(tricky.area);
      await expect(page.getByLabel(c.message, { exact: true })).toHaveValue(tricky.message);
      await expect(page.getByLabel(c.consent)).toBeChecked();
      await expect(page.getByLabel(c.name, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('the composed email and WhatsApp message carry every field, encoded', async ({ page }) => {
      await open(page, c.path);
      await fillAll(page, c, 'lucja@example.org');

      await page.getByRole('button', { name: c.submit }).click();
      const mailto = await page.getByRole('link', { name: c.openEmail }).getAttribute('href');
      expect(mailto).toMatch(/^mailto:hello@marigoldcare\.example\?subject=[^&#?]*&body=[^&#?\s]*$/);
      const mail = new URL(mailto ?? '');
      const body = mail.searchParams.get('body') ?? '';
      for (const value of [tricky.name, 'lucja@example.org', c.parent, tricky.area]) expect(body).toContain(value);
      expect(body).toContain(tricky.message.replace(/\n/g, '\r\n'));
      expect(mail.searchParams.get('subject')).toContain(tricky.name);

      await page.getByLabel(c.whatsapp).check();
      await page
        .getByRole('button', { name: lang === 'en' ? 'Write the WhatsApp message' : 'Przygotuj wiadomość WhatsApp' })
        .click();
      const wa = await page.getByRole('link', { name: c.openWhatsapp }).getAttribute('href');
      expect(wa).toMatch(/^https:\/\/wa\.me\/441214960742\?text=[^&#?\s]*$/);
      const text = new URL(wa ?? '').searchParams.get('text') ?? '';
      for (const value of [tricky.name, 'lucja@example.org', c.parent, tricky.area, tricky.message])
        expect(text).toContain(value);
      // Everything typed is still there for another try.
      await expect(page.getByLabel(c.message, { exact: true })).toHaveValue(tricky.message);
    });
  });
}

// The form's strings are a set of their own (i18n/browser-strings.ts), loaded with the contact
// screen: arriving by the language switch loads them in the language switched to. The blog's
// set likewise, from an article to the blog's newsletter form.
for (const [from, to, label] of [
  ['/contact', '/pl/contact', copy.pl.name],
  ['/pl/contact', '/contact', copy.en.name],
  ['/blog', '/pl/blog', plBlog.newsletter.label],
] as const) {
  test(`${from} -> ${to} by the language switch: the form speaks the new language`, async ({ page, watched }) => {
    await page.goto(from);
    await waitForHydration(page);
    await page.locator('header .lang-switch').first().click({ force: true });
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByLabel(label, { exact: true }).first()).toBeVisible();
    expect(watched.consoleProblems).toEqual([]);
  });
}
