// The browser's router starts with only the routes that can match the page it opened on, and
// learns a page's route when a navigation first needs it (React Router's
// patchRoutesOnNavigation). Created with all ~80 routes, it ranked and compiled every one
// before hydrating: a task of about 10 ms on a laptop, four times that on a cheap phone.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { normalizePath } from './paths.ts';

/** A route that can match more than its own path: an article pattern or the catch-all. */
const isPattern = (route: RouteObject) => !route.path || /[:*]/.test(route.path);

/** The root's page routes whose path is `pathname` (paths match whatever their case). */
function pagesAt(root: RouteObject, pathname: string): RouteObject[] {
  const path = normalizePath(pathname).toLowerCase();
  return (root.children ?? []).filter((r) => !isPattern(r) && r.path?.toLowerCase() === path);
}

/** The route tree to start the router with on `pathname`: the root, with the patterns and the
 * page routes for that path. */
export function initialTree([root]: RouteObject[], pathname: string): RouteObject[] {
  const children = [...pagesAt(root, pathname), ...(root.children ?? []).filter(isPattern)];
  return [{ ...root, children } as RouteObject];
}

/** Adds the page route a navigation needs. React Router asks whenever a path matched only a
 * pattern, which is every page not yet known, since the catch-all matches anything. */
export function discoverRoutes([root]: RouteObject[]): PatchRoutesOnNavigationFunction {
  return ({ path, patch }) => {
    const pages = pagesAt(root, new URL(path, 'http://x').pathname);
    if (pages.length && root.id) patch(root.id, pages);
  };
}
