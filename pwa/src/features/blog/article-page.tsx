// An article: breadcrumb, category, title, author, date, read time, lead, featured image,
// body, author box and the closing call to action.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLoaderData, useLocation } from 'react-router';
import { Link } from '../../shared/links.tsx';
import { ArticleCard } from './article-card.tsx';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../../shared/head.tsx';
import { absoluteUrl, site, telHref } from '../../shared/site.ts';
import { formatDate } from '../../i18n/i18n.ts';
import { langFromPath, localize, pathOf } from '../../shared/paths.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import type { Article, ArticleCard as Card, ArticleWithRelated } from './article-data.ts';
import { articleStructuredData } from './article-structured-data.ts';

export function ArticlePage() {
  const data = useLoaderData() as ArticleWithRelated | null;
  if (!data) return <NotFoundPage />;
  return <ArticleView article={data.article} related={data.related} />;
}

function ArticleView({ article, related }: { article: Article; related: Card[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const home = localize('/', lang);
  const contact = pathOf('contact', lang);
  const trail = [
    { name: t('common.home'), path: home },
    { name: t('nav.blog'), path: localize('/blog', lang) },
    { name: article.title, path: localize(`/blog/${article.slug}`, lang) },
  ];
  usePageHead({
    title: article.title,
    description: article.excerpt,
    type: 'article',
    image: article.image.src,
    structuredData: articleStructuredData(article, absoluteUrl(pathname), trail),
  });
  return (
    <article className="article">
      <div className="container narrow">
        <Breadcrumb trail={trail} />
        <p className="badge">{article.category_name}</p>
        <h1>{article.title}</h1>
        <p className="article-meta">
          <span>{t('article.by', { name: article.author.name, role: article.author.role })}</span>
          <span>
            <time dateTime={article.date}>{formatDate(article.date, lang)}</time>
          </span>
          <span>
            {`${t('article.reviewed')} `}
            <time dateTime={article.reviewed}>{formatDate(article.reviewed, lang)}</time>
          </span>
          <span>{t('article.readTime', { count: article.read_time })}</span>
        </p>
        <p className="lead">{article.excerpt}</p>
        <img
          className="article-image"
          src={article.image.src}
          alt={article.image.alt}
          width={article.image.width}
          height={article.image.height}
          fetchPriority="high"
        />
        {article.intro ? <p className="lead">{article.intro}</p> : null}
        <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />
        <aside className="author-box" aria-label={article.author.name}>
          <p>
            <strong>{article.author.name}</strong>
            {`, ${article.author.role}, ${site.brand.short_name}`}
          </p>
          <Link className="button button-secondary" to={contact}>
            {t('article.expertAdvice')}
          </Link>
        </aside>
        <section className="cta-banner" aria-labelledby="cta-title">
          <h2 id="cta-title">{t('article.ctaTitle')}</h2>
          {article.cta ? <p>{article.cta}</p> : null}
          <div className="actions">
            <a className="button button-primary" href={telHref}>
              {`${t('common.callNow')} ${site.contact.phone}`}
            </a>
            <Link className="button button-secondary" to={contact}>
              {t('article.requestConsultation')}
            </Link>
          </div>
        </section>
      </div>
      {related.length > 0 ? (
        <section className="related container" aria-labelledby="related-title">
          <h2 id="related-title">{t('article.related', { category: article.category_name.toLowerCase() })}</h2>
          <ul className="article-grid">
            {related.map((a) => (
              <li key={a.slug}>
                <ArticleCard article={a} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
