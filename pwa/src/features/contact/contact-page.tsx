// Contact: phone, WhatsApp and email first, then the consultation request form, then what
// happens next, emergencies and the office; each part hydrated on its own.
import { useTranslation } from '../../i18n/translation.tsx';
import { HydrationBoundary } from '../../shared/hydration.tsx';
import type { ContentCopy } from '../../shared/page-copy.ts';
import { mailHref, site, telHref } from '../../shared/site.ts';
import { PageIntro } from '../content/page-intro.tsx';
import { useContentPage } from '../content/use-content-page.ts';
import { Sections } from '../content/sections.tsx';
import { Icon } from '../layout/icon.tsx';
import { ConsultationForm } from './consultation-form.tsx';

interface ContactCopy extends ContentCopy {
  details: { heading: string; note: string };
  form: { heading: string; intro: string };
}

export function ContactPage() {
  const { t } = useTranslation();
  const { copy, trail } = useContentPage<ContactCopy>();
  const { contact, hours, address } = site;
  return (
    <>
      <PageIntro intro={copy.intro} trail={trail} />
      <div className="container narrow content-body">
        <HydrationBoundary>
          <section id="details" aria-labelledby="details-title" className="page-section">
            <h2 id="details-title">{copy.details.heading}</h2>
            <ul className="contact-actions">
              <li>
                <a className="contact-action" href={telHref}>
                  <Icon name="phone" />
                  <span>
                    <strong>{t('common.phone')}</strong> {contact.phone}
                  </span>
                </a>
              </li>
              <li>
                <a className="contact-action" href={contact.whatsapp_url}>
                  <Icon name="whatsapp" />
                  <span>
                    <strong>WhatsApp</strong> {contact.whatsapp}
                  </span>
                </a>
              </li>
              <li>
                <a className="contact-action" href={mailHref}>
                  <Icon name="mail" />
                  <span>
                    <strong>{t('common.email')}</strong> {contact.email}
                  </span>
                </a>
              </li>
            </ul>
            <p>
              <Icon name="clock" /> {t('common.hours', { opens: hours.opens, closes: hours.closes })}.{' '}
              {t('common.replyTime', { hours: contact.email_reply_hours })}
            </p>
            <p>{copy.details.note}</p>
            <p>
              <Icon name="pin" /> <span className="visually-hidden">{t('common.address')}: </span>
              <span>
                {address.street}, {address.locality}, {address.region}, {address.postcode}
              </span>
            </p>
          </section>
        </HydrationBoundary>
        <HydrationBoundary>
          <section id="consultation" aria-labelledby="form-title" className="page-section form-section">
            <h2 id="form-title">{copy.form.heading}</h2>
            <p>{copy.form.intro}</p>
            <ConsultationForm />
          </section>
        </HydrationBoundary>
        <Sections sections={copy.sections ?? []} />
      </div>
    </>
  );
}
