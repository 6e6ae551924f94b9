import type { Offer, OfferCatalog, PriceSpecification, Service as ServiceNode, WithContext } from 'schema-dts';
import type { CategoryPage, Service, SiteFacts } from '../../../site/content-types.ts';
import type { CategoryCard } from '../../../site/page-props.ts';
import { absoluteUrl, businessId } from './urls.ts';

/**
 * A category page as a Service offered by the business, with an OfferCatalog of the services it lists: one
 * nested catalogue per subcategory card the page shows, each service with its name, description and price.
 * Undefined for a page without services (coming soon).
 */
export function categoryService(
  page: CategoryPage,
  cards: readonly CategoryCard[],
  services: readonly Service[],
  site: SiteFacts,
): WithContext<ServiceNode> | undefined {
  const catalogues: OfferCatalog[] = cards.flatMap((card) => {
    const offers = services.filter((s) => s.category === page.category && s.subcategory === card.subcategory).map((s) => serviceOffer(s, site.rates.currency));
    return offers.length === 0 ? [] : [{ '@type': 'OfferCatalog' as const, name: card.title, itemListElement: offers }];
  });
  if (page.comingSoon || catalogues.length === 0) return undefined;
  const url = absoluteUrl(site.baseUrl, `/services/${page.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: page.name,
    serviceType: page.category ?? page.name,
    description: page.seo.description,
    url,
    image: absoluteUrl(site.baseUrl, page.hero.image),
    provider: { '@id': businessId(site.baseUrl) },
    areaServed: Object.values(site.regions).map((r) => ({ '@type': 'AdministrativeArea' as const, name: r.name })),
    hasOfferCatalog: { '@type': 'OfferCatalog', name: `${page.name} services`, itemListElement: catalogues },
  };
}

/** One catalogue service as an Offer; the price stays the text the site shows. */
export function serviceOffer(service: Service, currency: string): Offer {
  return {
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name: service.name, description: service.description },
    priceSpecification: priceSpecification(service.price, currency),
  };
}

/**
 * The displayed price ("From $75", "$50 - $150", "Varies by door type") as a PriceSpecification: the text as
 * its description, always, and minPrice/maxPrice only when the text states them plainly. Offer.price is left
 * out on purpose: schema.org wants a single number there, and none of these texts is one.
 */
export function priceSpecification(text: string, currency: string): PriceSpecification {
  const spec: PriceSpecification = { '@type': 'PriceSpecification', description: text, priceCurrency: currency };
  const amount = String.raw`\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?)`;
  const num = (s: string) => Number(s.replace(/,/g, ''));
  const range = new RegExp(String.raw`^${amount}\s*(?:-|–|to)\s*${amount}$`, 'i').exec(text.trim());
  if (range) return { ...spec, minPrice: num(range[1]!), maxPrice: num(range[2]!) };
  const from = new RegExp(String.raw`^(?:from|starting at)\s+${amount}\+?$`, 'i').exec(text.trim());
  if (from) return { ...spec, minPrice: num(from[1]!) };
  const exact = new RegExp(String.raw`^${amount}$`).exec(text.trim());
  if (exact) return { ...spec, minPrice: num(exact[1]!), maxPrice: num(exact[1]!) };
  return spec;
}
