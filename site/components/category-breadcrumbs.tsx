import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { SvgIcon } from './svg-icon.tsx';

export interface Crumb { name: string; path: string }

/** Home > Services > {category}: the last crumb is the current page and is not a link. */
export function CategoryBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="category-breadcrumbs">
      <ol>
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.path}>
              {last ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.path}>{crumb.name}</a>}
              {last ? null : <SvgIcon icon={chevronRightIcon} size={14} className="category-breadcrumbs-sep" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
