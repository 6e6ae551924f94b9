import { beforeAll, describe, expect, it } from 'vitest';
import { heroSearchMatches, rankServices, wordMatch, type ServiceSummary } from '../../site/lib/search.ts';
import { directoryGroups } from '../../site/lib/directory-groups.ts';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { fixtureData } from '../fixture-content.ts';
import { root } from './fixture-harness.ts';

let catalogue: ServiceSummary[];
beforeAll(async () => {
  catalogue = (await checkContent(fixtureData, root, root)).value.site!.content.services;
});

describe('ranked search of the catalogue', () => {
  // What a homeowner types, and the service they mean (the frozen catalogue of tests/fixtures/site).
  const queries: [query: string, first: string][] = [
    ['toilet', 'Toilet Installation'],
    ['running toilet', 'Running Toilet Repair'],
    ['fence repair', 'Fence Board & Post Repair'],
    ['ceiling fan', 'Ceiling Fan Installation'],
    ['ceilng fan', 'Ceiling Fan Installation'],
    ['drywall patch', 'Drywall Patching'],
    ['gutter cleaning', 'Gutter Clean-Out & Flush'],
    ['leaky fuacet', 'Leaky Faucet Repair'],
    ['tv mount', 'TV Wall Mounting with Cable Concealment'],
    ['deck stain', 'Deck Staining & Sealing'],
    ['garbage disposal', 'Garbage Disposal Installation'],
    ['water heater', 'Water Heater Flush'],
    ['smoke detector', 'Smoke & CO Detector Installation'],
    ['outlet', 'Outlet Repair & Replacement'],
    ['shelf', 'Closet Rod & Shelf Installation'],
    ['pressure washing', 'Pool Deck Pressure Washing'],
    ['tile', 'Cracked Tile Replacement'],
    ['move in', 'Move-In Cleaning'],
    ['smart lock', 'Smart Lock Installation'],
    ['video doorbell', 'Video Doorbell Installation'],
  ];

  it.each(queries)('puts what "%s" means first: %s', (query, first) => {
    expect(rankServices(catalogue, query)[0]?.name).toBe(first);
  });

  it('answers every service SPEC 5 matches (name, description, category or a feature), and more only by name words', () => {
    for (const query of ['toilet', 'pools & spas', 'water', 'cover removal', 'deck stain']) {
      const ranked = rankServices(catalogue, query);
      const spec = catalogue.filter((s) => heroSearchMatches(s, query));
      expect(ranked.filter((s) => heroSearchMatches(s, query))).toHaveLength(spec.length);
      expect(new Set(ranked)).toEqual(new Set([...spec, ...ranked]));
    }
    expect(rankServices(catalogue, '   ')).toEqual([]);
  });

  it('reads a word as the start of another, another form of it, or, from five letters on, one letter off', () => {
    expect([wordMatch('gutter', 'gutters'), wordMatch('cleaning', 'clean'), wordMatch('ceilng', 'ceiling'), wordMatch('fuacet', 'faucet')]).toEqual([0, 0, 1, 1]);
    expect([wordMatch('tile', 'toilet'), wordMatch('fan', 'fun'), wordMatch('paint', 'plumbing')]).toEqual([undefined, undefined, undefined]);
  });

  it('shows the directory in the same order: the category of the best answer first, its best answer at its top', () => {
    const categories = [...new Map(catalogue.map((s) => [s.categorySlug, { name: s.category, slug: s.categorySlug, page: true }])).values()];
    for (const [query] of queries.slice(0, 8)) {
      const groups = directoryGroups(catalogue, categories, null, query);
      expect(groups[0]!.services[0], query).toBe(rankServices(catalogue, query)[0]);
    }
    // Without a search: the catalogue's own order.
    expect(directoryGroups(catalogue, categories, null, '').map((g) => g.category.slug)).toEqual(categories.map((c) => c.slug));
  });
});
