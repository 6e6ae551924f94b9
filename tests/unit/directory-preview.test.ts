import { beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { directoryGroups, directoryViewPath } from '../../site/lib/directory-groups.ts';
import { isAllServicesView, PREVIEW_SIZE, previewServices } from '../../site/lib/directory-preview.ts';
import type { ServiceSummary } from '../../site/lib/search.ts';
import type { DirectoryCategory } from '../../site/page-props.ts';
import { DirectoryGroup } from '../../site/components/directory-group.tsx';
import { fixtureData } from '../fixture-content.ts';
import { root } from './fixture-harness.ts';

let catalogue: ServiceSummary[];
let categories: DirectoryCategory[];
beforeAll(async () => {
  catalogue = (await checkContent(fixtureData, root, root)).value.site!.content.services;
  categories = [...new Map(catalogue.map((s) => [s.categorySlug, { name: s.category, slug: s.categorySlug, page: true }])).values()];
});

/** A made-up service: only the fields the preview and the card read matter. */
const service = (id: string, popular: boolean): ServiceSummary => ({
  ...catalogue[0]!, id, name: `Service ${id}`, popular,
});

describe('the all-services view of the directory', () => {
  it('is the view with neither a filter nor search text; a filter or a search shows every match', () => {
    expect(isAllServicesView(null, '')).toBe(true);
    expect(isAllServicesView(null, '   ')).toBe(true);
    expect(isAllServicesView('plumbing', '')).toBe(false);
    expect(isAllServicesView('faucet-sink-services', '')).toBe(false);
    expect(isAllServicesView(null, 'tap')).toBe(false);
  });

  it('previews a category with its popular services first, then the rest, each in catalogue order', () => {
    const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((id, i) => service(id, i === 1 || i === 3));
    expect(previewServices([a!, b!, c!, d!, e!], 3).map((s) => s.id)).toEqual(['b', 'd', 'a']);
    expect(previewServices([a!, c!], 3).map((s) => s.id)).toEqual(['a', 'c']);
  });

  it('cuts every category of the catalogue to its first few, keeping all its popular services and its full count', () => {
    const groups = directoryGroups(catalogue, categories, null, '');
    expect(groups.reduce((n, g) => n + g.services.length, 0)).toBe(catalogue.length);
    for (const { category, services } of groups) {
      const preview = previewServices(services);
      const popular = services.filter((s) => s.popular);
      expect(preview, category.slug).toHaveLength(Math.min(PREVIEW_SIZE, services.length));
      expect(popular.length, category.slug).toBeLessThanOrEqual(PREVIEW_SIZE);
      // The popular ones lead, in catalogue order; the others fill up in catalogue order.
      expect(preview.slice(0, popular.length), category.slug).toEqual(popular);
      expect(preview.slice(popular.length), category.slug).toEqual(services.filter((s) => !s.popular).slice(0, PREVIEW_SIZE - popular.length));
    }
    // The fixture has categories longer than a preview, or the link below would never show.
    expect(groups.some((g) => g.services.length > PREVIEW_SIZE)).toBe(true);
  });

  it('renders a previewed group with its first cards, its full count and a link naming the category and count to its view page', () => {
    const group = directoryGroups(catalogue, categories, null, '').find((g) => g.services.length > PREVIEW_SIZE)!;
    const render = (preview: boolean) => renderToStaticMarkup(createElement(DirectoryGroup, { group, view: 'grid', preview, onOpen: () => {}, jumpId: null, enhanced: false }));
    const cut = render(true);
    expect(cut.match(/class="service-card"/g)).toHaveLength(PREVIEW_SIZE);
    expect(cut).toContain(`${group.services.length} services</p>`);
    const link = `<a href="${directoryViewPath(group.category.slug)}">See all ${group.services.length} ${group.category.name.replace(/&/g, '&amp;')} services</a>`;
    expect(cut).toContain(link);
    // Filtered or searched, the same group lists all its services and needs no link.
    const full = render(false);
    expect(full.match(/class="service-card"/g)).toHaveLength(group.services.length);
    expect(full).not.toContain('See all');
  });

  it('shows a category no longer than a preview whole, without a link', () => {
    const group = { category: categories[0]!, services: catalogue.filter((s) => s.categorySlug === categories[0]!.slug).slice(0, PREVIEW_SIZE) };
    const html = renderToStaticMarkup(createElement(DirectoryGroup, { group, view: 'list', preview: true, onOpen: () => {}, jumpId: null, enhanced: false }));
    expect(html.match(/class="service-card"/g)).toHaveLength(PREVIEW_SIZE);
    expect(html).not.toContain('See all');
  });
});
