// Runs in Node (node --test): numbers typed into the estimator, read as the family meant them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { Lang } from '../../shared/paths.ts';
import { readAmount, type Reading } from './amount.ts';
import { count, money, number } from './format.ts';

const NBSP = '\u00a0';
const RUNS = { numRuns: 3000 };

const num = (value: number): Reading => ({ kind: 'number', value });
const either = (a: number, b: number): Reading => ({ kind: 'ambiguous', options: [a, b] });
const invalid: Reading = { kind: 'invalid' };

/** Asserts each [typed text, reading] pair on one page. */
function reads(lang: Lang, cases: [string, Reading][]) {
  for (const [text, expected] of cases) assert.deepEqual(readAmount(text, lang), expected, `${JSON.stringify(text)}`);
}

test('the issue: Polish grouping and decimals are read as a Polish reader means them', () => {
  reads('pl', [
    ['100.000', num(100000)],
    ['18 000,00', num(18000)],
    [`18${NBSP}000,00${NBSP}£`, num(18000)],
  ]);
});

test('the issue: English amounts, and a dot that could be either, on the English page', () => {
  reads('en', [
    ['£20,000', num(20000)],
    ['18.000', either(18, 18000)],
    ['1,5', num(1.5)],
  ]);
});

test('nothing but spaces is empty, on both pages', () => {
  for (const lang of ['en', 'pl'] as const) {
    reads(lang, [
      ['', { kind: 'empty' }],
      ['   ', { kind: 'empty' }],
      [`${NBSP}\u2009`, { kind: 'empty' }],
    ]);
  }
});

test('a minus at the very start, before or after the pound sign, makes the amount negative', () => {
  for (const lang of ['en', 'pl'] as const) {
    reads(lang, [
      ['-5', num(-5)],
      ['\u2212£5', num(-5)],
      ['£-5', num(-5)],
      ['-£5', num(-5)],
      ['£ \u22125', num(-5)],
      ['-5 £', num(-5)],
      ['-GBP 5', num(-5)],
      ['-0', num(0)],
    ]);
  }
});

test('the pound sign or GBP, before or after, with or without a space', () => {
  for (const lang of ['en', 'pl'] as const) {
    reads(lang, [
      ['£5', num(5)],
      ['£ 5', num(5)],
      ['5£', num(5)],
      ['5 £', num(5)],
      [`5${NBSP}£`, num(5)],
      ['GBP 5', num(5)],
      ['gbp5', num(5)],
      ['5 Gbp', num(5)],
      ['5GBP', num(5)],
    ]);
  }
});

test('spaces group thousands only between groups of exactly three digits', () => {
  for (const lang of ['en', 'pl'] as const) {
    reads(lang, [
      ['18000', num(18000)],
      ['18 000', num(18000)],
      [`18${NBSP}000`, num(18000)],
      ['18\u202f000', num(18000)],
      ['18\u2009000', num(18000)],
      ['1 234 567', num(1234567)],
      ['1 234 567,5', num(1234567.5)],
      ['1 234 567.5', num(1234567.5)],
      ['1 8000', invalid],
      ['1234 567', invalid],
      ['18 00', invalid],
      ['18  000', invalid],
      ['18\t000', invalid],
      ['18 000 ,5', invalid],
      ['18 000, 5', invalid],
    ]);
  }
});

test('with both a comma and a dot, the last one is the decimal mark, on either page', () => {
  for (const lang of ['en', 'pl'] as const) {
    reads(lang, [
      ['18.000,50', num(18000.5)],
      ['18,000.50', num(18000.5)],
      ['£20,000.00', num(20000)],
      ['1.234.567,89', num(1234567.89)],
      ['1,234,567.89 £', num(1234567.89)],
      ['1,000.', num(1000)],
      ['18.0000,5', invalid],
      ['1234.567,5', invalid],
      [',000.5', invalid],
      ['1.000,000.5', invalid],
      ['1.000,5,5', invalid],
      ['1 000.000,5', invalid],
    ]);
  }
});

test('the same separator more than once can only group thousands', () => {
  for (const lang of ['en', 'pl'] as const) {
    reads(lang, [
      ['1.000.000', num(1000000)],
      ['1,000,000', num(1000000)],
      ['£1,000,000', num(1000000)],
      ['1.000.00', invalid],
      ['1,00,000', invalid],
      ['1,000,', invalid],
      ['1..5', invalid],
      ['1,,000', invalid],
    ]);
  }
});

test("a single separator of the page's thousands kind before three digits groups thousands", () => {
  reads('en', [
    ['18,000', num(18000)],
    ['1,500', num(1500)],
    ['£20,000', num(20000)],
    ['999,999', num(999999)],
  ]);
  reads('pl', [
    ['100.000', num(100000)],
    ['1.500', num(1500)],
    ['18.000 £', num(18000)],
  ]);
});

test('a single separator before other than three digits is a decimal mark, whatever the page', () => {
  for (const lang of ['en', 'pl'] as const) {
    reads(lang, [
      ['1,5', num(1.5)],
      ['1.5', num(1.5)],
      ['18.00', num(18)],
      ['18,00', num(18)],
      ['2,25', num(2.25)],
      ['2.25', num(2.25)],
      ['0.1234', num(0.1234)],
      ['1234,5', num(1234.5)],
    ]);
  }
});

test("the page's decimal mark before three digits, after 1 to 3 digits, is ambiguous", () => {
  reads('en', [
    ['18.000', either(18, 18000)],
    ['1.500', either(1.5, 1500)],
    ['£999.999', either(999.999, 999999)],
    ['-18.000', either(-18000, -18)],
  ]);
  reads('pl', [
    ['1,500', either(1.5, 1500)],
    ['£20,000', either(20, 20000)],
    ['20,000 £', either(20, 20000)],
    ['18,000', either(18, 18000)],
  ]);
});

test('three digits after a separator are decimals after a leading zero or more than three digits', () => {
  for (const lang of ['en', 'pl'] as const) {
    reads(lang, [
      ['0.500', num(0.5)],
      ['0,750', num(0.75)],
      ['0,000', num(0)],
      ['1234.567', num(1234.567)],
      ['1234,567', num(1234.567)],
    ]);
  }
});

test('a leading or trailing decimal mark stands for no digits on that side', () => {
  for (const lang of ['en', 'pl'] as const) {
    reads(lang, [
      ['.5', num(0.5)],
      [',5', num(0.5)],
      ['.500', num(0.5)],
      ['5.', num(5)],
      ['5,', num(5)],
      ['18 000,', num(18000)],
      ['£.5', num(0.5)],
      ['.', invalid],
      [',', invalid],
    ]);
  }
});

test('anything else is not a number', () => {
  for (const lang of ['en', 'pl'] as const) {
    reads(lang, [
      ['seven', invalid],
      ['1.2.3,4,5', invalid],
      ['12abc', invalid],
      ['--5', invalid],
      ['-−5', invalid],
      ['5-', invalid],
      ['- 5', invalid],
      ['-£-5', invalid],
      ['£', invalid],
      ['-', invalid],
      ['−£', invalid],
      ['GBP', invalid],
      ['£5£', invalid],
      ['£5 GBP', invalid],
      ['££5', invalid],
      ['1e5', invalid],
      ['Infinity', invalid],
      ['NaN', invalid],
      ['0x10', invalid],
      ['+5', invalid],
      ['٥', invalid],
      ['５', invalid],
      ['1'.repeat(41), invalid],
    ]);
  }
});

test('values are rounded to six decimals from the digits, without floating-point noise', () => {
  reads('en', [
    ['0.1', num(0.1)],
    ['0.3', num(0.3)],
    ['0.1234565', num(0.123457)],
    ['0.1234564', num(0.123456)],
    ['0.9999999', num(1)],
    ['1,234,567.89', num(1234567.89)],
    ['99999999999999999999', num(1e20)],
  ]);
});

// Property tests. An amount is whole pounds or pounds and pence, 0 to 10,000,000, kept as pence
// so that the expected value is the correctly rounded pence / 100, the same double the parser makes.

const SPACE_KINDS = [' ', NBSP, '\u202f', '\u2009'];
const CURRENCIES = ['', '£{}', '£ {}', '{}£', '{} £', `{}${NBSP}£`, 'GBP {}', '{} GBP', 'gbp{}'];

const pence = fc
  .tuple(fc.integer({ min: 0, max: 1_000_000_000 }), fc.boolean())
  .map(([p, whole]) => (whole ? p - (p % 100) : p));

/** The amount as someone writing `lang` might type it: grouped or not, pence or not, with a £ or GBP. */
function written(lang: Lang): fc.Arbitrary<{ value: number; text: string }> {
  const standard = fc
    .tuple(pence, fc.constantFrom(money, number, count))
    .map(([p, write]) => ({ value: p / 100, text: write(p / 100, lang) }));
  const groupings = lang === 'en' ? ['', ','] : ['', '.', ...SPACE_KINDS];
  const typed = fc
    .tuple(pence, fc.constantFrom(...groupings), fc.boolean(), fc.constantFrom(...CURRENCIES))
    .map(([p, group, showZeroPence, currency]) => {
      const whole = Math.floor(p / 100).toString();
      const fraction = String(p % 100).padStart(2, '0');
      const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
      const pennies = p % 100 !== 0 || showZeroPence ? (lang === 'en' ? '.' : ',') + fraction : '';
      const amount = grouped + pennies;
      return { value: p / 100, text: currency ? currency.replace('{}', amount) : amount };
    });
  return fc.oneof(standard, typed);
}

const other = (lang: Lang): Lang => (lang === 'en' ? 'pl' : 'en');

test('what format.ts writes reads back on that page as exactly that amount, never ambiguous', () => {
  for (const lang of ['en', 'pl'] as const) {
    fc.assert(
      fc.property(pence, (p) => {
        for (const text of [money(p / 100, lang), number(p / 100, lang), count(p / 100, lang)]) {
          assert.deepEqual(readAmount(text, lang), num(p / 100), JSON.stringify(text));
        }
      }),
      RUNS,
    );
  }
});

// The ambiguous shape needs the page's own decimal mark followed by exactly three digits. A page's
// own writing puts its decimal mark before 0 or 2 digits only (pence), and its thousands separator
// before three, so it never arises: every reading must be exactly the amount.
test("an amount typed the page's own way, in any usual form, reads back as exactly that amount", () => {
  for (const lang of ['en', 'pl'] as const) {
    fc.assert(
      fc.property(written(lang), ({ value, text }) => {
        assert.deepEqual(readAmount(text, lang), num(value), JSON.stringify(text));
      }),
      RUNS,
    );
  }
});

test("an amount typed the other language's way is never read confidently wrong", () => {
  for (const lang of ['en', 'pl'] as const) {
    fc.assert(
      fc.property(written(other(lang)), ({ value, text }) => {
        const reading = readAmount(text, lang);
        const right =
          (reading.kind === 'number' && reading.value === value) ||
          (reading.kind === 'ambiguous' && reading.options.includes(value));
        assert.ok(right, `${JSON.stringify(text)} on the ${lang} page gave ${JSON.stringify(reading)}`);
      }),
      RUNS,
    );
  }
});

test('a minus in front of any amount typed the usual way reads as its negative', () => {
  for (const lang of ['en', 'pl'] as const) {
    fc.assert(
      fc.property(written(lang), fc.constantFrom('-', '\u2212'), ({ value, text }, minus) => {
        assert.deepEqual(readAmount(minus + text, lang), num(value === 0 ? 0 : -value), JSON.stringify(text));
      }),
      RUNS,
    );
  }
});

const KINDS = ['empty', 'number', 'ambiguous', 'invalid'];
const likely = fc.string({
  unit: fc.constantFrom(...'0123456789.,£-\u2212 GBPgbpe+x'.split(''), ...SPACE_KINDS),
  maxLength: 40,
});

test('any text at all gives one of the four readings, never throws, and every value is finite', () => {
  for (const lang of ['en', 'pl'] as const) {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), likely),
        (text) => {
          const reading = readAmount(text, lang);
          assert.ok(KINDS.includes(reading.kind), JSON.stringify(reading));
          if (reading.kind === 'number') assert.ok(Number.isFinite(reading.value), JSON.stringify(text));
          if (reading.kind === 'ambiguous') {
            const [a, b] = reading.options;
            assert.ok(Number.isFinite(a) && Number.isFinite(b) && a < b, JSON.stringify(text));
          }
        },
      ),
      RUNS,
    );
  }
});

test('whole numbers written plainly read as themselves on both pages', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
      for (const lang of ['en', 'pl'] as const) assert.deepEqual(readAmount(String(n), lang), num(n));
    }),
    RUNS,
  );
});
