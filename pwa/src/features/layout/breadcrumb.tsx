// The breadcrumb trail under the header (Home > ... > this page) and its JSON-LD, from one list.
import { useTranslation } from '../../i18n/translation.tsx';
import { Link } from '../../shared/links.tsx';
import { absoluteUrl } from '../../shared/site.ts';

export interface Crumb {
  name: string;
  path: string;
}

export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
      <ol>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList of a trail. */
export function breadcrumbList(trail: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
