// Runs in Node (node --test): answers kept on a device are read back only as answers this page
// could have given, so an old, partial or tampered copy can neither break the page nor put
// anything else on it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isEmpty, NOTE_LIMIT, parseChecklist } from './checklist.ts';

const ids = { person: ['nutrition', 'hygiene'], carer: ['leisure'] };

test('a kept checklist comes back as it was kept', () => {
  const kept = {
    person: { nutrition: 'help', hygiene: 'alone' },
    carer: { leisure: 'difficulty' },
    notes: { 'person.nutrition': 'Forgets to eat lunch.' },
    questions: { cause: 'yes', carerImpact: 'unsure' },
  };
  assert.deepEqual(parseChecklist(JSON.parse(JSON.stringify(kept)), ids), kept);
});

test('unknown outcomes, answers and questions are dropped', () => {
  const c = parseChecklist(
    {
      person: { nutrition: 'sometimes', hygiene: 'cannot', dancing: 'help' },
      carer: [],
      notes: { 'person.dancing': 'x', 'carer.leisure': 42 },
      questions: { cause: 'maybe', mood: 'yes', impact: 'no' },
    },
    ids,
  );
  assert.deepEqual(c, { person: { hygiene: 'cannot' }, carer: {}, notes: {}, questions: { impact: 'no' } });
});

test('a note longer than the form allows is cut to its limit', () => {
  const c = parseChecklist({ notes: { 'person.hygiene': 'a'.repeat(NOTE_LIMIT + 10) } }, ids);
  assert.equal(c?.notes['person.hygiene']?.length, NOTE_LIMIT);
});

test('storage holding nothing usable reads as no checklist', () => {
  for (const value of [
    null,
    'text',
    3,
    [],
    {},
    { person: { nutrition: 'nope' } },
    { notes: { 'person.hygiene': '  ' } },
  ])
    assert.equal(parseChecklist(value, ids), null);
});

test('a checklist with only blank notes is empty', () => {
  assert.equal(isEmpty({ person: {}, carer: {}, notes: { 'person.hygiene': ' ' }, questions: {} }), true);
  assert.equal(isEmpty({ person: {}, carer: {}, notes: {}, questions: { cause: 'no' } }), false);
});
