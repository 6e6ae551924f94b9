import type { Thing, WithContext } from 'schema-dts';
import type { SiteContent } from '../../../site/content-types.ts';
import type { PageName } from '../../../site/page-props.ts';
import type { RouteEntry } from '../../../site/routes.ts';
import { businessNode, websiteNode } from './business.ts';
import { breadcrumbList } from './breadcrumbs.ts';
import { faqPage } from './faq.ts';
import { categoryService } from './service.ts';
import { blogPosting } from './blog-posting.ts';
import { jobPosting } from './job-posting.ts';
import { jsonLdScript } from './escape.ts';
import { absoluteUrl } from './urls.ts';

export type JsonLdNode = WithContext<Thing>;

/**
 * All that a route's JSON-LD reads besides the route itself. The build keys each page by this (with the route and
 * this folder's code), so the JSON-LD is made only for pages that are rendered again.
 */
export type JsonLdContext = Pick<SiteContent, 'site' | 'team' | 'services'>;
type Node = JsonLdNode;

const isPage = <P extends PageName>(route: RouteEntry, page: P): route is RouteEntry<P> => route.page === page;

/**
 * The JSON-LD nodes of one route, built from the same props the page renders, so every question, name and
 * price in the markup is one a visitor can see:
 * - the business on /, /contact, /about-us (and its /about duplicate) and /service-area; the web site on /;
 * - a BreadcrumbList wherever the route has a breadcrumb trail;
 * - an FAQPage where questions are shown: category pages, /faq, /how-it-works, /service-area, /contact;
 * - a Service with its OfferCatalog on category pages that list services;
 * - a BlogPosting on /blog/{id}.
 * /careers gets no JobPosting: see jobPosting() for why.
 */
export function jsonLdNodes(route: RouteEntry, content: JsonLdContext): Node[] {
  const { site } = content;
  const url = absoluteUrl(site.baseUrl, route.meta.canonical);
  const nodes: (Node | undefined)[] = [];
  if (['home', 'contact', 'about', 'service-area'].includes(route.page)) nodes.push(businessNode(site));
  if (isPage(route, 'home')) nodes.push(websiteNode(site));
  nodes.push(breadcrumbList(route.meta.breadcrumbs, site.baseUrl));
  if (isPage(route, 'category')) {
    nodes.push(categoryService(route.props.page, route.props.cards, content.services, site));
    nodes.push(faqPage(route.props.page.faqs, url));
  }
  if (isPage(route, 'faq')) nodes.push(faqPage(route.props.faq.categories.flatMap((c) => c.questions), url));
  if (isPage(route, 'process')) nodes.push(faqPage(route.props.process.faq, url));
  if (isPage(route, 'service-area')) nodes.push(faqPage(route.props.serviceAreas.faq, url));
  if (isPage(route, 'contact')) nodes.push(faqPage(route.props.contact.faq, url));
  if (isPage(route, 'blog') && route.props.article) nodes.push(blogPosting(route.props.article, site, content.team));
  if (isPage(route, 'careers')) nodes.push(...route.props.jobs.map((job) => jobPosting(job, site)));
  return nodes.filter((n): n is Node => n !== undefined);
}

/** The JSON-LD of one route as script-safe strings for the Document's <script type="application/ld+json">. */
export function jsonLdFor(route: RouteEntry, content: JsonLdContext): string[] {
  return jsonLdNodes(route, content).map(jsonLdScript);
}
