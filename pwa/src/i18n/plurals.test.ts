// Runs in Node (node --test): read times with the right plural form in each language.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serverI18n } from './server-strings.ts';

test('Polish read times use minuta, minuty and minut as Polish grammar asks', () => {
  const t = serverI18n('pl').t;
  const expected: [number, string][] = [
    [1, '1 minuta czytania'],
    [2, '2 minuty czytania'],
    [5, '5 minut czytania'],
    [12, '12 minut czytania'],
    [22, '22 minuty czytania'],
  ];
  for (const [count, text] of expected) assert.equal(t('article.readTime', { count }), text);
});

test('English read times', () => {
  const t = serverI18n('en').t;
  assert.equal(t('article.readTime', { count: 1 }), '1 minute read');
  assert.equal(t('article.readTime', { count: 12 }), '12 minute read');
});

test('Polish guide counts on the blog list', () => {
  const t = serverI18n('pl').t;
  assert.deepEqual(
    [1, 3, 5, 12, 22].map((count) => t('blog.count', { count })),
    ['1 poradnik', '3 poradniki', '5 poradników', '12 poradników', '22 poradniki'],
  );
});
