// The blog list: search, a category filter made of links to pre-rendered category pages (so
// it works without JavaScript), the article cards, the newsletter signup and a call to action.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { Link } from '../../shared/links.tsx';
import { usePageHead } from '../../shared/head.tsx';
import { HydrationBoundary } from '../../shared/hydration.tsx';
import { feedPath } from '../../shared/site.ts';
import { usePageCopy, type ContentCopy } from '../../shared/page-copy.ts';
import { findRoute, langFromPath, localize, normalizePath } from '../../shared/paths.ts';
import { useArticleCards } from './article-data.ts';
import { ConsultationCta } from '../content/consultation-cta.tsx';
import { PageIntro } from '../content/page-intro.tsx';
import { breadcrumbList, type Crumb } from '../layout/breadcrumb.tsx';
import { SearchBox } from '../search/search-box.tsx';
import { ArticleCard } from './article-card.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

interface BlogCopy extends ContentCopy {
  newsletter: { heading: string; text: string };
}

export function BlogPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = normalizePath(pathname);
  const lang = langFromPath(path);
  const copy = usePageCopy<BlogCopy>('blog');
  const articles = useArticleCards();
  const category = findRoute(path)?.category;
  const blogPath = localize('/blog', lang);
  const categories = [...new Map(articles.map((a) => [a.category, a.category_name])).entries()];
  const categoryName = categories.find(([key]) => key === category)?.[1];
  const shown = category ? articles.filter((a) => a.category === category) : articles;

  const trail: Crumb[] = [
    { name: t('common.home'), path: localize('/', lang) },
    { name: t('nav.blog'), path: blogPath },
    ...(categoryName ? [{ name: categoryName, path }] : []),
  ];
  usePageHead({
    title: categoryName ? t('blog.categoryTitle', { category: categoryName }) : copy.meta.title,
    description: categoryName
      ? t('blog.categoryDescription', { category: categoryName, count: shown.length })
      : copy.meta.description,
    structuredData: [breadcrumbList(trail)],
  });

  return (
    <>
      <PageIntro intro={categoryName ? { ...copy.intro, heading: categoryName } : copy.intro} trail={trail} wide />
      <div className="container">
        <HydrationBoundary>
          <div className="blog-tools">
            <SearchBox />
            <nav className="category-filter" aria-labelledby="category-filter-title">
              <h2 id="category-filter-title">{t('blog.filter')}</h2>
              <ul>
                <li>
                  <Link to={blogPath} aria-current={category ? undefined : 'page'} preventScrollReset>
                    {t('blog.allTopics')}
                  </Link>
                </li>
                {categories.map(([key, name]) => (
                  <li key={key}>
                    <Link
                      to={localize(`/blog/category/${key}`, lang)}
                      aria-current={key === category ? 'page' : undefined}
                      preventScrollReset
                    >
                      {name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </HydrationBoundary>
        <p className="search-status" aria-live="polite">
          {t('blog.count', { count: shown.length })}
        </p>
        <ul className="article-grid">
          {shown.map((a) => (
            <HydrationBoundary key={a.slug}>
              <li>
                <ArticleCard article={a} />
              </li>
            </HydrationBoundary>
          ))}
        </ul>
      </div>
      <div className="container narrow content-body">
        <HydrationBoundary>
          <section className="newsletter" aria-labelledby="newsletter-title">
            <h2 id="newsletter-title">{copy.newsletter.heading}</h2>
            <p>{copy.newsletter.text}</p>
            <NewsletterForm />
            <p className="feed-link">
              <a href={feedPath(lang)} type="application/atom+xml">
                {t('blog.feedLink')}
              </a>
            </p>
          </section>
        </HydrationBoundary>
        <ConsultationCta />
      </div>
    </>
  );
}
