// Runs in Node (npm run test:unit): joining adjacent texts among children, and what it leaves alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { joinTextRuns } from './text-runs.ts';

const element = { type: 'span', props: {} };

test('adjacent texts and numbers become one text, keeping every place', () => {
  assert.deepEqual(joinTextRuns(['Ann', ', ', 'Founder']), ['Ann, Founder', null, null]);
  assert.deepEqual(joinTextRuns(['Call now ', 121, ' ', element, '.']), ['Call now 121 ', null, null, element, '.']);
});

test('nothing-rendering children between texts join the run; elements end it', () => {
  assert.deepEqual(joinTextRuns(['a', false, null, 'b', element, 'c', undefined, 'd']), [
    'ab',
    null,
    null,
    null,
    element,
    'cd',
    null,
    null,
  ]);
});

test('children with no adjacent texts are returned as they are', () => {
  const children = ['a', element, 'b', null, element];
  assert.equal(joinTextRuns(children), children);
});

test('an empty text renders nothing, as in the HTML', () => {
  assert.deepEqual(joinTextRuns(['', element]), [null, element]);
  assert.deepEqual(joinTextRuns(['', false, '']), [null, null, null]);
});
