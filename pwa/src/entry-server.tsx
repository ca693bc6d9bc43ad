// Pre-render entry: renders one path to HTML with its head tags and hydration data.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { HeadContext, type HeadCollector } from './shared/head.tsx';
import { renderHead } from './shared/render-head.ts';
import { dehydrate } from './shared/hydration-data.ts';
import { I18nFactoryContext } from './app/i18n-factory.tsx';
import { serverI18n } from './i18n/server-strings.ts';
import { langFromPath } from './shared/paths.ts';
import { firstVisitModules, routeTree } from './app/route-tree.tsx';

import { hasCopy, loadCopy } from './shared/page-copy.ts';
import { hostedBanners } from './features/marketing/hosted-banners.tsx';
import type { LinkedBannersCopy } from './features/marketing/linked-banners-page.tsx';
import type { Load } from './features/marketing/standalone-svg.ts';

export { alternatesOf, routes, notFoundExamples } from './shared/paths.ts';
export { site } from './shared/site.ts';

export interface Rendered {
  lang: 'en' | 'pl';
  head: string;
  html: string;
  /** JSON for the client router's hydrationData. */
  data: string;
  /** Source modules the page loads before it hydrates, beyond the app's entry. */
  modules: string[];
}

export async function render(path: string): Promise<Rendered> {
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: HeadCollector = {};
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <I18nFactoryContext.Provider value={serverI18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nFactoryContext.Provider>
      </HeadContext.Provider>
    </StrictMode>,
  );
  // What the page already shows is sent once: the data refers to the elements showing it.
  const once = dehydrate(withoutImagePreloads(html), {
    loaderData: context.loaderData,
    // Left out when empty, as they are on every page but a failed one: the router reads a
    // missing field as empty.
    ...(context.actionData ? { actionData: context.actionData } : {}),
    ...(context.errors ? { errors: context.errors } : {}),
  });
  const data = JSON.stringify(once.data).replace(/</g, '\\u003c');
  return {
    lang: langFromPath(path),
    head: renderHead(path, collector.head),
    html: once.html,
    data,
    modules: firstVisitModules(path),
  };
}

/**
 * `html` without the image preloads React's renderer puts before a page's markup (one for each
 * eagerly loaded image it renders first, such as the logo). Here they would land inside #root,
 * after the stylesheet and fonts the head requests, where the browser's preload scanner finds
 * the images themselves just as early: they only add bytes, and requests racing the fonts.
 */
function withoutImagePreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
}

/** The hosted images of the linked banners (none when the page has no copy). */
export async function brandFiles(load: Load): Promise<{ path: string; svg: string }[]> {
  const key = 'marketing-linked-banners';
  if (!hasCopy(key, 'en')) return [];
  const copy = (await loadCopy([key], 'en'))[key] as LinkedBannersCopy;
  return hostedBanners(copy.banners, load);
}
