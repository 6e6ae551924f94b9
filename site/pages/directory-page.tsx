import { useEffect, useId, useMemo, useState } from 'react';
import { __iconData as layoutGridIcon } from 'lucide-react/icons/layout-grid';
import { __iconData as listIcon } from 'lucide-react/icons/list';
import { __iconData as searchIcon } from 'lucide-react/icons/search';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { ServiceCard } from '../components/service-card.tsx';
import { ServiceDetailModal } from '../components/service-detail-modal.tsx';
import { directorySearchMatches, titleFromSlug, type ServiceSummary } from '../lib/search.ts';
import { useQueryParam } from '../lib/use-query-param.ts';
import '../styles/directory.css';

type View = 'grid' | 'list';

/**
 * The service directory (SPEC 2.13), at /services and /service-directory. The pre-rendered HTML lists every
 * service; `?category=` (a subcategory slug) and `?search=` are applied after hydration.
 */
export default function DirectoryPage({ services }: PagePropsMap['directory']) {
  const category = useQueryParam('category');
  const searchParam = useQueryParam('search');
  const [search, setSearch] = useState('');
  const [view, setView] = useState<View>('grid');
  const [selected, setSelected] = useState<ServiceSummary | null>(null);
  const searchId = useId();

  // The query string pre-fills the box once it is known (after hydration); typing takes over from there.
  useEffect(() => {
    if (searchParam !== null) setSearch(searchParam);
  }, [searchParam]);

  const shown = useMemo(
    () => services.filter((s) => (!category || s.subcategory === category) && directorySearchMatches(s, search)),
    [services, category, search],
  );
  const title = category ? titleFromSlug(category) : 'All Services';
  const subtitle = category
    ? `Browse our ${title} with upfront price and time estimates, then book online or ask for a quote.`
    : 'Browse every service we offer with upfront price and time estimates, then book online or ask for a quote.';

  return (
    <>
      <PageHero title={title} text={subtitle}>
        <div className="directory-search" role="search">
          <label htmlFor={searchId} className="visually-hidden">Search services</label>
          <SvgIcon icon={searchIcon} size={20} className="directory-search-icon" />
          <input id={searchId} type="search" name="search" placeholder="Search services..." value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
        </div>
      </PageHero>
      <section className="section directory">
        <div className="container">
          <div className="directory-toolbar">
            <p className="directory-count" aria-live="polite">{shown.length} services available</p>
            {category ? <a className="directory-all" href="/services">Show all services</a> : null}
            <div className="directory-views" role="group" aria-label="Layout">
              <button type="button" className="directory-view" aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
                <SvgIcon icon={layoutGridIcon} size={18} /> Grid
              </button>
              <button type="button" className="directory-view" aria-pressed={view === 'list'} onClick={() => setView('list')}>
                <SvgIcon icon={listIcon} size={18} /> List
              </button>
            </div>
          </div>
          <ul className={`directory-results is-${view}`}>
            {shown.map((service) => (
              <li key={service.id}><ServiceCard service={service} onOpen={setSelected} /></li>
            ))}
          </ul>
          {shown.length === 0 ? <p className="directory-empty">No services match your search. Try a shorter word, or <a href="/services">see all services</a>.</p> : null}
        </div>
      </section>
      <ServiceDetailModal service={selected} onClose={() => setSelected(null)} />
    </>
  );
}
