// Runs in Node (node --test): a copied link restores every answer, and a damaged one falls back.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answersFromSearch, searchFromAnswers, type Answers } from './answers-url.ts';
import { defaultCare } from './estimate.ts';
import { defaultFunding } from './funding.ts';

test('every answer survives the round trip through the link, typos included', () => {
  const answers: Answers = {
    care: {
      kind: 'specialist',
      pattern: 'visits',
      hoursBy: 'week',
      visits: '10',
      visitHours: '1,5',
      weekHours: '21',
      eveningHours: '3',
      weekendHours: '2',
      bankHolidayHours: '16',
      sleepIns: '1',
      wakingNights: 'x',
      extraMiles: '2.5',
    },
    funding: { capital: '£18,000', age: 'adult', benefits: 'yes', carer: 'yes', health: 'unsure' },
  };
  assert.deepEqual(answersFromSearch(searchFromAnswers(answers)), answers);
});

test('unknown values fall back to the defaults', () => {
  const a = answersFromSearch('care=robot&pattern=x&age=old&health=maybe');
  assert.deepEqual(a, { care: defaultCare, funding: defaultFunding });
});
