// Breadcrumb trails of pages: Home, the parents of a page that has them, then the page.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { findRoute, langFromPath, localize, normalizePath, type Lang } from '../../routes/paths.ts';
import type { Crumb } from '../layout/breadcrumb.tsx';

/** Pages that sit under another page, by key. */
const PARENTS: Record<string, { key: string; path: string; label: string }> = {
  'service-dementia': { key: 'services', path: '/services', label: 'nav.services' },
  'service-autism': { key: 'services', path: '/services', label: 'nav.services' },
  'service-personal-care': { key: 'services', path: '/services', label: 'nav.services' },
};

export function useTrail(title: string): Crumb[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = normalizePath(pathname);
  const lang: Lang = langFromPath(path);
  const parent = PARENTS[findRoute(path)?.key ?? ''];
  return [
    { name: t('common.home'), path: localize('/', lang) },
    ...(parent ? [{ name: t(parent.label), path: localize(parent.path, lang) }] : []),
    { name: title, path },
  ];
}
