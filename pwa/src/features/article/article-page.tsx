// An article: breadcrumb, category, title, author, date, read time, lead, featured image,
// body, author box and the closing call to action.
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation } from 'react-router';
import { usePageHead } from '../../app/head.tsx';
import { absoluteUrl, site, telHref, mailHref } from '../../app/site.ts';
import { formatDate } from '../../i18n/i18n.ts';
import { langFromPath, localize } from '../../routes/paths.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import type { Article } from './article-data.ts';
import { articleStructuredData } from './article-structured-data.ts';

export function ArticlePage() {
  const article = useLoaderData() as Article | null;
  if (!article) return <NotFoundPage />;
  return <ArticleView article={article} />;
}

function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const home = localize('/', lang);
  usePageHead({
    title: article.title,
    description: article.excerpt,
    type: 'article',
    image: article.image.src,
    structuredData: articleStructuredData(article, absoluteUrl(pathname)),
  });
  return (
    <article className="article">
      <div className="container narrow">
        <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
          <ol>
            <li>
              <Link to={home}>{t('common.home')}</Link>
            </li>
            <li>{t('article.blog')}</li>
            <li aria-current="page">{article.title}</li>
          </ol>
        </nav>
        <p className="badge">{article.category_name}</p>
        <h1>{article.title}</h1>
        <p className="article-meta">
          <span>{t('article.by', { name: article.author.name, role: article.author.role })}</span>
          <span>
            <time dateTime={article.date}>{formatDate(article.date, lang)}</time>
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
            <strong>{article.author.name}</strong>, {article.author.role}, {site.brand.short_name}
          </p>
          <a className="button button-secondary" href={mailHref}>
            {t('article.expertAdvice')}
          </a>
        </aside>
        <section className="cta-banner" aria-labelledby="cta-title">
          <h2 id="cta-title">{t('article.ctaTitle')}</h2>
          {article.cta ? <p>{article.cta}</p> : null}
          <div className="actions">
            <a className="button button-primary" href={telHref}>
              {t('common.callNow')} {site.contact.phone}
            </a>
            <a className="button button-secondary" href={mailHref}>
              {t('article.requestConsultation')}
            </a>
          </div>
        </section>
      </div>
    </article>
  );
}
