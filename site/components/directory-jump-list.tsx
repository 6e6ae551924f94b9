import type { DirectoryGroup } from '../lib/directory-groups.ts';

/** The anchor of a category's group on the directory page. */
export const groupId = (slug: string): string => `services-${slug}`;

/** The directory's list of categories with their counts, each a link down to its group. */
export function DirectoryJumpList({ groups, headingId }: { groups: DirectoryGroup[]; headingId: string }) {
  return (
    <nav className="directory-jump" aria-labelledby={headingId}>
      <h2 id={headingId} className="directory-jump-title">Jump to a category</h2>
      <ul>
        {groups.map(({ category, services }) => (
          <li key={category.slug}>
            <a href={`#${groupId(category.slug)}`}>
              {category.name} <span className="directory-jump-count">{services.length}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
