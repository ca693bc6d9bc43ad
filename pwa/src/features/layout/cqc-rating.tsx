// The provider's latest CQC overall rating, its date and a link to the CQC profile: a static
// display (no third-party widget), required on every page that describes the services.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { site } from '../../app/site.ts';
import { formatDate } from '../../i18n/i18n.ts';
import { langFromPath } from '../../routes/paths.ts';
import { Icon } from './icon.tsx';

export function CqcRating({ prominent = false }: { prominent?: boolean }) {
  const { t } = useTranslation();
  const lang = langFromPath(useLocation().pathname);
  const { cqc } = site;
  return (
    <div className={`cqc-rating${prominent ? ' cqc-rating-prominent' : ''}`}>
      <p className="cqc-rating-value">
        <Icon name="star" />
        {` ${t('common.cqcRating', { rating: cqc.rating })}`}
      </p>
      <p>{t('common.cqcRatingDate', { date: formatDate(cqc.rating_date, lang) })}</p>
      <p>
        <a href={cqc.profile_url}>{t('common.cqcProfile')}</a>
      </p>
    </div>
  );
}
