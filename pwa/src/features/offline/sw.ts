/// <reference lib="webworker" />
// The service worker: precaches every pre-rendered page, script, style, font, image, the
// search module and indexes (the list is injected after pre-rendering), serves pages by their
// clean URLs offline, at any address (a query string is the page's business, never part of the
// file), and falls back to the language's not-found page for unknown paths.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, {
  // Every file is precached without a query, and no file's content depends on one: the care
  // costs answers, a hand-off to the contact form or a campaign tag are read by the page itself
  // from its address. So a copied `/care-costs?visits=3` opens offline like `/care-costs`.
  ignoreURLParametersMatching: [/./],
  cleanURLs: true,
  urlManipulation: ({ url }) => {
    // `/pl/` is the same page as `/pl`.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const trimmed = new URL(url.pathname, url);
      trimmed.pathname = url.pathname.replace(/\/+$/, '');
      return [trimmed, new URL(`${trimmed.pathname}.html`, url)];
    }
    return [];
  },
});

// An unknown page: the network's answer (a real 404) when online, the cached one offline.
registerRoute(
  new NavigationRoute(async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      const page = url.pathname === '/pl' || url.pathname.startsWith('/pl/') ? '/pl/404.html' : '/404.html';
      return (await matchPrecache(page)) ?? Response.error();
    }
  }),
);

// A new version waits until the reader chooses Reload (see register-sw.ts).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control at once, so the site works offline after one visit.
clientsClaim();
