// Not found: a friendly message in the path's language, links home and to search, and a
// search box. The server answers these paths with HTTP 404.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { Link } from '../../shared/links.tsx';
import { usePageHead } from '../../shared/head.tsx';
import { langFromPath, localize, pathOf } from '../../shared/paths.ts';
import { SearchBox } from '../search/search-box.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = langFromPath(useLocation().pathname);
  usePageHead({ title: t('notFound.metaTitle'), description: t('notFound.metaDescription'), noindex: true });
  return (
    <div className="container narrow section">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <ul>
        <li>
          <Link to={localize('/', lang)}>{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to={pathOf('search', lang)}>{t('notFound.search')}</Link>
        </li>
      </ul>
      <SearchBox />
    </div>
  );
}
