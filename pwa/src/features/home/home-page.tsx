// Home: hero, about, services, why choose us, testimonials, areas served and contact, with
// the CQC rating shown conspicuously.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { Link } from '../../shared/links.tsx';
import { usePageHead } from '../../shared/head.tsx';
import { HydrationBoundary } from '../../shared/hydration.tsx';
import { usePageCopy } from '../../shared/page-copy.ts';
import { absoluteUrl, mailHref, site, telHref } from '../../shared/site.ts';
import { langFromPath, localize, pathOf } from '../../shared/paths.ts';
import { CqcRating } from '../layout/cqc-rating.tsx';
import { Icon } from '../layout/icon.tsx';
import type { ServicesCopy } from '../services/services-copy.ts';
import { TestimonialCard } from '../testimonials/testimonial-card.tsx';
import type { TestimonialsCopy } from '../testimonials/testimonials-copy.ts';
import type { HomeCopy } from './home-copy.ts';
import { localBusiness } from './local-business.ts';

export function HomePage() {
  const { t } = useTranslation();
  const lang = langFromPath(useLocation().pathname);
  const copy = usePageCopy<HomeCopy>('home');
  const { services } = usePageCopy<ServicesCopy>('services');
  const testimonials = usePageCopy<TestimonialsCopy>('testimonials').testimonials.filter((q) => q.featured);
  const contactPath = pathOf('contact', lang);
  usePageHead({
    title: copy.meta.title,
    description: copy.meta.description,
    structuredData: [localBusiness(lang, absoluteUrl(localize('/', lang)))],
  });
  return (
    <>
      <HydrationBoundary>
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero-inner">
            <div>
              <p className="eyebrow">{copy.hero.eyebrow}</p>
              <h1 id="hero-title">{copy.hero.headline}</h1>
              <p className="lead">{copy.hero.lead}</p>
              <div className="actions">
                <Link className="button button-primary" to={contactPath}>
                  {copy.hero.primary}
                </Link>
                <a className="button button-secondary" href={telHref}>
                  <Icon name="phone" /> {copy.hero.secondary} <span className="nowrap">{site.contact.phone}</span>
                </a>
              </div>
            </div>
            <CqcRating prominent />
          </div>
        </section>
      </HydrationBoundary>

      <HydrationBoundary>
        <section className="section" aria-labelledby="about-title">
          <div className="container narrow">
            <h2 id="about-title">{copy.about.heading}</h2>
            {copy.about.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </section>
      </HydrationBoundary>

      <HydrationBoundary>
        <section className="section section-tint" id="services" aria-labelledby="services-title">
          <div className="container">
            <h2 id="services-title">{copy.services.heading}</h2>
            <p className="lead">{copy.services.intro}</p>
            <ul className="card-grid">
              {services.map((s) => (
                <li key={s.key} className="card service-card">
                  <span className="service-icon">
                    <Icon name={s.key} />
                  </span>
                  <h3>
                    <Link to={s.link ?? `${pathOf('services', lang)}#${s.key}`}>{s.title}</Link>
                  </h3>
                  <p>{s.summary}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </HydrationBoundary>

      <HydrationBoundary>
        <section className="section" aria-labelledby="why-title">
          <div className="container">
            <h2 id="why-title">{copy.why.heading}</h2>
            <ul className="card-grid">
              {copy.why.points.map((p) => (
                <li key={p.key} className="card card-plain">
                  <h3>{p.title}</h3>
                  <p>{p.text}</p>
                </li>
              ))}
            </ul>
            <p>
              <Link className="more-link" to={pathOf('care-costs', lang)}>
                {copy.why.costs_link}
              </Link>
            </p>
          </div>
        </section>
      </HydrationBoundary>

      <HydrationBoundary>
        <section className="section section-tint" aria-labelledby="testimonials-title">
          <div className="container">
            <h2 id="testimonials-title">{copy.testimonials.heading}</h2>
            <p className="lead">{copy.testimonials.intro}</p>
            <ul className="card-grid">
              {testimonials.map((q) => (
                <li key={q.name} className="card">
                  <TestimonialCard testimonial={q} />
                </li>
              ))}
            </ul>
            <p>
              <Link className="more-link" to={pathOf('testimonials', lang)}>
                {copy.testimonials.more} <Icon name="arrow" />
              </Link>
            </p>
          </div>
        </section>
      </HydrationBoundary>

      <HydrationBoundary>
        <section className="section" aria-labelledby="areas-title">
          <div className="container narrow">
            <h2 id="areas-title">{copy.areas.heading}</h2>
            <p>{copy.areas.intro}</p>
            <ul className="tag-list">
              {site.areas.towns.map((town) => (
                <li key={town}>{town}</li>
              ))}
            </ul>
            <p>{copy.areas.note}</p>
          </div>
        </section>
      </HydrationBoundary>

      <HydrationBoundary>
        <section className="section section-contact" aria-labelledby="contact-title">
          <div className="container narrow">
            <h2 id="contact-title">{copy.contact.heading}</h2>
            <p>{copy.contact.intro}</p>
            <ul className="contact-list">
              <li>
                <Icon name="phone" /> <a href={telHref}>{site.contact.phone}</a>
              </li>
              <li>
                <Icon name="whatsapp" /> <a href={site.contact.whatsapp_url}>WhatsApp {site.contact.whatsapp}</a>
              </li>
              <li>
                <Icon name="mail" /> <a href={mailHref}>{site.contact.email}</a>
              </li>
              <li>
                <Icon name="clock" /> {t('common.hours', { opens: site.hours.opens, closes: site.hours.closes })}.{' '}
                {t('common.replyTime', { hours: site.contact.email_reply_hours })}
              </li>
              <li>
                <Icon name="pin" />{' '}
                <address>
                  {site.address.street}, {site.address.locality}, {site.address.postcode}
                </address>
              </li>
            </ul>
            <div className="actions">
              <Link className="button button-primary" to={contactPath}>
                {copy.hero.primary}
              </Link>
              <Link className="button button-secondary" to={pathOf('search', lang)}>
                <Icon name="search" /> {t('common.searchSite')}
              </Link>
            </div>
          </div>
        </section>
      </HydrationBoundary>
    </>
  );
}
