import type { DirectoryGroup as Group } from '../lib/directory-groups.ts';
import { servicesCount } from '../lib/directory-groups.ts';
import type { ServiceSummary } from '../lib/search.ts';
import { groupId } from './directory-jump-list.tsx';
import { ServiceCard } from './service-card.tsx';

export interface DirectoryGroupProps {
  group: Group;
  view: 'grid' | 'list';
  onOpen: (service: ServiceSummary) => void;
  /** The id of the jump list's heading, which each group links back to; null when there is no list. */
  jumpId: string | null;
  /** Whether the cards' names are buttons yet (after hydration; see DirectoryPage). */
  enhanced: boolean;
}

/** One category of the directory: its heading, count, a link to its page, and its service cards. */
export function DirectoryGroup({ group: { category, services }, view, onOpen, jumpId, enhanced }: DirectoryGroupProps) {
  const id = groupId(category.slug);
  return (
    <section id={id} className="directory-group" aria-labelledby={`${id}-title`}>
      <div className="directory-group-head">
        <h2 id={`${id}-title`} className="directory-group-title">{category.name}</h2>
        <p className="directory-group-count">{servicesCount(services.length)}</p>
        <p className="directory-group-links">
          {category.page ? <a href={`/services/${category.slug}`}>About {category.name}</a> : null}
          {jumpId ? <a href={`#${jumpId}`}>All categories</a> : null}
        </p>
      </div>
      <ul className={`directory-results is-${view}`}>
        {services.map((service) => (
          <li key={service.id}><ServiceCard service={service} onOpen={onOpen} enhanced={enhanced} /></li>
        ))}
      </ul>
    </section>
  );
}
