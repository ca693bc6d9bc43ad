// Article data: one JSON module per article and language, fetched when the article opens.
import type { Lang } from '../../routes/paths.ts';

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

/** The article, or null when no article has that slug in that language. */
export async function loadArticle(lang: Lang, slug: string): Promise<Article | null> {
  const load = modules[`/generated/data/articles/${lang}/${slug}.json`];
  if (!load) return null;
  return (await load()).default;
}
