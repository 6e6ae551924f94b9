import type { LoadedFile } from '../content/load-content.ts';
import { filesOf, type RuleInput } from './rule.ts';

/** A category's services file, and how many services each of its declared subcategories has. */
export interface CatalogueEntry { file: LoadedFile; subcategories: Map<string, number> }

/**
 * The service catalogue as the rules see it: each category's first file with its subcategories' counts (a second
 * file for the same category adds its counts, so category pages get no false alarms), and the number of distinct
 * service ids.
 */
export function catalogueOf(input: RuleInput): { categories: Map<string, CatalogueEntry>; serviceCount: number } {
  const categories = new Map<string, CatalogueEntry>();
  const ids = new Set<string>();
  for (const { file, data } of filesOf(input, 'services')) {
    const counts = new Map<string, number>(data.subcategories.map((s) => [s.slug, 0]));
    for (const service of data.services) {
      ids.add(service.id);
      if (counts.has(service.subcategory)) counts.set(service.subcategory, counts.get(service.subcategory)! + 1);
    }
    const prior = categories.get(data.category);
    if (prior) counts.forEach((count, slug) => prior.subcategories.set(slug, (prior.subcategories.get(slug) ?? 0) + count));
    else categories.set(data.category, { file, subcategories: counts });
  }
  return { categories, serviceCount: ids.size };
}
