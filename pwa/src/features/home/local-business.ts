// JSON-LD describing the provider as a local business: address, phone, hours, areas served.
import { site } from '../../shared/site.ts';
import type { Lang } from '../../shared/paths.ts';

export function localBusiness(lang: Lang, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site.web.domain}/#business`,
    name: site.brand.name,
    slogan: site.brand.tagline[lang],
    url,
    telephone: site.contact.phone_international,
    email: site.contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postcode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: site.hours.days,
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    areaServed: [...site.areas.regions, ...site.areas.towns].map((name) => ({ '@type': 'Place', name })),
    sameAs: [site.social.facebook, site.social.instagram, site.social.linkedin],
  };
}
