// JSON-LD for an article page: the Article and its breadcrumb trail.
import { absoluteUrl, site } from '../../app/site.ts';
import { localize } from '../../routes/paths.ts';
import type { Article } from './article-data.ts';

export function articleStructuredData(article: Article, url: string): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.excerpt,
      inLanguage: article.lang,
      datePublished: article.date,
      image: absoluteUrl(article.image.src),
      mainEntityOfPage: url,
      author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
      publisher: { '@type': 'Organization', name: site.brand.name, url: site.web.domain },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: article.lang === 'pl' ? 'Strona główna' : 'Home',
          item: absoluteUrl(localize('/', article.lang)),
        },
        { '@type': 'ListItem', position: 2, name: article.title, item: url },
      ],
    },
  ];
}
