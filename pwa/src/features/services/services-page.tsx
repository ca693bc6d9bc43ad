// Services: all nine, each with its icon, what it includes and, for three, its own page.
import { useTranslation } from '../../i18n/translation.tsx';
import { Link } from '../../shared/links.tsx';
import { ConsultationCta } from '../content/consultation-cta.tsx';
import { PageIntro } from '../content/page-intro.tsx';
import { useContentPage } from '../content/use-content-page.ts';
import { Prose } from '../content/prose.tsx';
import { Sections } from '../content/sections.tsx';
import { CqcRating } from '../layout/cqc-rating.tsx';
import { Icon } from '../layout/icon.tsx';
import type { ServicesCopy } from './services-copy.ts';

export function ServicesPage() {
  const { t } = useTranslation();
  const { copy, trail } = useContentPage<ServicesCopy>();
  return (
    <>
      <PageIntro intro={copy.intro} trail={trail} wide />
      <div className="container">
        <ul className="service-list">
          {copy.services.map((s) => (
            <li key={s.key} id={s.key} className="service-item">
              <h2 id={`${s.key}-title`}>
                <span className="service-icon">
                  <Icon name={s.key} />
                </span>
                {s.title}
              </h2>
              <p className="service-summary">{s.summary}</p>
              <Prose html={s.body} />
              {s.link ? (
                <p>
                  <Link className="more-link" to={s.link}>
                    {t('services.more', { service: s.title.toLowerCase() })} <Icon name="arrow" />
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <div className="container narrow content-body">
        <Sections sections={copy.sections ?? []} />
        <CqcRating />
        <ConsultationCta />
      </div>
    </>
  );
}
