import { useId, useRef } from 'react';
import { __iconData as columns3Icon } from 'lucide-react/icons/columns-3';
import { __iconData as layoutGridIcon } from 'lucide-react/icons/layout-grid';
import { __iconData as searchIcon } from 'lucide-react/icons/search';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { SvgIcon } from './svg-icon.tsx';
import { ALL_CATEGORIES } from './package-filter.ts';

export type PackageView = 'grid' | 'compare';

export interface PackageToolbarProps {
  categories: readonly string[];
  category: string;
  onCategory: (category: string) => void;
  search: string;
  onSearch: (text: string) => void;
  view: PackageView;
  onView: (view: PackageView) => void;
}

/**
 * Category filter buttons, a search box with a clear button and the grid/compare switch (SPEC 2.15). They only work
 * with JavaScript (js-only): without it every package is listed, in full.
 */
export function PackageToolbar({ categories, category, onCategory, search, onSearch, view, onView }: PackageToolbarProps) {
  const searchId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="package-toolbar js-only">
      <div className="package-filters" role="group" aria-label="Filter packages by category">
        {[ALL_CATEGORIES, ...categories].map((c) => (
          <button key={c} type="button" className="package-chip" aria-pressed={category === c} onClick={() => onCategory(c)}>
            {c === ALL_CATEGORIES ? 'All' : c}
          </button>
        ))}
      </div>
      <div className="package-toolbar-row">
        <div className="package-search" role="search">
          <label htmlFor={searchId} className="visually-hidden">Search packages</label>
          <SvgIcon icon={searchIcon} size={18} className="package-search-icon" />
          <input
            ref={input}
            id={searchId}
            type="search"
            placeholder="Search packages..."
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            autoComplete="off"
          />
          {search ? (
            <button type="button" className="package-search-clear" aria-label="Clear search" onClick={() => { onSearch(''); input.current?.focus(); }}>
              <SvgIcon icon={xIcon} size={18} />
            </button>
          ) : null}
        </div>
        <div className="package-view" role="group" aria-label="View">
          <button type="button" aria-pressed={view === 'grid'} onClick={() => onView('grid')}>
            <SvgIcon icon={layoutGridIcon} size={18} /> Grid
          </button>
          <button type="button" aria-pressed={view === 'compare'} onClick={() => onView('compare')}>
            <SvgIcon icon={columns3Icon} size={18} /> Compare
          </button>
        </div>
      </div>
    </div>
  );
}
