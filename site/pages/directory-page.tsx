import { startTransition, useEffect, useId, useMemo, useState } from 'react';
import { __iconData as layoutGridIcon } from 'lucide-react/icons/layout-grid';
import { __iconData as listIcon } from 'lucide-react/icons/list';
import { __iconData as searchIcon } from 'lucide-react/icons/search';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { DirectoryGroup } from '../components/directory-group.tsx';
import { DirectoryJumpList } from '../components/directory-jump-list.tsx';
import { ServiceDetailModal } from '../components/service-detail-modal.tsx';
import { useShell } from '../components/shell-context.tsx';
import { describeFilter, directoryGroups, servicesCount } from '../lib/directory-groups.ts';
import { isAllServicesView } from '../lib/directory-preview.ts';
import type { ServiceSummary } from '../lib/search.ts';
import { useQueryParam } from '../lib/use-query-param.ts';
import '../styles/directory.css';

type View = 'grid' | 'list';

/** The jump list's heading: every group links back to it. */
const JUMP_ID = 'directory-categories';

/**
 * The service directory (SPEC 2.13), at /services and /service-directory: every service, grouped by category under
 * a jump list. With no filter and no search, each category shows its preview and links to its view page for the
 * rest (the pre-rendered HTML is this view); `?category=` (a subcategory or category slug) and `?search=` are
 * applied after hydration and show every match. Each `?category=` view is also a page of its own, pre-rendered with
 * just its services (`only`, at /service-directory/{slug}). The search box and the grid/list switch only work with
 * JavaScript (js-only).
 */
export default function DirectoryPage({ services, subcategories, categories, only }: PagePropsMap['directory']) {
  const { site } = useShell();
  const queried = useQueryParam('category');
  const filter = only ?? queried;
  const searchParam = useQueryParam('search');
  const [search, setSearch] = useState('');
  const [view, setView] = useState<View>('grid');
  const [selected, setSelected] = useState<ServiceSummary | null>(null);
  const searchId = useId();
  // The cards' names become buttons once hydrated. Up to ~400 cards change (a view or a broad search), so it is a
  // transition React renders in short slices (useHydrated's synchronous update blocked the main thread for ~300 ms on
  // a throttled phone).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => startTransition(() => setEnhanced(true)), []);

  // The query string pre-fills the box once it is known (after hydration); typing takes over from there.
  useEffect(() => {
    if (searchParam !== null) setSearch(searchParam);
  }, [searchParam]);

  const groups = useMemo(() => directoryGroups(services, categories, filter, search), [services, categories, filter, search]);
  // Counts every match, in the all-services view too, where each group shows only its first few.
  const matching = groups.reduce((n, g) => n + g.services.length, 0);
  const preview = isAllServicesView(filter, search);
  const named = filter ? describeFilter(filter, subcategories, categories) : null;
  const title = named ? named.title : 'All Services';
  const subtitle = named
    ? `Browse our ${named.title} with upfront price and time estimates, then book online or ask for a quote.`
    : 'Browse every service we offer with upfront price and time estimates, then book online or ask for a quote.';

  // The pre-rendered title is the unfiltered one; a filtered view names its category in the tab and history too.
  // A view's own page has its title already.
  const filterTitle = only ? undefined : named?.title;
  useEffect(() => {
    if (filterTitle) document.title = `${filterTitle} | ${site.shortName}`;
  }, [filterTitle, site.shortName]);

  return (
    <>
      <PageHero title={title} text={subtitle}>
        {named?.category?.page ? (
          <p className="directory-back"><a href={`/services/${named.category.slug}`}>Back to {named.category.name}</a></p>
        ) : null}
        <div className="directory-search js-only" role="search">
          <label htmlFor={searchId} className="visually-hidden">Search services</label>
          <SvgIcon icon={searchIcon} size={20} className="directory-search-icon" />
          <input id={searchId} type="search" name="search" placeholder="Search services..." value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
        </div>
      </PageHero>
      <section className="section directory">
        <div className="container">
          <div className="directory-toolbar">
            <p className="directory-count" aria-live="polite">{servicesCount(matching)} available</p>
            {filter ? <a className="directory-all" href="/services">Show all services</a> : null}
            <div className="directory-views js-only" role="group" aria-label="Layout">
              <button type="button" className="directory-view" aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
                <SvgIcon icon={layoutGridIcon} size={18} /> Grid
              </button>
              <button type="button" className="directory-view" aria-pressed={view === 'list'} onClick={() => setView('list')}>
                <SvgIcon icon={listIcon} size={18} /> List
              </button>
            </div>
          </div>
          {groups.length > 1 ? <DirectoryJumpList groups={groups} headingId={JUMP_ID} /> : null}
          {groups.map((group) => (
            <DirectoryGroup key={group.category.slug} group={group} view={view} preview={preview} onOpen={setSelected} jumpId={groups.length > 1 ? JUMP_ID : null} enhanced={enhanced} />
          ))}
          {matching === 0 ? <p className="directory-empty">No services match your search. Try a shorter word, or <a href="/services">see all services</a>.</p> : null}
        </div>
      </section>
      <ServiceDetailModal service={selected} onClose={() => setSelected(null)} />
    </>
  );
}
