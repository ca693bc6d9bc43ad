// Article data: one JSON module per article and language and the list of article cards per
// language, read by the pre-renderer's loaders (the browser reads the pre-rendered page).
// Their types are the indexer's own (generated from its Rust types into generated/types/).
import type { Article as ArticleData } from '#generated/types/Article.ts';
import type { ArticleCard } from '#generated/types/ArticleCard.ts';
import { useLoaderData } from 'react-router';
import type { Lang } from '../../shared/paths.ts';
import { relatedArticles } from './related.ts';

export type { ArticleCard };

/** What an article page shows: the indexer's article without `words` and `headings`, which the
 * page does not need and the pre-rendered page therefore does not carry. */
export type Article = Omit<ArticleData, 'words' | 'headings'>;

const modules = import.meta.glob<{ default: ArticleData }>('/generated/data/articles/*/*.json');
const cardLists = import.meta.glob<{ default: ArticleCard[] }>('/generated/data/articles.*.json');

/** Every article's card in `lang`, newest first. */
export async function loadCards(lang: Lang): Promise<ArticleCard[]> {
  const load = cardLists[`/generated/data/articles.${lang}.json`];
  if (!load) throw new Error(`no article list for ${lang}: run the indexer`);
  return (await load()).default;
}

/** The article, or null when no article has that slug in that language. */
export async function loadArticle(lang: Lang, slug: string): Promise<ArticleData | null> {
  const load = modules[`/generated/data/articles/${lang}/${slug}.json`];
  if (!load) return null;
  return (await load()).default;
}

/** The article cards a page's loader fetched (screens with `articles: true`). */
export function useArticleCards(): ArticleCard[] {
  return (useLoaderData() as { articles?: ArticleCard[] } | undefined)?.articles ?? [];
}

/** Only the fields the page shows, so its hydration data carries nothing more. */
function shownFields(a: ArticleData): Article {
  const shown: Article & Partial<ArticleData> = { ...a };
  delete shown.words;
  delete shown.headings;
  return shown;
}

export interface ArticleWithRelated {
  article: Article;
  related: ArticleCard[];
}

/** What an article route's loader returns: the article and up to three related cards. */
export async function loadArticleWithRelated(lang: Lang, slug: string): Promise<ArticleWithRelated | null> {
  const [found, cards] = await Promise.all([loadArticle(lang, slug), loadCards(lang)]);
  if (!found) return null;
  const article = shownFields(found);
  return { article, related: relatedArticles(article, cards) };
}
