// Page copy from content/pages/<key>.<lang>.toml (through the indexer), one JSON module per
// page and language, read by the pre-renderer's loaders (the browser's read the pre-rendered
// page, shared/page-data.ts), and the hook through which screens read it.
import type { PageFrame } from '#generated/types/PageFrame.ts';
import type { PageIntro } from '#generated/types/PageIntro.ts';
import { useLoaderData, useLocation } from 'react-router';
import { findRoute, type Lang } from './paths.ts';

/** A content page's copy: the frame every page shares (the indexer's `PageFrame`: meta, intro,
 * sections, questions), with the intro every page but home has. A page's own parts extend it. */
export type ContentCopy = PageFrame & { intro: PageIntro };

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
