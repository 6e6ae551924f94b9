import type { Message } from '../../messages/messages.ts';
import { filesOf, stem, type CheckRule } from '../rule.ts';

/** Top-level names of the output that are folders or files, not pages: a page there would clash with them. */
const OUTPUT_NAMES = ['images', 'bundles', 'admin', 'assets', 'sitemap', 'robots', 'index'];

/**
 * Every file in data/pages/ is a page at /<name>, unless another page already has that address: then it would not
 * be published, so the editor is told to rename it.
 */
export const longPagesRule: CheckRule = {
  name: 'long-pages',
  check(input) {
    const taken = new Map<string, string>();
    for (const route of input.site?.routes ?? []) {
      const first = route.path.split('/')[1] ?? '';
      if (route.page !== 'legal' && !taken.has(first)) taken.set(first, route.meta.title.replace(/ \| .*$/, ''));
    }
    return filesOf(input, 'page').flatMap(({ file }): Message[] => {
      const name = stem(file);
      const clash = taken.get(name) ?? (OUTPUT_NAMES.includes(name) ? `the site's own /${name} folder` : undefined);
      return clash === undefined ? [] : [{
        file: file.file, line: 0, column: 0, severity: 'error', rule: 'ref/page',
        message: `its address would be /${name}, which is already ${taken.has(name) ? `the page "${clash}"` : clash}, so it would not be published; rename the file, e.g. to ${name}-info.md`,
      }];
    });
  },
};
