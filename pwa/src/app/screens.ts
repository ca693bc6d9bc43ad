// The screen of each page key of content/routes.toml, loaded on demand (one chunk per screen),
// the page copy each screen reads (content/pages/<key>.<lang>.toml), and the source modules a
// first visit to one of its pages needs, whose chunks the page preloads (scripts/page-template.ts).
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadStringSets, stringModules, type StringSet } from '../i18n/browser-strings.ts';
import type { Lang } from '../shared/paths.ts';

type Lazy = LazyRouteFunction<RouteObject>;

export interface Screen {
  /** Loads the screen for a page in `lang`, with the sets of interface strings it uses. */
  lazy(lang: Lang): Lazy;
  /** The source modules (paths from pwa/, as the bundler's manifest names them) a page of this
   * screen loads before it can hydrate: its screen and the interface strings it uses. */
  modules(lang: Lang): string[];
  /** Page keys whose copy the route's loader fetches; by default the page's own
   * (content/pages/<key>.<lang>.toml, which the pre-renderer then requires). */
  copy?: readonly string[];
  /** The loader also fetches the article cards of the page's language (as `articles`). */
  articles?: boolean;
}

// Every feature's page module, each a chunk of its own. Named by a path from the project root,
// which is also how the bundler's manifest names it.
const pageModules = import.meta.glob<Record<string, ComponentType>>('/src/features/*/*-page.tsx');

/**
 * The screen whose component is `component`, exported by `src/features/<module>.tsx`; the sets
 * of interface strings in `strings` load with it.
 */
function page(
  module: string,
  component: string,
  options: Omit<Screen, 'lazy' | 'modules'> & { strings?: readonly StringSet[] } = {},
): Screen {
  const { strings = [], ...rest } = options;
  const path = `/src/features/${module}.tsx`;
  const load = pageModules[path];
  if (!load) throw new Error(`pwa/src/app/screens.ts names ${path.slice(1)}, which does not exist`);
  return {
    ...rest,
    lazy: (lang) => async () => {
      const [exports] = await Promise.all([load(), loadStringSets(lang, strings)]);
      const Component = exports[component];
      if (!Component) throw new Error(`${path.slice(1)} has no export named ${component}`);
      return { Component };
    },
    modules: (lang) => [...stringModules(lang, strings), path.slice(1)],
  };
}

/** The screen of every page without one of its own: its copy's intro, sections and questions.
 * So an editor adds such a page with content/ alone (content/README.md). */
export const contentScreen = page('content/content-page', 'ContentPage');

/** The pages with a screen of their own, by page key. */
export const screens: Record<string, Screen> = {
  home: page('home/home-page', 'HomePage', { copy: ['home', 'services', 'testimonials'] }),
  services: page('services/services-page', 'ServicesPage'),
  'care-costs': page('care-costs/care-costs-page', 'CareCostsPage'),
  'needs-assessment': page('needs-assessment/needs-assessment-page', 'NeedsAssessmentPage', { strings: ['needs'] }),
  testimonials: page('testimonials/testimonials-page', 'TestimonialsPage'),
  faq: page('faq/faq-page', 'FaqPage'),
  contact: page('contact/contact-page', 'ContactPage', { strings: ['contact'] }),
  blog: page('blog/blog-page', 'BlogPage', { articles: true, strings: ['blog'] }),
  search: page('search/search-page', 'SearchPage', { copy: [] }),
  article: page('blog/article-page', 'ArticlePage', { strings: ['blog'] }),
  'marketing-banners': page('marketing/banners-page', 'BannersPage', { strings: ['staff'] }),
  'marketing-linked-banners': page('marketing/linked-banners-page', 'LinkedBannersPage', { strings: ['staff'] }),
  notFound: page('not-found/not-found-page', 'NotFoundPage'),
};
