// Runs in Chromium against the served dist/: no Polish page shows an English interface
// string. Every English string of the interface resources that differs from its Polish
// counterpart is looked for in the text of every Polish page, after hydration.
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import pl from '../src/i18n/locales/pl.json' with { type: 'json' };
import { routes } from '../src/routes/paths.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const polish = new Map(leaves(pl));
/** The fixed parts of English strings (between {{placeholders}}) long enough to be telling. */
const englishFragments = leaves(en)
  .filter(([key, value]) => polish.get(key) !== value && !key.startsWith('language.'))
  .flatMap(([key, value]) =>
    value
      .split(/\{\{[^}]+\}\}/)
      .map((part) => part.trim())
      .filter((part) => part.length >= 8 && /\s/.test(part))
      .map((part) => ({ key, part })),
  );

for (const route of routes.filter((r) => r.lang === 'pl')) {
  test(`${route.path} shows no English interface string`, async ({ page }) => {
    await page.goto(route.path);
    await waitForHydration(page);
    const text = await page.locator('body').innerText();
    const found = englishFragments.filter(({ part }) => text.includes(part)).map(({ key, part }) => `${key}: ${part}`);
    expect(found).toEqual([]);
  });
}

test('the check would notice an English string', () => {
  expect(englishFragments.some(({ part }) => part === 'Skip to main content')).toBe(true);
});
