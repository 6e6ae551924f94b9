import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { fileOf, type CheckRule } from '../rule.ts';

/** Each ZIP code of the ZIP checker is listed once. */
export const coverageZipsRule: CheckRule = {
  name: 'coverage-zips',
  check(input) {
    const coverage = fileOf(input, 'coverage');
    const out: Message[] = [];
    const seen = new Map<string, string>();
    coverage?.data.cities.forEach((city, i) => {
      city.zips.forEach((zip, j) => {
        const first = seen.get(zip);
        if (first) out.push(messageAt(coverage.file, `/cities/${i}/zips/${j}`, 'ref/duplicate-zip', `ZIP ${zip} is already listed under ${first}; list each ZIP once`));
        else seen.set(zip, city.name);
      });
    });
    return out;
  },
};
