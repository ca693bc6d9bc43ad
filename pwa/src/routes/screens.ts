// The screen of each page key of content/routes.toml, loaded on demand (one chunk per screen),
// and the page copy each screen reads (content/pages/<key>.<lang>.toml).
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadStaffStrings } from '../i18n/browser-strings.ts';

type Lazy = LazyRouteFunction<RouteObject>;

export interface Screen {
  lazy: Lazy;
  /** Page keys whose copy the route's loader fetches; by default the page's own
   * (content/pages/<key>.<lang>.toml, which the pre-renderer then requires). */
  copy?: readonly string[];
  /** The loader also fetches the article cards of the page's language (as `articles`). */
  articles?: boolean;
}

const content: Lazy = async () => ({
  Component: (await import('../features/content/content-page.tsx')).ContentPage,
});

export const screens: Record<string, Screen> = {
  home: {
    lazy: async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage }),
    copy: ['home', 'services', 'testimonials'],
  },
  about: { lazy: content },
  services: {
    lazy: async () => ({ Component: (await import('../features/services/services-page.tsx')).ServicesPage }),
  },
  'service-dementia': { lazy: content },
  'service-autism': { lazy: content },
  'service-personal-care': { lazy: content },
  'packages-funding': { lazy: content },
  'funding-support': { lazy: content },
  'care-costs': {
    lazy: async () => ({
      Component: (await import('../features/care-costs/care-costs-page.tsx')).CareCostsPage,
    }),
  },
  testimonials: {
    lazy: async () => ({
      Component: (await import('../features/testimonials/testimonials-page.tsx')).TestimonialsPage,
    }),
  },
  faq: { lazy: async () => ({ Component: (await import('../features/faq/faq-page.tsx')).FaqPage }) },
  contact: {
    lazy: async () => ({ Component: (await import('../features/contact/contact-page.tsx')).ContactPage }),
  },
  'privacy-policy': { lazy: content },
  terms: { lazy: content },
  accessibility: { lazy: content },
  blog: {
    lazy: async () => ({ Component: (await import('../features/blog/blog-page.tsx')).BlogPage }),
    articles: true,
  },
  search: {
    lazy: async () => ({ Component: (await import('../features/search/search-page.tsx')).SearchPage }),
    copy: [],
  },
  article: {
    lazy: async () => ({ Component: (await import('../features/article/article-page.tsx')).ArticlePage }),
  },
  'marketing-banners': {
    lazy: async () => {
      const [page] = await Promise.all([import('../features/marketing/banners-page.tsx'), loadStaffStrings()]);
      return { Component: page.BannersPage };
    },
  },
  'marketing-linked-banners': {
    lazy: async () => {
      const [page] = await Promise.all([import('../features/marketing/linked-banners-page.tsx'), loadStaffStrings()]);
      return { Component: page.LinkedBannersPage };
    },
  },
  notFound: {
    lazy: async () => ({ Component: (await import('../features/not-found/not-found-page.tsx')).NotFoundPage }),
  },
};
