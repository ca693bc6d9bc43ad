// In the browser, a page's data comes from its pre-rendered HTML: the same file a first visit
// or a reload gets, precached by the service worker, so client-side navigation works offline
// and the site holds each page's content once (no separate JSON copy to download or cache).
import { rehydrate } from './hydration-data.ts';
import { findRoute, normalizePath } from './paths.ts';

type LoaderData = Record<string, unknown>;

/** The page last fetched, shared by the loaders of one navigation. */
let last: { path: string; data: Promise<LoaderData> } | undefined;

async function fetchLoaderData(path: string): Promise<LoaderData> {
  const response = await fetch(path, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const json = page.getElementById('route-data')?.textContent;
  const root = page.getElementById('root');
  if (!json || !root) throw new Error(`${path} is not a pre-rendered page of this site`);
  return (rehydrate(JSON.parse(json), root) as { loaderData?: LoaderData }).loaderData ?? {};
}

/**
 * The data of route `routeId` for the page at `request`'s URL, read from that page's HTML; null
 * for a path that is no page (an unknown article), which then shows as not found, even offline.
 */
export async function dataFromPage(request: Request, routeId: string): Promise<unknown> {
  const path = normalizePath(new URL(request.url).pathname);
  if (!findRoute(path)) return null;
  if (last?.path !== path) {
    const data = fetchLoaderData(path);
    last = { path, data };
    // A failed fetch (offline before the cache filled, say) is tried again next time.
    data.catch(() => {
      if (last?.data === data) last = undefined;
    });
  }
  return (await last.data)[routeId] ?? null;
}
