// Browser entry: hydrates the pre-rendered page with the data the pre-renderer embedded.
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { canonicalRedirectTarget } from './shared/canonical-redirect.ts';
import { rehydrate } from './shared/hydration-data.ts';
import { hydratePage, nextTask } from './shared/hydration.tsx';
import { browserI18n, loadStrings } from './i18n/browser-strings.ts';
import { langFromPath } from './shared/paths.ts';
import { routeTree } from './app/route-tree.tsx';
import './styles/main.css';

async function start() {
  // Evaluating the app's modules is a task's worth of work on a slow phone; every step below
  // that is too takes a task of its own (nextTask), so none of them holds up a tap for long.
  // (Measured with and without, in one bench run: docs/performance.md.)
  await nextTask();
  const target = canonicalRedirectTarget(window.location);
  if (target) {
    window.location.replace(target);
    return;
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  const dataElement = document.getElementById('route-data');
  // The data refers to the page's own elements for the content they show (sent once).
  const hydrationData = dataElement?.textContent
    ? rehydrate(JSON.parse(dataElement.textContent) as HydrationState, root)
    : undefined;
  // Lazy screens of the current page must be loaded before hydrating, or React would find
  // no markup to match the pre-rendered HTML.
  const matches = matchRoutes(routeTree, window.location) ?? [];
  const lang = langFromPath(window.location.pathname);
  // The screen's chunks are already requested (the page preloads them); importing and evaluating
  // the screen itself is a task's worth of work.
  await nextTask();
  await Promise.all([
    loadStrings(lang),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }
    }),
  ]);
  // The server answers every unknown path with the one pre-rendered not-found page. When such a
  // path looks like an article (`/blog/no-such-slug`), its route has a loader the page has no
  // data for: hydrate it as "not found" (null) instead of loading, so the markup matches.
  if (hydrationData?.loaderData) {
    for (const { route } of matches) {
      if (route.id && route.loader && !(route.id in hydrationData.loaderData))
        hydrationData.loaderData[route.id] = null;
    }
  }
  await nextTask();
  // React Router's first steps on a fresh page are each a millisecond or more on a phone: it
  // reads sessionStorage (which opens the page's storage area) and stamps history.state with
  // an index (a replaceState). Done first, in a task of their own, they leave its creation short.
  try {
    sessionStorage.getItem('');
  } catch {
    // Storage can be blocked; the router copes, and so does this page.
  }
  if (window.history.state?.idx == null) window.history.replaceState({ ...window.history.state, idx: 0 }, '');
  await nextTask();
  const router = createBrowserRouter(routeTree, { hydrationData });
  await nextTask();
  browserI18n(lang);
  await nextTask();
  hydratePage(root, <RouterProvider router={router} />);
}

void start();
