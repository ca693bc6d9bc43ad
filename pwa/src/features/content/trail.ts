// Breadcrumb trails of pages: Home, the page's parent if it has one (content/routes.toml), then the page.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { findRoute, langFromPath, localize, normalizePath, pathOf, type Lang } from '../../shared/paths.ts';
import type { Crumb } from '../layout/breadcrumb.tsx';

export function useTrail(title: string): Crumb[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = normalizePath(pathname);
  const lang: Lang = langFromPath(path);
  // A page's parent (content/routes.toml) is named as the menu names it.
  const parent = findRoute(path)?.parent;
  return [
    { name: t('common.home'), path: localize('/', lang) },
    ...(parent ? [{ name: t(`nav.${parent}`), path: pathOf(parent, lang) }] : []),
    { name: title, path },
  ];
}
