import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { didYouMean, listPreview, suggestionOr } from '../../messages/suggest.ts';
import { filesOf, stem, type CheckRule } from '../rule.ts';
import { catalogueOf } from '../catalogue.ts';

/**
 * Category pages: the slug matches the file name, the category has services, every card and hidden subcategory
 * exists, every subcategory with services has a card, and every category has a page; a testimonial's category exists.
 */
export const categoryPagesRule: CheckRule = {
  name: 'category-pages',
  check(input) {
    const out: Message[] = [];
    const { categories } = catalogueOf(input);
    const shown = new Set<string>();
    for (const { file, data } of filesOf(input, 'categoryPage')) {
      const expected = stem(file);
      if (data.slug !== expected) out.push(messageAt(file, '/slug', 'ref/slug-filename', `slug "${data.slug}" must equal the file name "${expected}" (the page is at /services/${expected}); rename one of them`));
      if (data.comingSoon && data.cards.length > 0) out.push(messageAt(file, '/cards', 'ref/coming-soon-cards', 'a coming-soon page shows no cards; empty the cards list (cards: []) or set comingSoon: false', 'warning'));
      if (data.category === undefined) {
        if (!data.comingSoon) out.push(messageAt(file, '', 'ref/category', `this page has no "category" and is not coming soon; add the category of its services (e.g. category: ${[...categories.keys()][0] ?? 'Plumbing'}), or set comingSoon: true`));
        continue;
      }
      shown.add(data.category);
      const entry = categories.get(data.category);
      if (!entry) {
        // A services file that failed its own checks already has messages; don't add a confusing second one. When its
        // data could not be read, the services file of this page is the one with the same file name.
        const brokenSource = input.invalid.some((f) => f.kind.kind === 'services' && ((f.data as { category?: unknown } | undefined)?.category === data.category || stem(f) === expected));
        if (brokenSource) continue;
        out.push(messageAt(file, '/category', 'ref/category', `no services file has category "${data.category}"${suggestionOr(data.category, categories.keys(), 'add its services in data/services/ or set comingSoon: true')}`));
        // A typo here is the one problem; don't also warn that the category it meant has no page.
        const meant = didYouMean(data.category, categories.keys());
        if (meant) shown.add(meant);
        continue;
      }
      const known = () => `known: ${listPreview([...entry.subcategories.keys()])}`;
      const carded = new Set<string>();
      // A misspelt card is the one problem; don't also warn that the subcategory it meant has no card.
      const meantByTypo = new Set<string>();
      data.cards.forEach((card, i) => {
        if (carded.has(card.subcategory)) out.push(messageAt(file, `/cards/${i}/subcategory`, 'ref/duplicate-id', `the subcategory "${card.subcategory}" already has a card on this page; remove one`));
        carded.add(card.subcategory);
        if (entry.subcategories.has(card.subcategory)) return;
        const meant = didYouMean(card.subcategory, entry.subcategories.keys());
        if (meant) meantByTypo.add(meant);
        out.push(messageAt(file, `/cards/${i}/subcategory`, 'ref/subcategory', `subcategory "${card.subcategory}" has no services in ${entry.file.file}${suggestionOr(card.subcategory, entry.subcategories.keys(), known())}`));
      });
      const hidden = new Set<string>(data.hiddenSubcategories ?? []);
      data.hiddenSubcategories?.forEach((slug, i) => {
        if (entry.subcategories.has(slug)) return;
        out.push(messageAt(file, `/hiddenSubcategories/${i}`, 'ref/subcategory', `subcategory "${slug}" does not exist in ${entry.file.file}${suggestionOr(slug, entry.subcategories.keys(), known())}`));
        const meant = didYouMean(slug, entry.subcategories.keys());
        if (meant) meantByTypo.add(meant);
      });
      // A coming-soon page shows no cards at all, so it skips no subcategory by mistake.
      if (!data.comingSoon) entry.subcategories.forEach((count, slug) => {
        if (count > 0 && !carded.has(slug) && !hidden.has(slug) && !meantByTypo.has(slug)) {
          out.push(messageAt(file, '/cards', 'ref/uncarded-subcategory', `the subcategory "${slug}" has ${count} service${count === 1 ? '' : 's'} but no card on this page, so the page skips it; add a card, or list it under hiddenSubcategories if that is intended`, 'warning'));
        }
      });
    }
    // A category page with schema errors already has its messages; it still shows its category.
    for (const f of input.invalid) {
      const category = (f.data as { category?: unknown } | undefined)?.category;
      if (f.kind.kind !== 'category-page' || typeof category !== 'string') continue;
      shown.add(category);
      const meant = didYouMean(category, categories.keys());
      if (meant) shown.add(meant);
    }
    for (const [category, entry] of categories) {
      if (input.invalid.some((f) => f.kind.kind === 'category-page' && stem(f) === stem(entry.file))) continue;
      if (!shown.has(category)) out.push(messageAt(entry.file, '/category', 'ref/category-page', `no page in data/categories/ shows the category "${category}"; add one with category: ${category}`, 'warning'));
    }
    // A testimonial shows on the page of the category it names: a name no services file declares shows it nowhere.
    for (const { file, data } of filesOf(input, 'testimonials')) {
      data.testimonials.forEach((t, i) => {
        if (t.category !== undefined && !categories.has(t.category)) {
          out.push(messageAt(file, `/testimonials/${i}/category`, 'ref/category', `no services file has category "${t.category}", so no page would show this testimonial${suggestionOr(t.category, categories.keys(), `write a category as its services file names it${categories.size > 0 ? `, e.g. ${[...categories.keys()][0]}` : ''}, or remove the line`)}`));
        }
      });
    }
    return out;
  },
};
