// Runs in Node (node --test): the printed summary lists the answers that apply, in words, and
// marks a wrong one with the form's own message.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import costs from '#generated/data/costs.json' with { type: 'json' };
import en from '#generated/data/pages/care-costs.en.json' with { type: 'json' };
import pl from '#generated/data/pages/care-costs.pl.json' with { type: 'json' };
import { answersFromSearch } from './answers-url.ts';
import type { CareCostsCopy } from './costs-copy.ts';
import type { Prices } from './estimate.ts';
import { answerRows } from './answers-in-words.ts';

const prices: Prices = costs.prices;
const copy = { en: en as unknown as CareCostsCopy, pl: pl as unknown as CareCostsCopy };
const rows = (search: string, lang: 'en' | 'pl' = 'en') =>
  answerRows(copy[lang], answersFromSearch(search), prices, lang);
const labels = (list: { label: string }[]) => list.map((r) => r.label);

test('visits list every care answer, with the hours given per visit or a week', () => {
  const { care } = rows('care=companionship&visits=3&length=1,5&miles=2');
  assert.deepEqual(
    care.map((r) => [r.label, r.value]),
    [
      ['Kind of care', 'Companionship'],
      ['How care is given', 'Visits through the week'],
      ['Visits a week', '3'],
      ['Hours each visit', '1.5'],
      ['Evening hours a week (6pm to 10pm)', '0'],
      ['Weekend hours a week (daytime)', '0'],
      ['Bank holiday hours a year', '0'],
      ['Sleep-in nights a week', '0'],
      ['Waking nights a week', '0'],
      [`Miles beyond the ${prices.travel.included_miles} included`, '2'],
    ],
  );
  assert.ok(care.every((r) => r.problem === null));
  assert.ok(labels(rows('by=week&hours=10').care).includes('Hours a week, in all'));
  assert.ok(!labels(rows('by=week&hours=10').care).includes('Hours each visit'));
});

test('a live-in carer needs only the kind of care', () => {
  assert.deepEqual(labels(rows('pattern=live-in&visits=seven').care), ['Kind of care', 'How care is given']);
});

test('a wrong answer stays as typed, with the message the form shows', () => {
  const visits = rows('visits=seven').care.find((r) => r.label === 'Visits a week');
  assert.deepEqual(visits, { label: 'Visits a week', value: 'seven', problem: 'Enter a whole number, such as 2.' });
  const length = rows('length=25').care.find((r) => r.label === 'Hours each visit');
  assert.equal(length?.problem, 'That is 175 hours, more than the 168 hours in a week.');
});

test('savings as the page understands them, or what to correct; none for a child', () => {
  const savings = (search: string, lang: 'en' | 'pl' = 'en') => rows(search, lang).funding[1];
  assert.equal(savings('savings=£18,000').value, '£18,000');
  assert.equal(savings('savings=18000', 'pl').value, '18\u00a0000\u00a0£');
  assert.deepEqual(savings(''), {
    label: 'Savings and capital, not counting their home',
    value: 'not given',
    problem: 'Enter the amount of savings, or 0 if there are none.',
  });
  assert.equal(savings('savings=lots').problem, 'Enter an amount in pounds, such as 18,000.');
  const child = rows('age=child&benefits=yes&health=unsure').funding;
  assert.deepEqual(
    child.map((r) => r.value),
    ['Under 16', 'Yes', 'No', 'Not sure'],
  );
  // Savings typed the Polish way on the Polish page: "100.000" is a hundred thousand.
  assert.equal(savings('savings=100.000', 'pl').value, '100\u00a0000\u00a0£');
});

test('Polish answers are in Polish', () => {
  const { care, funding } = rows('visits=2&savings=0&carer=yes', 'pl');
  assert.equal(care[0].value, 'Opieka osobista');
  assert.equal(funding.at(-2)?.value, 'Tak');
});
