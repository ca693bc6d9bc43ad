// Runs in Node (node --test): formatDate's month tables write every date exactly as Intl does
// for en-GB and pl-PL, without paying for Intl in the browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDate } from './i18n.ts';

for (const lang of ['en', 'pl'] as const) {
  test(`every month's dates are written as Intl writes them in ${lang}`, () => {
    const intl = new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        assert.equal(formatDate(iso, lang), intl.format(new Date(Date.UTC(2026, month - 1, day))));
      }
    }
  });
}

test('a date reads as written, in either language', () => {
  assert.equal(formatDate('2025-01-20', 'en'), '20 January 2025');
  assert.equal(formatDate('2026-11-23', 'pl'), '23 listopada 2026');
});
