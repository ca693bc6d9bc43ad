// Runs in Node (node --test): the counting rule of the eligibility regulations (SI 2015/313)
// on the family's answers: regulation 2(3)'s four cases of "unable to achieve", the person's
// threshold of two outcomes (2(1)(b)), the carer's of one outcome or their health (3(2)), and
// that the other conditions only ever move the reading, never decide it for the council.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emptyChecklist, type Answer, type Checklist } from './checklist.ts';
import { countPart, isUnableToAchieve, readCarer, readPerson } from './counting.ts';

const PERSON = [
  'nutrition',
  'hygiene',
  'toilet',
  'clothed',
  'home-safely',
  'habitable-home',
  'relationships',
  'work',
  'community',
  'child',
];
const CARER = ['child', 'others', 'home', 'nutrition', 'relationships', 'work', 'community', 'leisure'];

function person(answers: Record<string, Answer>, questions: Checklist['questions'] = {}): Checklist {
  return { ...emptyChecklist, person: answers, questions };
}

test('2(3)(a): an outcome managed only with help is one the person is unable to achieve', () => {
  assert.equal(isUnableToAchieve('help'), true);
});

test('2(3)(b), (c) and (d): managing alone but with pain, distress, risk or much longer counts as unable', () => {
  // One answer covers the three cases; its words name them all (content/pages/needs-assessment.*).
  assert.equal(isUnableToAchieve('difficulty'), true);
});

test('an outcome the person cannot achieve, even with help, counts as unable', () => {
  assert.equal(isUnableToAchieve('cannot'), true);
});

test('an outcome managed alone, without difficulty, does not count, nor does one not answered', () => {
  assert.equal(isUnableToAchieve('alone'), false);
  assert.equal(isUnableToAchieve(undefined), false);
});

test('the count is of the outcomes answered, and each case counts once', () => {
  const c = person({ nutrition: 'help', hygiene: 'difficulty', toilet: 'cannot', clothed: 'alone' });
  assert.deepEqual(countPart(c, 'person', PERSON), { answered: 4, unable: 3, total: 10 });
});

test('nothing answered is read as nothing yet, not as below the threshold', () => {
  assert.equal(readPerson(emptyChecklist, PERSON).reading, 'none');
  assert.equal(readCarer(emptyChecklist, CARER).reading, 'none');
});

test('one outcome unable to achieve is fewer than the two regulation 2(1)(b) asks for', () => {
  const c = person({ nutrition: 'cannot', hygiene: 'alone' }, { cause: 'yes', impact: 'yes' });
  assert.equal(readPerson(c, PERSON).reading, 'fewer');
});

test('two outcomes, from an illness, with a big effect on well-being, point towards the threshold', () => {
  const c = person({ nutrition: 'help', community: 'difficulty' }, { cause: 'yes', impact: 'yes' });
  assert.deepEqual(readPerson(c, PERSON), { answered: 2, unable: 2, total: 10, reading: 'towards' });
});

test('two outcomes with the cause or the effect on well-being unsure or unanswered depend on them', () => {
  const outcomes = { nutrition: 'help', hygiene: 'help' } as const;
  assert.equal(readPerson(person(outcomes), PERSON).reading, 'depends');
  assert.equal(readPerson(person(outcomes, { cause: 'yes', impact: 'unsure' }), PERSON).reading, 'depends');
});

test('two outcomes with a "no" to the cause or to well-being are only partly there', () => {
  const outcomes = { nutrition: 'help', hygiene: 'help' } as const;
  assert.equal(readPerson(person(outcomes, { cause: 'no', impact: 'yes' }), PERSON).reading, 'partly');
  assert.equal(readPerson(person(outcomes, { cause: 'yes', impact: 'no' }), PERSON).reading, 'partly');
});

test('the carer needs one outcome unable to achieve (3(2)(b)), with a big effect on well-being', () => {
  const c: Checklist = { ...emptyChecklist, carer: { leisure: 'difficulty' }, questions: { carerImpact: 'yes' } };
  assert.deepEqual(readCarer(c, CARER), { answered: 1, unable: 1, total: 8, reading: 'towards' });
});

test("the carer's health getting worse is enough without any outcome (3(2)(a))", () => {
  const c: Checklist = { ...emptyChecklist, questions: { carerHealth: 'yes', carerImpact: 'unsure' } };
  assert.equal(readCarer(c, CARER).reading, 'depends');
});

test("a carer who manages every outcome alone, health not said to be worse, is below the carers' threshold", () => {
  const carer = Object.fromEntries(CARER.map((id) => [id, 'alone'])) as Record<string, Answer>;
  const c: Checklist = { ...emptyChecklist, carer, questions: { carerHealth: 'unsure', carerImpact: 'yes' } };
  assert.equal(readCarer(c, CARER).reading, 'fewer');
});

test("the carer's and the person's answers are counted apart", () => {
  const c: Checklist = { ...emptyChecklist, person: { nutrition: 'cannot' }, carer: { nutrition: 'alone' } };
  assert.equal(countPart(c, 'person', PERSON).unable, 1);
  assert.equal(countPart(c, 'carer', CARER).unable, 0);
});
