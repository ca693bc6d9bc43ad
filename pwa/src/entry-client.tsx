// Browser entry: hydrates the pre-rendered page with the data the pre-renderer embedded.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { canonicalRedirectTarget } from './app/canonical-redirect.ts';
import { rehydrate } from './app/hydration-data.ts';
import { loadStrings } from './i18n/browser-strings.ts';
import { langFromPath } from './routes/paths.ts';
import { routeTree } from './routes/route-tree.tsx';
import './styles/main.css';

async function start() {
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
  await Promise.all([
    loadStrings(langFromPath(window.location.pathname)),
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
  const router = createBrowserRouter(routeTree, { hydrationData });
  hydrateRoot(
    root,
    <StrictMode>
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
  );
  // Tests and tools wait for this rather than for a runtime's private property.
  root.dataset.hydrated = '';
}

void start();
