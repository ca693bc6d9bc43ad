// JSON-LD for an article page: the Article and its breadcrumb trail. No description: the
// page's meta description already carries the excerpt, and the HTML should carry it once more
// at most (the lead paragraph), not in a third copy.
import { absoluteUrl, site } from '../../shared/site.ts';
import { breadcrumbList, type Crumb } from '../layout/breadcrumb.tsx';
import type { Article } from './article-data.ts';

export function articleStructuredData(article: Article, url: string, trail: readonly Crumb[]): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      inLanguage: article.lang,
      datePublished: article.date,
      dateModified: article.reviewed,
      image: absoluteUrl(article.image.src),
      mainEntityOfPage: url,
      author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
      publisher: { '@type': 'Organization', name: site.brand.name, url: site.web.domain },
    },
    breadcrumbList(trail),
  ];
}
