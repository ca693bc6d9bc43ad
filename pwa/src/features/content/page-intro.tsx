// The top of a content page: breadcrumb, h1, lead, and for legal pages the date of the text.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import type { PageIntro as Intro } from '#generated/types/PageIntro.ts';
import { formatDate } from '../../i18n/i18n.ts';
import { langFromPath } from '../../shared/paths.ts';
import { Breadcrumb, type Crumb } from '../layout/breadcrumb.tsx';

export function PageIntro({ intro, trail, wide = false }: { intro: Intro; trail: readonly Crumb[]; wide?: boolean }) {
  const { t } = useTranslation();
  const lang = langFromPath(useLocation().pathname);
  return (
    <header className="page-intro">
      <div className={wide ? 'container' : 'container narrow'}>
        <Breadcrumb trail={trail} />
        <h1>{intro.heading}</h1>
        <p className="lead">{intro.lead}</p>
        {intro.updated ? (
          <p className="updated">
            {t('common.updated')} <time dateTime={intro.updated}>{formatDate(intro.updated, lang)}</time>
          </p>
        ) : null}
      </div>
    </header>
  );
}
