// React Router's route objects, built from the route list: every page key gets its screen and
// a loader for its copy, articles get a loader, anything else is the not-found screen. The
// pre-renderer's loaders read the indexer's JSON; the browser's read the pre-rendered page.
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { loadCopy } from '../shared/page-copy.ts';
import { dataFromPage } from '../shared/page-data.ts';
import { loadArticleWithRelated, loadCards } from '../features/blog/article-data.ts';
import { loadStrings } from '../i18n/browser-strings.ts';
import { findRoute, langFromPath, routes, type Lang } from '../shared/paths.ts';
import { contentScreen, screens, type Screen } from './screens.ts';

/** A page key's own screen, or the content screen, which renders its copy (content/pages). */
function screen(key: string): Screen {
  return screens[key] ?? contentScreen;
}

/** The source modules a first visit to `path` loads before it hydrates: its screen and its
 * interface strings (screens.ts). Each page preloads their chunks. */
export function firstVisitModules(path: string): string[] {
  return screen(findRoute(path)?.key ?? 'notFound').modules(langFromPath(path));
}

/** The browser's loader of route `id`: the data its pre-rendered page carries. The
 * pre-renderer's loaders are chosen with `import.meta.env.SSR`, which the bundler resolves, so
 * the browser bundle carries no JSON copy of the content. */
function fromPage(id: string) {
  return ({ request }: LoaderFunctionArgs) => dataFromPage(request, id);
}

function pageRoute(path: string, key: string, lang: Lang): RouteObject {
  const { lazy, copy = [key], articles } = screen(key);
  const id = `page:${path}`;
  const load = async () => ({
    ...(await loadCopy(copy, lang)),
    ...(articles ? { articles: await loadCards(lang) } : {}),
  });
  return {
    id,
    path,
    lazy: lazy(lang),
    ...(copy.length || articles ? { loader: import.meta.env.SSR ? load : fromPage(id) } : {}),
  };
}

export const routeTree: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // A page's interface strings arrive with its data; they change only with the language.
    loader: async ({ request }) => {
      await loadStrings(langFromPath(new URL(request.url).pathname));
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname),
    children: [
      ...routes.filter((r) => r.key !== 'article').map((r) => pageRoute(r.path, r.key, r.lang)),
      ...(['en', 'pl'] as Lang[]).map((lang): RouteObject => ({
        id: `article:${lang}`,
        path: lang === 'pl' ? '/pl/blog/:slug' : '/blog/:slug',
        loader: import.meta.env.SSR
          ? ({ params }) => loadArticleWithRelated(lang, params.slug ?? '')
          : fromPage(`article:${lang}`),
        lazy: screen('article').lazy(lang),
      })),
      // Unknown paths: a catch-all per language, so the screen loads that language's strings.
      { id: 'not-found:pl', path: '/pl/*', lazy: screen('notFound').lazy('pl') },
      { id: 'not-found', path: '*', lazy: screen('notFound').lazy('en') },
    ],
  },
];
