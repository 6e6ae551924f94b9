import type { DirectoryGroup as Group } from '../lib/directory-groups.ts';
import { directoryViewPath, servicesCount } from '../lib/directory-groups.ts';
import { previewServices } from '../lib/directory-preview.ts';
import type { ServiceSummary } from '../lib/search.ts';
import { groupId } from './directory-jump-list.tsx';
import { ServiceCard } from './service-card.tsx';

export interface DirectoryGroupProps {
  group: Group;
  view: 'grid' | 'list';
  /** Whether to show only the category's preview, with a link to its view page for the rest (the all-services view). */
  preview: boolean;
  onOpen: (service: ServiceSummary) => void;
  /** The id of the jump list's heading, which each group links back to; null when there is no list. */
  jumpId: string | null;
  /** Whether the cards' names are buttons yet (after hydration; see DirectoryPage). */
  enhanced: boolean;
}

/**
 * One category of the directory: its heading, its full count, a link to its page, and its service cards. In a
 * preview, a plain link to the category's own view page lists the rest, so it works without JavaScript too.
 */
export function DirectoryGroup({ group: { category, services }, view, preview, onOpen, jumpId, enhanced }: DirectoryGroupProps) {
  const id = groupId(category.slug);
  const shown = preview ? previewServices(services) : services;
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
        {shown.map((service) => (
          <li key={service.id}><ServiceCard service={service} onOpen={onOpen} enhanced={enhanced} /></li>
        ))}
      </ul>
      {shown.length < services.length ? (
        <p className="directory-group-more">
          <a href={directoryViewPath(category.slug)}>{`See all ${services.length} ${category.name} services`}</a>
        </p>
      ) : null}
    </section>
  );
}
