// React Router's route objects, built from the route list: every page key gets its screen,
// articles get a loader, anything else is the not-found screen.
import type { RouteObject } from 'react-router';
import { RootLayout } from '../app/root-layout.tsx';
import { RouteError } from '../app/route-error.tsx';
import { loadArticle } from '../features/article/article-data.ts';
import { routes, type Lang } from './paths.ts';
import { screens } from './screens.ts';

function screen(key: string) {
  const lazy = screens[key];
  if (!lazy)
    throw new Error(`content/routes.toml names page "${key}" but pwa/src/routes/screens.ts has no screen for it`);
  return lazy;
}

const pagePaths = [...new Map(routes.filter((r) => r.key !== 'article').map((r) => [r.path, r.key])).entries()];

export const routeTree: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      ...pagePaths.map(([path, key]): RouteObject => ({ id: `page:${path}`, path, lazy: screen(key) })),
      ...(['en', 'pl'] as Lang[]).map((lang): RouteObject => ({
        id: `article:${lang}`,
        path: lang === 'pl' ? '/pl/blog/:slug' : '/blog/:slug',
        loader: ({ params }) => loadArticle(lang, params.slug ?? ''),
        lazy: screen('article'),
      })),
      { id: 'not-found', path: '*', lazy: screen('notFound') },
    ],
  },
];
