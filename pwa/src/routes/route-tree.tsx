// React Router's route objects, built from the route list: every page key gets its screen and
// a loader for its copy, articles get a loader, anything else is the not-found screen.
import type { RouteObject } from 'react-router';
import { RootLayout } from '../app/root-layout.tsx';
import { RouteError } from '../app/route-error.tsx';
import { hasCopy, loadCopy } from '../app/page-copy.ts';
import { loadArticleWithRelated, loadCards } from '../features/article/article-data.ts';
import { routes, type Lang } from './paths.ts';
import { screens, type Screen } from './screens.ts';

function screen(key: string): Screen {
  const s = screens[key];
  if (!s) throw new Error(`content/routes.toml names page "${key}" but pwa/src/routes/screens.ts has no screen for it`);
  return s;
}

function pageRoute(path: string, key: string, lang: Lang): RouteObject {
  const { lazy, copy, articles } = screen(key);
  const keys = copy ?? (hasCopy(key, lang) ? [key] : []);
  const load = async () => ({
    ...(await loadCopy(keys, lang)),
    ...(articles ? { articles: await loadCards(lang) } : {}),
  });
  return {
    id: `page:${path}`,
    path,
    lazy,
    ...(keys.length || articles ? { loader: load } : {}),
  };
}

export const routeTree: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      ...routes.filter((r) => r.key !== 'article').map((r) => pageRoute(r.path, r.key, r.lang)),
      ...(['en', 'pl'] as Lang[]).map((lang): RouteObject => ({
        id: `article:${lang}`,
        path: lang === 'pl' ? '/pl/blog/:slug' : '/blog/:slug',
        loader: ({ params }) => loadArticleWithRelated(lang, params.slug ?? ''),
        lazy: screen('article').lazy,
      })),
      { id: 'not-found', path: '*', lazy: screen('notFound').lazy },
    ],
  },
];
