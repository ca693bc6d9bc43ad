// The closing call to action of a page: book a free consultation, or phone.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { Link } from '../../shared/links.tsx';
import { site, telHref } from '../../shared/site.ts';
import { langFromPath, pathOf } from '../../shared/paths.ts';
import { Icon } from '../layout/icon.tsx';

export function ConsultationCta() {
  const { t } = useTranslation();
  const lang = langFromPath(useLocation().pathname);
  return (
    <section className="cta-banner" aria-labelledby="cta-title">
      <h2 id="cta-title">{t('cta.heading')}</h2>
      <p>{t('cta.text')}</p>
      <div className="actions">
        <Link className="button button-primary" to={pathOf('contact', lang)}>
          {t('common.bookConsultation')}
        </Link>
        <a className="button button-secondary" href={telHref}>
          <Icon name="phone" /> {t('common.callUs')} <span className="nowrap">{site.contact.phone}</span>
        </a>
      </div>
    </section>
  );
}
