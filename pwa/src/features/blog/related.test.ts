// Runs in Node (node --test): which articles are related to which.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ArticleCard } from './article-data.ts';
import { relatedArticles } from './related.ts';

const card = (slug: string, category: string, date: string): ArticleCard => ({
  slug,
  category,
  date,
  lang: 'en',
  title: slug,
  excerpt: '',
  category_name: category,
  read_time: 5,
  image: { src: '', width: 1, height: 1 },
});

const all = [
  card('alone', 'respite', '2025-01-01'),
  card('pair-a', 'autism', '2025-01-02'),
  card('pair-b', 'autism', '2025-01-03'),
  card('four-a', 'funding', '2025-01-04'),
  card('four-b', 'funding', '2025-01-07'),
  card('four-c', 'funding', '2025-01-05'),
  card('four-d', 'funding', '2025-01-06'),
];

const slugs = (current: ArticleCard) => relatedArticles(current, all).map((a) => a.slug);

test('an article alone in its category has no related articles', () => {
  assert.deepEqual(slugs(all[0]!), []);
});

test('of two in a category, each is related to the other only', () => {
  assert.deepEqual(slugs(all[1]!), ['pair-b']);
  assert.deepEqual(slugs(all[2]!), ['pair-a']);
});

test('of four in a category, the other three show, newest first, never the current one', () => {
  assert.deepEqual(slugs(all[3]!), ['four-b', 'four-d', 'four-c']);
  assert.deepEqual(slugs(all[4]!), ['four-d', 'four-c', 'four-a']);
});
