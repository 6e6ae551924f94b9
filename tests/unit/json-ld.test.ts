import { describe, expect, it, beforeAll } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { assembleContent } from '../../pipeline/content/assemble.ts';
import {
  blogPosting, breadcrumbList, businessNode, categoryService, faqPage, jobPosting, jsonLdFor, jsonLdNodes, jsonLdScript,
  priceSpecification, websiteNode,
} from '../../pipeline/render/json-ld/index.ts';
import { routeTable, type RouteEntry } from '../../site/routes.ts';
import { Document } from '../../site/document.tsx';
import type { OpeningHours, SiteContent } from '../../site/content-types.ts';
import { root, renderBodiesInline } from './fixture-harness.ts';
import { priceText } from '../../site/lib/price-text.ts';
import { hoursText } from '../../site/lib/hours-text.ts';

let content: SiteContent;
let routes: RouteEntry[];
const byPath = (p: string) => routes.find((r) => r.path === p)!;
const typesOf = (p: string) => jsonLdNodes(byPath(p), content).map((n) => (n as { '@type': string })['@type']);
type Json = Record<string, unknown> & { '@type'?: string };
const asJson = (node: unknown) => node as Json;

beforeAll(async () => {
  const checked = await checkContent(fixtureData, root, root);
  content = assembleContent(checked.value.valid, await renderBodiesInline(checked.value.valid));
  routes = routeTable(content) as RouteEntry[];
});

/** Every value under a key, anywhere in a JSON tree. */
function valuesOf(tree: unknown, key: string): unknown[] {
  if (Array.isArray(tree)) return tree.flatMap((t) => valuesOf(t, key));
  if (tree && typeof tree === 'object') {
    return Object.entries(tree).flatMap(([k, v]) => [...(k === key ? [v] : []), ...valuesOf(v, key)]);
  }
  return [];
}

describe('escaping', () => {
  const hostile = 'Fix </script><!-- <script>alert(1)</script> & </SCRIPT > \u2028\u2029 "quotes" \\ done';

  it('leaves no <, > or & in the script text, and parses back to the same value', () => {
    const text = jsonLdScript({ '@context': 'https://schema.org', '@type': 'Thing', name: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name: hostile });
  });

  it('cannot break out of the <script> element in the rendered document, whatever the content says', () => {
    const faq = [{ question: 'Is </script><!--<script> safe?', answer: hostile }];
    const blocks = [jsonLdScript(faqPage(faq, 'https://www.example.test/faq')!)];
    const html = renderToStaticMarkup(createElement(Document, {
      meta: { title: 'T', description: 'D', canonical: '/faq', indexable: true },
      path: '/faq', baseUrl: 'https://www.example.test', siteName: 'S', appHtml: '<p>app</p>', pageData: '{}',
      jsonLd: blocks, assets: { css: [], entry: '/assets/e.js', preload: [] }, noindex: false,
    }));
    // Exactly one JSON-LD element, closed by its own end tag, and no comment opened anywhere.
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)];
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/script/gi)).toHaveLength(3); // JSON-LD, page data and the module entry
    const parsed = JSON.parse(scripts[0]![1]!) as Json;
    expect(valuesOf(parsed, 'text')).toEqual([hostile]);
    expect(valuesOf(parsed, 'name')).toEqual([faq[0]!.question]);
  });

  it('jsonLdFor returns escaped strings for every node of a route', () => {
    const route = byPath('/services/plumbing');
    const strings = jsonLdFor(route, content);
    expect(strings.map((s) => JSON.parse(s))).toEqual(JSON.parse(JSON.stringify(jsonLdNodes(route, content))));
    for (const s of strings) expect(s).not.toMatch(/[<>&]/);
  });
});

describe('business', () => {
  it('describes the business from site.yaml with one stable @id and every required fact', () => {
    const { site } = content;
    const node = asJson(businessNode(site));
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      '@id': `${site.baseUrl}/#business`,
      name: site.name,
      telephone: site.phone.e164,
      email: site.email,
      url: `${site.baseUrl}/`,
      logo: `${site.baseUrl}/images/logo.svg`,
      image: `${site.baseUrl}/images/og/default.png`,
      priceRange: site.rates.priceRange,
      paymentAccepted: 'Credit and debit cards, Cash, Apple Pay, Google Pay',
      address: { '@type': 'PostalAddress', streetAddress: site.address.street, addressLocality: 'Doylestown', addressRegion: 'PA', postalCode: '18901', addressCountry: 'US' },
    });
    const areas = node.areaServed as Json[];
    expect(areas.map((a) => a.name)).toEqual([site.regions.colorado.name, site.regions.bucks.name]);
    expect(valuesOf(areas, 'name')).toContain('El Paso County, CO');
    expect(node.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday', 'https://schema.org/Saturday'], opens: '07:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => `https://schema.org/${d}`), opens: '08:00', closes: '18:00' },
    ]);
    expect(node.sameAs).toEqual(site.links.socials.map((s) => s.url));
  });

  it('publishes the opening hours from the same days, opens and closes the page writes its text from', () => {
    const contact: OpeningHours = { days: ['Saturday', 'Monday', 'Tuesday', 'Wednesday'], opens: '09:30', closes: '17:00' };
    const site = { ...content.site, hours: { contact, support: content.site.hours.support } };
    const [spec] = asJson(businessNode(site)).openingHoursSpecification as Json[];
    expect(spec).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Saturday'].map((d) => `https://schema.org/${d}`), opens: '09:30', closes: '17:00' });
    expect(hoursText(site.hours.contact)).toBe('Monday-Wednesday, Saturday 9:30 AM - 5:00 PM');
  });

  it('never carries a rating or review', () => {
    for (const route of routes) {
      for (const node of jsonLdNodes(route, content)) {
        expect(valuesOf(node, 'aggregateRating'), route.path).toEqual([]);
        expect(valuesOf(node, 'review'), route.path).toEqual([]);
      }
    }
  });

  it('the web site node is published by the business', () => {
    expect(websiteNode(content.site)).toMatchObject({ '@type': 'WebSite', url: `${content.site.baseUrl}/`, publisher: { '@id': `${content.site.baseUrl}/#business` } });
  });
});

describe('breadcrumbs', () => {
  it('numbers the trail 1..n with absolute URLs', () => {
    expect(breadcrumbList([{ name: 'Home', path: '/' }, { name: 'Services', path: '/services' }, { name: 'Plumbing', path: '/services/plumbing' }], 'https://x.test')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
        { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://x.test/services' },
        { '@type': 'ListItem', position: 3, name: 'Plumbing', item: 'https://x.test/services/plumbing' },
      ],
    });
  });

  it('has none for a trail shorter than two', () => {
    expect(breadcrumbList(undefined, 'https://x.test')).toBeUndefined();
    expect(breadcrumbList([{ name: 'Home', path: '/' }], 'https://x.test')).toBeUndefined();
  });

  it('every nested route gets the trail of its meta.breadcrumbs, each step a route that exists', () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const route of routes.filter((r) => r.meta.breadcrumbs)) {
      const list = jsonLdNodes(route, content).find((n) => asJson(n)['@type'] === 'BreadcrumbList') as Json | undefined;
      expect(list, route.path).toBeDefined();
      const items = list!.itemListElement as Json[];
      expect(items.map((i) => i.position)).toEqual(route.meta.breadcrumbs!.map((_, i) => i + 1));
      for (const item of items) expect(paths.has(new URL(item.item as string).pathname), `${route.path}: ${String(item.item)}`).toBe(true);
      expect(items.at(-1)!.item).toBe(`${content.site.baseUrl}${route.meta.canonical}`);
    }
  });
});

describe('FAQ', () => {
  it('questions and answers are the texts the page shows', () => {
    const items = [{ question: 'Q1?', answer: 'A1.' }, { question: 'Q2?', answer: 'A2.' }];
    expect(faqPage(items, 'https://x.test/faq')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://x.test/faq',
      mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })),
    });
    expect(faqPage([], 'https://x.test/faq')).toBeUndefined();
  });

  it('is on every page that shows questions, with those exact questions', () => {
    const expected: [string, { question: string; answer: string }[]][] = [
      ['/faq', content.faq.categories.flatMap((c) => c.questions)],
      ['/how-it-works', content.process.faq],
      ['/service-area', content.serviceAreas.faq],
      ['/contact', content.contact.faq],
      ...content.categoryPages.map((p): [string, { question: string; answer: string }[]] => [`/services/${p.slug}`, p.faqs]),
    ];
    for (const [p, items] of expected) {
      const faq = jsonLdNodes(byPath(p), content).find((n) => asJson(n)['@type'] === 'FAQPage') as Json | undefined;
      expect(faq, p).toBeDefined();
      expect((faq!.mainEntity as Json[]).map((q) => [q.name, (q.acceptedAnswer as Json).text]), p).toEqual(items.map((i) => [i.question, i.answer]));
      // Placeholders were filled: no "{phone.display}" reaches the markup.
      expect(JSON.stringify(faq)).not.toMatch(/\{[a-zA-Z.]+\}/);
    }
  });
});

describe('category services', () => {
  it('lists the services of the page\'s cards by subcategory, with name, description and the price as the page shows it', () => {
    const route = byPath('/services/plumbing') as RouteEntry<'category'>;
    const node = asJson(categoryService(route.props.page, route.props.cards, content.services, content.site));
    expect(node).toMatchObject({ '@type': 'Service', name: 'Plumbing', provider: { '@id': `${content.site.baseUrl}/#business` }, url: `${content.site.baseUrl}/services/plumbing` });
    const catalogue = node.hasOfferCatalog as Json;
    const groups = catalogue.itemListElement as Json[];
    expect(groups.map((g) => g.name)).toEqual(route.props.cards.map((c) => c.title));
    const offers = groups.flatMap((g) => g.itemListElement as Json[]);
    const shown = content.services.filter((s) => s.category === 'Plumbing' && route.props.cards.some((c) => c.subcategory === s.subcategory));
    expect(offers).toHaveLength(shown.length);
    for (const [i, s] of shown.entries()) {
      expect(offers[i]).toMatchObject({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: s.name, description: s.description }, priceSpecification: { description: priceText(s.price), priceCurrency: 'USD' } });
    }
  });

  it('has none for a page without services', () => {
    const soon = content.categoryPages.find((p) => p.comingSoon)!;
    const route = byPath(`/services/${soon.slug}`) as RouteEntry<'category'>;
    expect(categoryService(route.props.page, route.props.cards, content.services, content.site)).toBeUndefined();
    expect(typesOf(route.path)).not.toContain('Service');
  });

  it('takes the numbers from the price value and its description from the text the page shows', () => {
    const spec = (description: string) => ({ '@type': 'PriceSpecification', description, priceCurrency: 'USD' });
    expect(priceSpecification(399, 'USD')).toEqual({ ...spec('$399'), price: 399 });
    expect(priceSpecification({ amount: 1599 }, 'USD')).toEqual({ ...spec('$1,599'), price: 1599 });
    expect(priceSpecification({ from: 75 }, 'USD')).toEqual({ ...spec('From $75'), minPrice: 75 });
    expect(priceSpecification({ from: 500, to: 2500 }, 'USD')).toEqual({ ...spec('$500 - $2,500'), minPrice: 500, maxPrice: 2500 });
    expect(priceSpecification({ amount: 4, per: 'sq ft' }, 'USD')).toEqual({ ...spec('$4 per sq ft'), '@type': 'UnitPriceSpecification', price: 4, unitText: 'sq ft' });
    expect(priceSpecification({ from: 2, to: 4.5, per: 'sq ft' }, 'USD')).toEqual({ ...spec('$2 - $4.50 per sq ft'), '@type': 'UnitPriceSpecification', minPrice: 2, maxPrice: 4.5, unitText: 'sq ft' });
    expect(priceSpecification('call', 'USD')).toEqual(spec('Call for a price'));
    expect(priceSpecification({ call: 'Varies by door type' }, 'USD')).toEqual(spec('Varies by door type'));
  });
});

describe('blog posting', () => {
  it('has the headline, absolute image, ISO dates, a Person author and the business as publisher', () => {
    const post = { ...content.posts[0]!, updated: '2026-12-01' };
    const node = asJson(blogPosting(post, content.site, content.team));
    const url = `${content.site.baseUrl}/blog/${post.id}`;
    expect(node).toMatchObject({
      '@type': 'BlogPosting',
      '@id': `${url}#article`,
      mainEntityOfPage: url,
      headline: post.title,
      description: post.excerpt,
      image: `${content.site.baseUrl}${post.image}`,
      datePublished: post.date,
      dateModified: '2026-12-01',
      author: { '@type': 'Person', name: post.author, url: `${content.site.baseUrl}/meet-the-team` },
      publisher: { '@id': `${content.site.baseUrl}/#business` },
    });
    expect(node.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asJson(blogPosting({ ...post, updated: undefined }, content.site)).dateModified).toBe(post.date);
    expect(asJson(blogPosting({ ...post, author: 'Guest Writer' }, content.site, content.team)).author).toEqual({ '@type': 'Person', name: 'Guest Writer' });
  });

  it('is on every /blog/{id} page and nowhere else', () => {
    for (const route of routes) {
      const has = typesOf(route.path).includes('BlogPosting');
      expect(has, route.path).toBe(/^\/blog\/[^/]+$/.test(route.path));
    }
  });
});

describe('job posting', () => {
  it('emits none: the jobs have no datePosted or validThrough', () => {
    for (const job of content.jobs) expect(jobPosting(job, content.site)).toBeUndefined();
    expect(typesOf('/careers')).not.toContain('JobPosting');
  });

  it('would emit one once the data has the dates Google requires', () => {
    const node = asJson(jobPosting({ ...content.jobs[0]!, datePosted: '2026-11-01', validThrough: '2026-12-31' }, content.site));
    expect(node).toMatchObject({ '@type': 'JobPosting', title: content.jobs[0]!.title, datePosted: '2026-11-01', validThrough: '2026-12-31', hiringOrganization: { '@id': `${content.site.baseUrl}/#business` } });
    expect(valuesOf(node, 'addressLocality')).toEqual(['Doylestown']);
  });
});

describe('which page gets what', () => {
  it('puts the business on home, contact, about and service area, and only there', () => {
    const withBusiness = routes.filter((r) => typesOf(r.path).includes('HomeAndConstructionBusiness')).map((r) => r.path);
    expect(withBusiness.sort()).toEqual(['/', '/about', '/about-us', '/contact', '/service-area']);
  });

  it('matches the plan per page', () => {
    expect(typesOf('/')).toEqual(['HomeAndConstructionBusiness', 'WebSite']);
    expect(typesOf('/contact')).toEqual(['HomeAndConstructionBusiness', 'BreadcrumbList', 'FAQPage']);
    expect(typesOf('/about-us')).toEqual(['HomeAndConstructionBusiness', 'BreadcrumbList']);
    expect(typesOf('/service-area')).toEqual(['HomeAndConstructionBusiness', 'BreadcrumbList', 'FAQPage']);
    expect(typesOf('/services/plumbing')).toEqual(['BreadcrumbList', 'Service', 'FAQPage']);
    expect(typesOf('/faq')).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(typesOf('/how-it-works')).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(typesOf(`/blog/${content.posts[0]!.id}`)).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(typesOf('/careers')).toEqual(['BreadcrumbList']);
    expect(typesOf('/404')).toEqual([]);
    expect(typesOf('/mobileservicespage')).toEqual([]);
  });
});
