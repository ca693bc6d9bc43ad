// Article data: one JSON module per article and language, fetched when the article opens, and
// the list of article cards per language.
import { useLoaderData } from 'react-router';
import type { Lang } from '../../routes/paths.ts';
import { relatedArticles } from '../blog/related.ts';

export interface ArticleImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ArticleCard {
  slug: string;
  lang: Lang;
  title: string;
  excerpt: string;
  category: string;
  category_name: string;
  date: string;
  read_time: number;
  image: ArticleImage;
}

export interface Article extends ArticleCard {
  words: number;
  author: { name: string; role: string };
  intro?: string;
  cta?: string;
  html: string;
  headings: { level: number; id: string; text: string }[];
}

const modules = import.meta.glob<{ default: Article }>('/generated/data/articles/*/*.json');
const cardLists = import.meta.glob<{ default: ArticleCard[] }>('/generated/data/articles.*.json');

/** Every article's card in `lang`, newest first. */
export async function loadCards(lang: Lang): Promise<ArticleCard[]> {
  const load = cardLists[`/generated/data/articles.${lang}.json`];
  if (!load) throw new Error(`no article list for ${lang}: run the indexer`);
  return (await load()).default;
}

/** The article, or null when no article has that slug in that language. */
export async function loadArticle(lang: Lang, slug: string): Promise<Article | null> {
  const load = modules[`/generated/data/articles/${lang}/${slug}.json`];
  if (!load) return null;
  return (await load()).default;
}

/** The article cards a page's loader fetched (screens with `articles: true`). */
export function useArticleCards(): ArticleCard[] {
  return (useLoaderData() as { articles?: ArticleCard[] } | undefined)?.articles ?? [];
}

export interface ArticleWithRelated {
  article: Article;
  related: ArticleCard[];
}

/** What an article route's loader returns: the article and up to three related cards. */
export async function loadArticleWithRelated(lang: Lang, slug: string): Promise<ArticleWithRelated | null> {
  const [article, cards] = await Promise.all([loadArticle(lang, slug), loadCards(lang)]);
  return article ? { article, related: relatedArticles(article, cards) } : null;
}
