// An article's card: image, category, title (two lines at most), date, read time and excerpt
// (three lines at most), the whole card one link.
import { useTranslation } from '../../i18n/translation.tsx';
import { Link } from '../../shared/links.tsx';
import { formatDate } from '../../i18n/i18n.ts';
import { localize } from '../../shared/paths.ts';
import type { ArticleCard as Card } from './article-data.ts';

export function ArticleCard({ article, headingLevel = 2 }: { article: Card; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const path = localize(`/blog/${article.slug}`, article.lang);
  return (
    <article className="article-card">
      <img src={article.image.src} alt="" width={article.image.width} height={article.image.height} loading="lazy" />
      <div className="article-card-body">
        <p className="badge">{article.category_name}</p>
        <Heading className="article-card-title">
          <Link to={path}>{article.title}</Link>
        </Heading>
        <p className="article-card-meta">
          <time dateTime={article.date}>{formatDate(article.date, article.lang)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('article.readTime', { count: article.read_time })}</span>
        </p>
        <p className="article-card-excerpt">{article.excerpt}</p>
        <p className="article-card-more" aria-hidden="true">
          {t('blog.readMore')}
        </p>
      </div>
    </article>
  );
}
