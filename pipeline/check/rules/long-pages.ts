import type { Message } from '../../messages/messages.ts';
import { suggestionOr } from '../../messages/suggest.ts';
import { filesOf, stem, type CheckRule } from '../rule.ts';
import { LONG_PAGES } from '../../../site/routes.ts';

/** A file in data/pages/ that no route shows would silently not be published: each one must be a page the site has. */
export const longPagesRule: CheckRule = {
  name: 'long-pages',
  check(input) {
    const known: readonly string[] = LONG_PAGES;
    return filesOf(input, 'page').filter(({ file }) => !known.includes(stem(file))).map(({ file }): Message => ({
      file: file.file, line: 0, column: 0, severity: 'error', rule: 'ref/page',
      message: `the site has no page for "${stem(file)}.md", so it would not be published${suggestionOr(stem(file), known, `rename it to one of ${known.map((p) => `${p}.md`).join(', ')}; a new kind of page needs a developer to add its route in site/routes.ts`)}`,
    }));
  },
};
