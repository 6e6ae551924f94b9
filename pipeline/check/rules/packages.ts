import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { suggestionOr } from '../../messages/suggest.ts';
import { fileOf, type CheckRule } from '../rule.ts';
import { duplicateIds } from './duplicate-ids.ts';
import { packageMatches } from '../../../site/lib/package-match.ts';

/** Package ids are unique, and the home page and the footer name only packages that exist. */
export const packagesRule: CheckRule = {
  name: 'packages',
  check(input) {
    const packages = fileOf(input, 'packages');
    if (!packages) return [];
    const out: Message[] = duplicateIds(packages.file, '/packages', packages.data.packages.map((p) => p.id), 'package id');
    const ids = [...new Set(packages.data.packages.map((p) => p.id))];
    const known = `use one of the ids in data/packages.yaml: ${ids.join(', ')}`;
    const home = fileOf(input, 'home');
    home?.data.packages.ids.forEach((id, i) => {
      if (!ids.includes(id)) out.push(messageAt(home.file, `/packages/ids/${i}`, 'ref/package', `no package has the id "${id}"${suggestionOr(id, ids, known)}`));
    });
    const navigation = fileOf(input, 'navigation');
    navigation?.data.footer.packages.forEach((link, i) => {
      if (!ids.some((id) => packageMatches(id, link.package))) {
        out.push(messageAt(navigation.file, `/footer/packages/${i}/package`, 'ref/package', `"${link.package}" matches no package${suggestionOr(link.package, ids, known)}`));
      }
    });
    return out;
  },
};
