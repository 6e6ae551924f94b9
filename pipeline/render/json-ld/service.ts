import type { Offer, OfferCatalog, PriceSpecification, Service as ServiceNode, WithContext } from 'schema-dts';
import type { CategoryPage, Price, Service, SiteFacts } from '../../../site/content-types.ts';
import { priceText } from '../../../site/lib/price-text.ts';
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

/** One catalogue service as an Offer, its price from the service's price value. */
export function serviceOffer(service: Service, currency: string): Offer {
  return {
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name: service.name, description: service.description },
    priceSpecification: priceSpecification(service.price, currency),
  };
}

/**
 * A price value as a PriceSpecification: the text the page shows as its description, and the numbers of the value
 * itself (an amount as price, a start as minPrice, a range as minPrice and maxPrice); a price per unit is a
 * UnitPriceSpecification with the unit as unitText. "call" has no numbers, so only its text.
 */
export function priceSpecification(price: Price, currency: string): PriceSpecification {
  const spec = { description: priceText(price), priceCurrency: currency };
  if (typeof price === 'number') return { '@type': 'PriceSpecification', ...spec, price };
  if (price === 'call' || 'call' in price) return { '@type': 'PriceSpecification', ...spec };
  const numbers = 'amount' in price ? { price: price.amount } : 'to' in price ? { minPrice: price.from, maxPrice: price.to } : { minPrice: price.from };
  return price.per ? { '@type': 'UnitPriceSpecification', ...spec, ...numbers, unitText: price.per } : { '@type': 'PriceSpecification', ...spec, ...numbers };
}
