// Site footer: links to every section, emergency numbers, contact details and hours, social
// networks, the four trust badges, the CQC rating (Regulation 20A), the company disclosure,
// the copyright line and the website credit.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { Link } from '../../shared/links.tsx';
import { BUILD_YEAR, mailHref, site, telHref } from '../../shared/site.ts';
import footer from '#generated/data/footer.json' with { type: 'json' };
import type { FooterColumn } from '#generated/types/FooterColumn.ts';
import { langFromPath, pathOf } from '../../shared/paths.ts';
import { CqcRating } from './cqc-rating.tsx';
import { Icon, type IconName } from './icon.tsx';

// Only what the content stands behind: DBS checks and insurance (FAQ), CQC registration
// (site.toml), the free consultation (every page's call to action). No licence: the CQC
// registers home care, it does not license it.
const BADGES: [IconName, string][] = [
  ['check', 'footer.badgeDbs'],
  ['star', 'footer.badgeCqc'],
  ['shield', 'footer.badgeInsured'],
  ['companionship', 'footer.badgeConsultation'],
];

const SOCIAL: [IconName, string, string][] = [
  ['facebook', 'Facebook', site.social.facebook],
  ['instagram', 'Instagram', site.social.instagram],
  ['linkedin', 'LinkedIn', site.social.linkedin],
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <FooterEmergency />
        <FooterContact />
        <section aria-labelledby="footer-cqc">
          <h2 id="footer-cqc">CQC</h2>
          <CqcRating />
        </section>
      </div>
      <FooterLinks />
      <FooterBadges />
      <FooterLegal />
    </footer>
  );
}

function FooterEmergency() {
  const { t } = useTranslation();
  const { emergency } = site;
  return (
    <section aria-labelledby="footer-emergency" className="footer-emergency">
      <h2 id="footer-emergency">{t('common.emergencyTitle')}</h2>
      <p>
        {`${t('common.emergencyText', { emergency: emergency.emergency, nhs: emergency.nhs_111 })} `}
        <span className="nowrap">{`(${t('common.textphone', { number: emergency.textphone_111 })})`}</span>
      </p>
      <p className="emergency-numbers">
        <a href={`tel:${emergency.emergency}`}>{emergency.emergency}</a>
        <a href={`tel:${emergency.nhs_111}`}>{`NHS ${emergency.nhs_111}`}</a>
      </p>
    </section>
  );
}

function FooterContact() {
  const { t } = useTranslation();
  const { contact, hours, address } = site;
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact">{t('common.contactUs')}</h2>
      <ul className="plain-list">
        <li>
          {`${t('common.phone')}: `}
          <a href={telHref}>{contact.phone}</a>
        </li>
        <li>
          WhatsApp: <a href={contact.whatsapp_url}>{contact.whatsapp}</a>
        </li>
        <li>
          {`${t('common.email')}: `}
          <a href={mailHref}>{contact.email}</a>
        </li>
        <li>{t('common.hours', { opens: hours.opens, closes: hours.closes })}</li>
        <li>{t('common.replyTime', { hours: contact.email_reply_hours })}</li>
        <li>
          <address>{`${address.street}, ${address.locality}, ${address.region}, ${address.postcode}`}</address>
        </li>
      </ul>
      <h3 className="footer-subheading">{t('common.followUs')}</h3>
      <ul className="social-links">
        {SOCIAL.map(([icon, name, url]) => (
          <li key={name}>
            <a href={url}>
              <Icon name={icon} />
              <span>{name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The link columns, from content/routes.toml (`[[footer]]`). */
function FooterLinks() {
  const { t } = useTranslation();
  return (
    <nav className="footer-links" aria-label={t('common.footerNav')}>
      {footer.map((column) => (
        <FooterLinkColumn key={column.heading} {...column} />
      ))}
    </nav>
  );
}

function FooterLinkColumn({ heading, links }: FooterColumn) {
  const { t } = useTranslation();
  const lang = langFromPath(useLocation().pathname);
  return (
    <div>
      <h2>{t(heading)}</h2>
      <ul className="plain-list">
        {links.map(({ page, label }) => (
          <li key={label}>
            <Link to={pathOf(page, lang)}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterBadges() {
  const { t } = useTranslation();
  return (
    <section className="footer-badges" aria-labelledby="footer-badges">
      <h2 id="footer-badges" className="visually-hidden">
        {t('common.badges')}
      </h2>
      <ul>
        {BADGES.map(([icon, label]) => (
          <li key={label} className="badge-item">
            <Icon name={icon} />
            <span>{t(label)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FooterLegal() {
  const { t } = useTranslation();
  const { company, web } = site;
  return (
    <div className="footer-legal">
      <p>
        {t('common.companyLine', {
          name: company.registered_name,
          jurisdiction: company.jurisdiction,
          number: company.number,
          office: company.registered_office,
        })}
      </p>
      <p>
        {`${t('common.copyright', { from: company.first_year, to: BUILD_YEAR, name: company.registered_name })} · `}
        <a href={web.credit_url}>{t('common.websiteBy', { name: web.credit_name })}</a>
      </p>
    </div>
  );
}
