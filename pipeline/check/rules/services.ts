import type { Message } from '../../messages/messages.ts';
import { messageAt, whereIs } from '../message-at.ts';
import { listPreview, suggestionOr } from '../../messages/suggest.ts';
import { filesOf, type CheckRule } from '../rule.ts';
import type { LoadedFile } from '../../content/load-content.ts';

/** Services: one file per category, service ids unique across the catalogue, subcategories declared and used. */
export const servicesRule: CheckRule = {
  name: 'services',
  check(input) {
    const out: Message[] = [];
    const categoryFiles = new Map<string, LoadedFile>();
    const ids = new Map<string, { file: LoadedFile; pointer: string }>();
    for (const { file, data } of filesOf(input, 'services')) {
      const prior = categoryFiles.get(data.category);
      if (prior) out.push(messageAt(file, '/category', 'ref/duplicate-category', `the category "${data.category}" already has its own file (${prior.file}); put these services there`));
      else categoryFiles.set(data.category, file);
      const used = new Map<string, number>();
      data.subcategories.forEach((s, i) => {
        if (used.has(s.slug)) out.push(messageAt(file, `/subcategories/${i}/slug`, 'ref/duplicate-id', `the subcategory "${s.slug}" is listed twice; remove one`));
        used.set(s.slug, 0);
      });
      data.services.forEach((s, i) => {
        const pointer = `/services/${i}/id`;
        const first = ids.get(s.id);
        if (first) out.push(messageAt(file, pointer, 'ref/duplicate-id', `the service id "${s.id}" is already used at ${whereIs(first.file, first.pointer)}; every service needs its own id, e.g. change the number at the end`));
        else ids.set(s.id, { file, pointer });
        if (used.has(s.subcategory)) used.set(s.subcategory, used.get(s.subcategory)! + 1);
        else out.push(messageAt(file, `/services/${i}/subcategory`, 'ref/subcategory', `the subcategory "${s.subcategory}" is not in this file's subcategories list${suggestionOr(s.subcategory, used.keys(), `known: ${listPreview([...used.keys()])}`)}`));
      });
      used.forEach((count, slug) => {
        if (count > 0) return;
        const i = data.subcategories.findIndex((s) => s.slug === slug);
        out.push(messageAt(file, `/subcategories/${i}/slug`, 'ref/empty-subcategory', `the subcategory "${slug}" has no services; add services to it or remove it`, 'warning'));
      });
    }
    return out;
  },
};
