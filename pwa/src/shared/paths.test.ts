// Unit tests (Node's test runner): the language rules of the route list.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { langFromPath, normalizePath, switchLanguagePath, unlocalize, localize } from './paths.ts';

test('a path starting with /pl is Polish, every other path English', () => {
  assert.equal(langFromPath('/pl'), 'pl');
  assert.equal(langFromPath('/pl/blog/x'), 'pl');
  assert.equal(langFromPath('/plan'), 'en');
  assert.equal(langFromPath('/'), 'en');
});

test('the switch prefixes and unprefixes, landing on / when nothing remains', () => {
  assert.equal(switchLanguagePath('/', 'pl'), '/pl');
  assert.equal(switchLanguagePath('/pl', 'en'), '/');
  assert.equal(switchLanguagePath('/pl/', 'en'), '/');
  assert.equal(switchLanguagePath('/unknown/page', 'pl'), '/pl/unknown/page');
});

test('localize and unlocalize are inverse', () => {
  for (const p of ['/', '/search', '/blog/a']) assert.equal(unlocalize(localize(p, 'pl')), p);
  assert.equal(normalizePath('/pl/'), '/pl');
});
