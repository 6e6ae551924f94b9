import type { Message } from '../../messages/messages.ts';
import { didYouMean } from '../../messages/suggest.ts';
import { categorySlugFromName } from '../../../site/lib/category-slug.ts';
import { messageAt } from '../message-at.ts';
import { fileOf, filesOf, stem, type CheckRule } from '../rule.ts';

/**
 * Menu entries without an href, and the home page's service items, link to /services/<slug made from their words>
 * (site/lib/links.ts, home-services.tsx). The links rule sees only written addresses, so an editor who adds a
 * category and names its menu entry differently from its page would learn of the broken link only from the build's
 * output check; here it is a message at the entry, with the page it probably means.
 */
export const categoryLinksRule: CheckRule = {
  name: 'category-links',
  check(input) {
    // A page with problems of its own still has its address.
    const slugs = new Set(input.valid.concat(input.invalid).filter((f) => f.kind.kind === 'category-page').map(stem));
    const names = new Map(filesOf(input, 'categoryPage').map(({ data }) => [data.slug, data.name]));
    const out: Message[] = [];
    const unknown = (words: string) => {
      const slug = categorySlugFromName(words);
      return slugs.has(slug) ? undefined : { slug, meant: didYouMean(slug, slugs) ?? [...names].find(([, name]) => didYouMean(words, [name]))?.[0] };
    };
    const newPage = (slug: string) => `${input.dataFolder ?? 'data'}/categories/${slug}.yaml`;

    const navigation = fileOf(input, 'navigation');
    if (navigation) {
      const { megaMenu, mobileGroups, footer } = navigation.data;
      const entries = [
        ...megaMenu.map((item, i) => ({ item, pointer: `/megaMenu/${i}` })),
        ...mobileGroups.flatMap((group, g) => group.items.map((item, i) => ({ item, pointer: `/mobileGroups/${g}/items/${i}` }))),
        ...footer.services.map((item, i) => ({ item, pointer: `/footer/services/${i}` })),
      ];
      for (const { item, pointer } of entries) {
        if (item.href !== undefined) continue;
        const problem = unknown(item.label);
        if (!problem) continue;
        const fix = problem.meant ? `did you mean /services/${problem.meant}? Correct the label, or add href: /services/${problem.meant}` : `add that page as ${newPage(problem.slug)}, or give the item the href of an existing page`;
        out.push(messageAt(navigation.file, `${pointer}/label`, 'link/unknown-path', `"${item.label}" has no href, so it leads to /services/${problem.slug} (made from its label), and there is no such page; ${fix}`));
      }
    }

    const home = fileOf(input, 'home');
    home?.data.services.tiles.forEach((tile, t) => tile.items.forEach((item, i) => {
      const problem = unknown(item.name);
      if (!problem) return;
      const fix = problem.meant ? `did you mean /services/${problem.meant}? Then name it "${nameLeadingTo(problem.meant, names.get(problem.meant))}"` : `add that page as ${newPage(problem.slug)}, or name the item after an existing category page`;
      out.push(messageAt(home.file, `/services/tiles/${t}/items/${i}/name`, 'link/unknown-path', `"${item.name}" links to /services/${problem.slug} (made from its name), and there is no such page; ${fix}`));
    }));
    return out;
  },
};

/** The page's own name when it makes the page's address, else the address's words: `gutters` -> "Gutters". */
function nameLeadingTo(slug: string, pageName: string | undefined): string {
  if (pageName && categorySlugFromName(pageName) === slug) return pageName;
  return slug.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
