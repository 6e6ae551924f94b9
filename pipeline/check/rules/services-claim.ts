import { messageAt } from '../message-at.ts';
import { fileOf, filesOf, type CheckRule } from '../rule.ts';
import { catalogueOf } from '../catalogue.ts';

/** A claim of "over N" or "N+" services must be true of the catalogue. */
export const servicesClaimRule: CheckRule = {
  name: 'services-claim',
  check(input) {
    const site = fileOf(input, 'site');
    if (!site || filesOf(input, 'services').length === 0) return [];
    const claim = String(site.data.claims.servicesCount);
    const claimed = Number(/\d+/.exec(claim)?.[0] ?? 0);
    const actual = catalogueOf(input).serviceCount;
    if (claimed === 0 || actual > claimed || !/over|\+/.test(claim)) return [];
    return [messageAt(site.file, '/claims/servicesCount', 'claim/services-count', `the site claims "${claim}" services but the catalogue has ${actual}; add services or change the claim`)];
  },
};
