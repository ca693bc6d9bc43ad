// Related articles: up to three others of the same category, newest first.
import type { ArticleCard } from './article-data.ts';

export const RELATED_MAX = 3;

export function relatedArticles(current: { slug: string; category: string }, all: readonly ArticleCard[]) {
  return all
    .filter((a) => a.category === current.category && a.slug !== current.slug)
    .toSorted((a, b) => b.date.localeCompare(a.date))
    .slice(0, RELATED_MAX);
}
