// Per-page <head>: title, description, canonical and hreflang links, share previews.
// Pages call usePageHead() while rendering; on the server the values are collected into the
// pre-rendered HTML (render-head.ts), in the browser they update the document after navigation.
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { absoluteUrl, site } from './site.ts';
import { findRoute } from './paths.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Keep out of search engines (staff pages, the not-found page). */
  noindex?: boolean;
  image?: string;
  type?: 'website' | 'article';
  /** JSON-LD objects for this page. */
  structuredData?: object[];
}

export interface HeadCollector {
  head?: PageHead;
}

export const HeadContext = createContext<HeadCollector | null>(null);

export function fullTitle(title: string): string {
  const brand = site.brand.short_name;
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

export function usePageHead(head: PageHead): void {
  const collector = useContext(HeadContext);
  if (collector) collector.head = head;
  const { pathname } = useLocation();
  // On hydration everything already has these values: writing them anyway is work for nothing.
  useEffect(() => {
    const title = fullTitle(head.title);
    if (document.title !== title) document.title = title;
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', head.description);
    const route = findRoute(pathname);
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const url = route && absoluteUrl(route.path);
    if (canonical && url && canonical.href !== url) canonical.href = url;
  }, [head.title, head.description, pathname]);
}

function setMeta(attr: 'name' | 'property', key: string, value: string) {
  const el = document.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (el && el.content !== value) el.content = value;
}
