// Page copy from content/pages/<key>.<lang>.toml (through the indexer), one JSON module per
// page and language, read by the pre-renderer's loaders (the browser's read the pre-rendered
// page, shared/page-data.ts), and the hook through which screens read it.
import { useLoaderData, useLocation } from 'react-router';
import { findRoute, type Lang } from './paths.ts';

export interface PageMeta {
  title: string;
  description: string;
}

export interface PageIntro {
  heading: string;
  lead: string;
  /** Legal pages: when the text last changed (YYYY-MM-DD). */
  updated?: string;
  note?: string;
}

/** A titled part of a page; `body` is HTML rendered from Markdown by the indexer. */
export interface Section {
  id: string;
  heading: string;
  body: string;
}

export interface FaqItem {
  id: string;
  question: string;
  /** HTML rendered from Markdown. */
  answer: string;
}

export interface FaqGroup {
  id: string;
  heading: string;
  items: FaqItem[];
}

export interface ContentCopy {
  meta: PageMeta;
  intro: PageIntro;
  sections?: Section[];
  faq?: FaqGroup[];
}

const modules = import.meta.glob<{ default: unknown }>('/generated/data/pages/*.json');

export function hasCopy(key: string, lang: Lang): boolean {
  return `/generated/data/pages/${key}.${lang}.json` in modules;
}

/** The copy of each page key in `keys`, in `lang`. */
export async function loadCopy(keys: readonly string[], lang: Lang): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    keys.map(async (key) => {
      const load = modules[`/generated/data/pages/${key}.${lang}.json`];
      if (!load) throw new Error(`no copy for page "${key}" in ${lang}: add content/pages/${key}.${lang}.toml`);
      return [key, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The copy of `key` (by default the current page's) that the route's loader fetched. */
export function usePageCopy<T = ContentCopy>(key?: string): T {
  const data = useLoaderData() as Record<string, unknown> | undefined;
  const { pathname } = useLocation();
  const k = key ?? findRoute(pathname)?.key ?? '';
  const copy = data?.[k];
  if (!copy) throw new Error(`the loader of ${pathname} did not load the copy of "${k}"`);
  return copy as T;
}
