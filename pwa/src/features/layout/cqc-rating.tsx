// The provider's CQC status (its latest overall rating and date, or registered and not yet
// inspected: cqc-status.ts) and a link to the CQC profile: a static
// display (no third-party widget), required on every page that describes the services.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { site } from '../../shared/site.ts';
import { formatDate } from '../../i18n/i18n.ts';
import { langFromPath } from '../../shared/paths.ts';
import { cqcLines } from './cqc-status.ts';
import { Icon } from './icon.tsx';

export function CqcRating({ prominent = false }: { prominent?: boolean }) {
  const { t } = useTranslation();
  const lang = langFromPath(useLocation().pathname);
  const { cqc } = site;
  return (
    <div className={`cqc-rating${prominent ? ' cqc-rating-prominent' : ''}`}>
      {cqcLines(cqc, (iso) => formatDate(iso, lang)).map(({ key, values }, i) =>
        i === 0 ? (
          <p key={key} className="cqc-rating-value">
            <Icon name="star" />
            {` ${t(key, values)}`}
          </p>
        ) : (
          <p key={key}>{t(key, values)}</p>
        ),
      )}
      <p>
        <a href={cqc.profile_url}>{t('common.cqcProfile')}</a>
      </p>
    </div>
  );
}
