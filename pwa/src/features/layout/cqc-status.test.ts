// Runs in Node (node --test): the CQC box reads correctly for every status.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import en from '../../i18n/locales/en.json' with { type: 'json' };
import pl from '../../i18n/locales/pl.json' with { type: 'json' };
import { cqcLines } from './cqc-status.ts';

const locales = { en, pl };

function render(lang: 'en' | 'pl', rating: string, date: string): string[] {
  const common = locales[lang].common as Record<string, string>;
  return cqcLines({ rating, rating_date: date }, (iso) => `on ${iso}`).map(({ key, values }) => {
    const text = common[key.replace('common.', '')];
    assert.ok(text, `${lang}: ${key} is missing`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
  });
}

test('a rating is shown with its date, in both languages', () => {
  for (const rating of ['Outstanding', 'Good', 'Requires improvement', 'Inadequate']) {
    assert.deepEqual(render('en', rating, '2025-03-14'), [
      `CQC overall rating: ${rating}`,
      'Rating published on 2025-03-14',
    ]);
    const [ratingLine, dateLine] = render('pl', rating, '2025-03-14');
    assert.ok(ratingLine?.includes(rating));
    assert.ok(dateLine?.includes('on 2025-03-14'));
  }
});

test('"Not yet rated" says registered and not yet inspected, with no date and no "rated" claim', () => {
  for (const lang of ['en', 'pl'] as const) {
    const lines = render(lang, 'Not yet rated', '');
    assert.equal(lines.length, 2);
    for (const line of lines) {
      assert.doesNotMatch(line, /Not yet rated|rating:|\{\{|on \d/);
    }
  }
  assert.deepEqual(render('en', 'Not yet rated', ''), [
    'Registered with the Care Quality Commission (CQC)',
    'Not yet inspected: the CQC rates a new service after its first inspection.',
  ]);
});
