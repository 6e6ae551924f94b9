import type { HomeAndConstructionBusiness, OpeningHoursSpecification, PostalAddress, WebSite, WithContext } from 'schema-dts';
import type { SiteFacts } from '../../../site/content-types.ts';
import { DEFAULT_OG_IMAGE } from '../../../site/lib/og-image.ts';
import { WEEK } from '../../../site/lib/hours-text.ts';
import { absoluteUrl, businessId, websiteId } from './urls.ts';

/**
 * The business as a HomeAndConstructionBusiness, entirely from data/site.yaml. Shown on the home, contact,
 * about and service-area pages; every other node points at it with its @id.
 *
 * There is deliberately no aggregateRating or review: Google treats self-serving ratings of a LocalBusiness
 * on its own site as spam, and the site's testimonials are not a rating anyone can verify.
 */
export function businessNode(site: SiteFacts): WithContext<HomeAndConstructionBusiness> {
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
  // Both statements on the site are recorded (SPEC 9: contact page and FAQ disagree), so both are published. Each is
  // the same days, opens and closes the page's text is written from (site/lib/hours-text.ts), in week order as there.
  const hours: OpeningHoursSpecification[] = [site.hours.contact, site.hours.support].map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: WEEK.filter((day) => h.days.includes(day)).map((day) => `https://schema.org/${day}` as const),
    opens: h.opens,
    closes: h.closes,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(site.baseUrl),
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    slogan: site.tagline,
    url: absoluteUrl(site.baseUrl, '/'),
    telephone: site.phone.e164,
    email: site.email,
    logo: absoluteUrl(site.baseUrl, '/images/logo.svg'),
    image: absoluteUrl(site.baseUrl, DEFAULT_OG_IMAGE.path),
    foundingDate: String(site.foundedYear),
    address,
    areaServed: Object.values(site.regions).map((region) => ({
      '@type': 'AdministrativeArea' as const,
      name: region.name,
      containsPlace: region.counties.map((county) => ({ '@type': 'AdministrativeArea' as const, name: `${county}, ${region.state}` })),
    })),
    openingHoursSpecification: hours,
    priceRange: site.rates.priceRange,
    currenciesAccepted: site.rates.currency,
    paymentAccepted: site.payment.methods.join(', '),
    sameAs: site.links.socials.map((s) => s.url),
  };
}

/** The web site itself, published by the business (home page only). */
export function websiteNode(site: SiteFacts): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(site.baseUrl),
    url: absoluteUrl(site.baseUrl, '/'),
    name: site.name,
    description: site.description,
    inLanguage: 'en-US',
    publisher: { '@id': businessId(site.baseUrl) },
  };
}
