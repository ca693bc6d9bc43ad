// Unit tests (Node's test runner): the language rules of the route list. That alternatesOf's
// rule gives the indexer's own alternates for every route is checked in indexer/tests/validation.rs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  alternatesOf,
  findRoute,
  langFromPath,
  normalizePath,
  switchLanguagePath,
  unlocalize,
  localize,
} from './paths.ts';

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

test('a page’s alternates are the same page in each language it exists in', () => {
  const of = (path: string) => {
    const route = findRoute(path);
    assert.ok(route, path);
    return alternatesOf(route);
  };
  assert.deepEqual(of('/pl'), { en: '/', pl: '/pl' });
  assert.deepEqual(of('/blog/autism-neurodiversity-support'), {
    en: '/blog/autism-neurodiversity-support',
    pl: '/pl/blog/autism-neurodiversity-support',
  });
  assert.deepEqual(of('/marketing/banners'), { en: '/marketing/banners' });
  const category = findRoute('/pl/blog/category/dementia-care');
  assert.deepEqual(category && alternatesOf(category), {
    en: '/blog/category/dementia-care',
    pl: '/pl/blog/category/dementia-care',
  });
});
