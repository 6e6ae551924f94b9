import type { LoadedFile } from '../../content/load-content.ts';
import type { Message } from '../../messages/messages.ts';
import { categorySlugFromName } from '../../../site/lib/category-slug.ts';
import { messageAt, whereIs } from '../message-at.ts';
import { filesOf, type CheckRule } from '../rule.ts';

/**
 * Each catalogue category has an address of its own. Category names are free text (an editor adds a category by
 * adding its files), so what a fixed list of names once guaranteed is checked here: the address the site gives a
 * category (its page's slug, else one made from its name, as assemble.ts does) exists and is no other category's,
 * and one page shows each category. Two files with the very same name are the services rule's (ref/duplicate-category).
 */
export const categoryAddressesRule: CheckRule = {
  name: 'category-addresses',
  check(input) {
    const out: Message[] = [];
    const pageOf = new Map<string, LoadedFile>();
    for (const { file, data } of filesOf(input, 'categoryPage')) {
      if (data.category === undefined) continue;
      const first = pageOf.get(data.category);
      if (first) out.push(messageAt(file, '/category', 'ref/duplicate-category-page', `the category "${data.category}" already has its page, ${whereIs(first, '/category')}; one page shows a category, so give this page another category, or delete one of the two pages`));
      else pageOf.set(data.category, file);
    }
    const pageSlug = (name: string) => (pageOf.get(name)?.data as { slug?: string } | undefined)?.slug;
    const bySlug = new Map<string, { name: string; file: LoadedFile }>();
    for (const { file, data } of filesOf(input, 'services')) {
      const name = data.category;
      const slug = pageSlug(name) ?? categorySlugFromName(name);
      if (slug === '') {
        out.push(messageAt(file, '/category', 'ref/category-address', `the category "${name}" has no letters a-z or digits to make its address (/services/...) from; write its name in those letters, e.g. "Gutters", or give it a page in ${input.dataFolder ?? 'data'}/categories/ with category: ${name}`));
        continue;
      }
      const first = bySlug.get(slug);
      if (!first) { bySlug.set(slug, { name, file }); continue; }
      if (first.name === name) continue;
      // The name a category page shows is the one to keep; the message goes to the other file, whichever came first.
      const [kept, odd] = pageOf.has(name) && !pageOf.has(first.name) ? [{ name, file }, first] : [first, { name, file }];
      bySlug.set(slug, kept);
      const alike = categorySlugFromName(kept.name) === categorySlugFromName(odd.name) ? ', since the names differ only in capitals, spaces or "&"' : '';
      out.push(messageAt(odd.file, '/category', 'ref/duplicate-category', `the category "${odd.name}" would share the address /services/${slug} with the category "${kept.name}" (${whereIs(kept.file, '/category')})${alike}; if they are one category, write category: ${kept.name} and move these services to ${kept.file.file}, otherwise give this one a name of its own`));
    }
    return out;
  },
};
