import { messageAt } from '../message-at.ts';
import { filesOf, type CheckRule } from '../rule.ts';

/** Above this share of the catalogue, "Popular" stops telling a visitor anything. */
export const POPULAR_SHARE_MAX = 0.25;

/** Warns, at the first file's first popular service, when more than a quarter of the catalogue is marked popular. */
export const popularShareRule: CheckRule = {
  name: 'popular-share',
  check(input) {
    const files = filesOf(input, 'services');
    const services = files.flatMap(({ file, data }) => data.services.map((service, i) => ({ file, i, popular: service.popular === true })));
    const popular = services.filter((s) => s.popular);
    if (services.length === 0 || popular.length / services.length <= POPULAR_SHARE_MAX) return [];
    const first = popular[0]!;
    const share = Math.round((100 * popular.length) / services.length);
    return [messageAt(first.file, `/services/${first.i}/popular`, 'claim/popular-share', `${popular.length} of ${services.length} services (${share}%) are marked popular; a badge on most cards tells visitors nothing, so keep "popular: true" for the few most-booked services of each category (at most a quarter, about 15% is best)`, 'warning')];
  },
};
