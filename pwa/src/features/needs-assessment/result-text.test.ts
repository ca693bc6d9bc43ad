// Runs in Node (node --test): what the page says the answers may mean, in both languages, from
// the copy in content/: never that anyone "is eligible" or "is not eligible", always that the
// council decides; and the message handed to the consultation form fits the form.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import en from '#generated/data/pages/needs-assessment.en.json' with { type: 'json' };
import pl from '#generated/data/pages/needs-assessment.pl.json' with { type: 'json' };
import { emptyChecklist, type Answer, type Checklist } from './checklist.ts';
import type { NeedsCopy } from './needs-copy.ts';
import { announcementText, handOffText, readChecklist, resultLines } from './result-text.ts';

const copies = { en: en as unknown as NeedsCopy, pl: pl as unknown as NeedsCopy };

function everything(copy: NeedsCopy, answer: Answer, note: string): Checklist {
  const notes: Record<string, string> = {};
  for (const o of copy.outcomes) notes[`person.${o.id}`] = note;
  for (const o of copy.carer_outcomes) notes[`carer.${o.id}`] = note;
  return {
    person: Object.fromEntries(copy.outcomes.map((o) => [o.id, answer])),
    carer: Object.fromEntries(copy.carer_outcomes.map((o) => [o.id, answer])),
    notes,
    questions: { cause: 'yes', impact: 'yes', carerHealth: 'yes', carerImpact: 'yes' },
  };
}

test('the regulations list ten outcomes for the person and eight for a carer, in both languages', () => {
  for (const copy of Object.values(copies)) {
    assert.equal(copy.outcomes.length, 10);
    assert.deepEqual(
      copy.outcomes.map((o) => o.letter),
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'],
    );
    assert.equal(copy.carer_outcomes.length, 8);
  }
  assert.deepEqual(
    copies.pl.outcomes.map((o) => o.id),
    copies.en.outcomes.map((o) => o.id),
  );
});

test('no reading says anyone is or is not eligible, and every announcement says the council decides', () => {
  for (const [lang, copy] of Object.entries(copies)) {
    const readings = Object.values(copy.result).join(' ');
    assert.doesNotMatch(readings, lang === 'en' ? /\b(is|are|not) eligible/i : /kwalifikuje|przysługuje/i);
    for (const answer of ['alone', 'help'] as const) {
      const text = announcementText(copy, readChecklist(copy, everything(copy, answer, '')));
      assert.ok(text.endsWith(copy.result.council), `${lang}: ${text}`);
    }
  }
});

test('the result counts the outcomes that look unable to achieve', () => {
  const copy = copies.en;
  const c: Checklist = { ...emptyChecklist, person: { nutrition: 'help', hygiene: 'cannot', toilet: 'alone' } };
  const lines = resultLines(copy, readChecklist(copy, c));
  assert.ok(lines.person.includes('Answered: 3 of 10.'));
  assert.ok(lines.person.some((l) => l.endsWith(': 2 of 10.')));
  assert.deepEqual(lines.carer, [copy.result.carer_none]);
});

test('the hand-off message names the outcomes that look hard with their answers, and its reading', () => {
  const copy = copies.en;
  const c: Checklist = {
    ...emptyChecklist,
    person: { nutrition: 'help', hygiene: 'alone' },
    notes: { 'person.nutrition': 'Forgets lunch' },
  };
  const text = handOffText(copy, c, 1500);
  assert.match(text, /^Our needs assessment checklist/);
  assert.match(text, /\(a\) Eating and drinking enough: Manages, but only with help \(Forgets lunch\)/);
  assert.doesNotMatch(text, /Keeping clean/);
  assert.ok(text.includes(copy.result.fewer));
});

test('the hand-off message carries no prompt to answer the part left unanswered', () => {
  const copy = copies.pl;
  const c: Checklist = { ...emptyChecklist, carer: { leisure: 'cannot' } };
  const text = handOffText(copy, c, 1500);
  assert.ok(!text.includes(copy.result.none));
  assert.ok(text.includes(copy.carer.heading));
});

test('the hand-off message fits the form, dropping the notes first when everything is long', () => {
  for (const copy of Object.values(copies)) {
    const c = everything(copy, 'difficulty', 'n'.repeat(200));
    const text = handOffText(copy, c, 1500);
    assert.ok(text.length <= 1500, `${text.length} characters`);
    assert.doesNotMatch(text, /nnnn/);
  }
});
