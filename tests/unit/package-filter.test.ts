import { describe, expect, it } from 'vitest';
import type { Package } from '../../site/content-types.ts';
import { filterPackages, matchesSearch, packageCategories } from '../../site/components/package-filter.ts';

const pkg = (id: string, category: string, extra: Partial<Package> = {}): Package => ({
  id, name: `${id} package`, description: `About ${id}`, price: 1, duration: { amount: 1, unit: 'hours' }, category, popular: false,
  image: `/images/packages/${id}.svg`, features: [`${id} feature`], exclusions: [], ...extra,
} as Package);

const packages = [pkg('basic', 'Essential'), pkg('newhome', 'Moving', { features: ['TV mounting'] }), pkg('newpet', 'Moving', { description: 'Pet doors' })];

describe('packageCategories', () => {
  it('lists each distinct category once, in data order', () => {
    expect(packageCategories(packages)).toEqual(['Essential', 'Moving']);
  });
});

describe('matchesSearch', () => {
  it('matches name, description and any feature, ignoring case', () => {
    expect(matchesSearch(packages[0]!, 'BASIC PACK')).toBe(true);
    expect(matchesSearch(packages[2]!, 'pet DOORS')).toBe(true);
    expect(matchesSearch(packages[1]!, 'tv mount')).toBe(true);
  });

  it('does not match the category or price', () => {
    expect(matchesSearch(packages[0]!, 'essential')).toBe(false);
    expect(matchesSearch(packages[0]!, '$1')).toBe(false);
  });

  it('treats blank text as no filter', () => {
    expect(matchesSearch(packages[0]!, '   ')).toBe(true);
  });
});

describe('filterPackages', () => {
  it('combines the category and the search text', () => {
    expect(filterPackages(packages, 'all', '').map((p) => p.id)).toEqual(['basic', 'newhome', 'newpet']);
    expect(filterPackages(packages, 'Moving', '').map((p) => p.id)).toEqual(['newhome', 'newpet']);
    expect(filterPackages(packages, 'Moving', 'pet').map((p) => p.id)).toEqual(['newpet']);
    expect(filterPackages(packages, 'Essential', 'pet')).toEqual([]);
  });
});
