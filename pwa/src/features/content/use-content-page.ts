// What every page made of copy does first: read its copy, build its breadcrumb trail, and set
// its head (title, description, BreadcrumbList plus any structured data of its own).
import { usePageHead } from '../../shared/head.tsx';
import { usePageCopy, type ContentCopy } from '../../shared/page-copy.ts';
import { breadcrumbList, type Crumb } from '../layout/breadcrumb.tsx';
import { useTrail } from './trail.ts';

export function useContentPage<T extends ContentCopy = ContentCopy>(
  structuredData: (copy: T) => object[] = () => [],
): { copy: T; trail: Crumb[] } {
  const copy = usePageCopy<T>();
  const trail = useTrail(copy.intro.heading);
  usePageHead({
    title: copy.meta.title,
    description: copy.meta.description,
    structuredData: [breadcrumbList(trail), ...structuredData(copy)],
  });
  return { copy, trail };
}
