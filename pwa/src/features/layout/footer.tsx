// Site footer: emergency numbers, contact details and hours, the CQC rating (Regulation 20A),
// the company disclosure and the copyright line.
import { useTranslation } from 'react-i18next';
import { BUILD_YEAR, mailHref, site, telHref } from '../../app/site.ts';
import { CqcRating } from './cqc-rating.tsx';

export function Footer() {
  const { t } = useTranslation();
  const { contact, hours, address, company, emergency } = site;
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-emergency" className="footer-emergency">
          <h2 id="footer-emergency">{t('common.emergencyTitle')}</h2>
          <p>
            {t('common.emergencyText', { emergency: emergency.emergency, nhs: emergency.nhs_111 })}{' '}
            <span className="nowrap">({t('common.textphone', { number: emergency.textphone_111 })})</span>
          </p>
          <p className="emergency-numbers">
            <a href={`tel:${emergency.emergency}`}>{emergency.emergency}</a>
            <a href={`tel:${emergency.nhs_111}`}>NHS {emergency.nhs_111}</a>
          </p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('common.contactUs')}</h2>
          <ul className="plain-list">
            <li>
              {t('common.phone')}: <a href={telHref}>{contact.phone}</a>
            </li>
            <li>
              WhatsApp: <a href={contact.whatsapp_url}>{contact.whatsapp}</a>
            </li>
            <li>
              {t('common.email')}: <a href={mailHref}>{contact.email}</a>
            </li>
            <li>{t('common.hours', { opens: hours.opens, closes: hours.closes })}</li>
            <li>{t('common.replyTime', { hours: contact.email_reply_hours })}</li>
            <li>
              <address>
                {address.street}, {address.locality}, {address.region}, {address.postcode}
              </address>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-cqc">
          <h2 id="footer-cqc">CQC</h2>
          <CqcRating />
        </section>
      </div>
      <div className="footer-legal">
        <p>
          {t('common.companyLine', {
            name: company.registered_name,
            jurisdiction: company.jurisdiction,
            number: company.number,
            office: company.registered_office,
          })}
        </p>
        <p>{t('common.copyright', { from: company.first_year, to: BUILD_YEAR, name: company.registered_name })}</p>
      </div>
    </footer>
  );
}
