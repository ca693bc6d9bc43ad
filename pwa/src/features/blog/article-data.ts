// Article data: one JSON module per article and language and the list of article cards per
// language, read by the pre-renderer's loaders (the browser reads the pre-rendered page).
import { useLoaderData } from 'react-router';
import type { Lang } from '../../routes/paths.ts';
import { relatedArticles } from './related.ts';

/** A card's image: decorative (the card's title says the same), so it has no alt text. */
export interface CardImage {
  src: string;
  width: number;
  height: number;
}

/** The image at the top of an article. */
export interface ArticleImage extends CardImage {
  alt: string;
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
  image: CardImage;
}

/** What an article page shows (the indexer's JSON also has `words` and `headings`, which the
 * page does not need and the pre-rendered page therefore does not carry). */
export interface Article extends ArticleCard {
  image: ArticleImage;
  /** When its facts were last checked (YYYY-MM-DD). */
  reviewed: string;
  author: { name: string; role: string };
  intro?: string;
  cta?: string;
  html: string;
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

/** Only the fields the page shows, so its hydration data carries nothing more. */
function shownFields(a: Article): Article {
  const {
    slug,
    lang,
    title,
    excerpt,
    category,
    category_name,
    date,
    reviewed,
    read_time,
    image,
    author,
    intro,
    cta,
    html,
  } = a;
  return {
    slug,
    lang,
    title,
    excerpt,
    category,
    category_name,
    date,
    reviewed,
    read_time,
    image,
    author,
    intro,
    cta,
    html,
  };
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
