// The shape of the home page's copy (content/pages/home.<lang>.toml). Its services and
// featured testimonials come from the Services and Testimonials pages' copy.
import type { PageMeta } from '#generated/types/PageMeta.ts';

export interface HomeCopy {
  meta: PageMeta;
  hero: { eyebrow: string; headline: string; lead: string; primary: string; secondary: string };
  about: { heading: string; paragraphs: string[] };
  services: { heading: string; intro: string };
  why: { heading: string; costs_link: string; points: { key: string; title: string; text: string }[] };
  testimonials: { heading: string; intro: string; more: string };
  areas: { heading: string; intro: string; note: string };
  contact: { heading: string; intro: string };
}
