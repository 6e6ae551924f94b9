import type { Navigation } from '../content-types.ts';
import { menuHref } from '../lib/links.ts';

export interface ServiceGroupsProps {
  groups: Navigation['mobileGroups'];
  /** Heading level of each group title, below the surrounding heading. */
  headingLevel?: 2 | 3;
  /** Called when a link is chosen, so a menu around the groups can close. */
  onNavigate?: () => void;
}

/** The service groups of the mobile services menu (SPEC 2.2), as titled link lists; as many as content lists. */
export function ServiceGroups({ groups, headingLevel = 3, onNavigate }: ServiceGroupsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="service-groups">
      {groups.map((group) => (
        <section key={group.title} className="service-group">
          <Heading className="service-group-title">{group.title}</Heading>
          <ul>
            {group.items.map((item) => (
              <li key={item.label}><a href={menuHref(item)} onClick={onNavigate}>{item.label}</a></li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
