// The screen of each page key of content/routes.toml, loaded on demand (one chunk per screen).
import type { LazyRouteFunction, RouteObject } from 'react-router';

type Lazy = LazyRouteFunction<RouteObject>;

export const screens: Record<string, Lazy> = {
  home: async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage }),
  search: async () => ({ Component: (await import('../features/search/search-page.tsx')).SearchPage }),
  article: async () => ({ Component: (await import('../features/article/article-page.tsx')).ArticlePage }),
  notFound: async () => ({ Component: (await import('../features/not-found/not-found-page.tsx')).NotFoundPage }),
};
