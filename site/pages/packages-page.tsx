import { useEffect, useMemo, useState } from 'react';
import { __iconData as messageSquareTextIcon } from 'lucide-react/icons/message-square-text';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { PackageCard } from '../components/package-card.tsx';
import { PackageCompare } from '../components/package-compare.tsx';
import { PackageToolbar, type PackageView } from '../components/package-toolbar.tsx';
import { ALL_CATEGORIES, filterPackages, packageCategories } from '../components/package-filter.ts';
import { CustomQuoteModal } from '../components/custom-quote-modal.tsx';
import { DialogTrigger } from '../components/dialog-trigger.tsx';
import { CUSTOM_QUOTE_PATH } from '../lib/form-pages.ts';
import { useShell } from '../components/shell-context.tsx';
import { findPackage } from '../lib/package-match.ts';
import '../styles/packages.css';

/** SPEC 4/9: a package chosen by ?package= scrolls into view after about 0.3 s, once it has rendered expanded. */
const SCROLL_DELAY_MS = 300;

/** SPEC 2.15: filterable, searchable package cards with a compare view and a custom quote form. */
export default function PackagesPage({ packages }: PagePropsMap['packages']) {
  const { site } = useShell();
  const [view, setView] = useState<PackageView>('grid');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  // One id is both "selected" and "expanded" (SPEC 4).
  const [expanded, setExpanded] = useState<string | null>(null);
  const [quoteOpen, setQuoteOpen] = useState(false);

  const categories = useMemo(() => packageCategories(packages), [packages]);
  const shown = useMemo(() => filterPackages(packages, category, search), [packages, category, search]);

  // The pre-rendered HTML has no query string, so ?package= is read only after hydration.
  useEffect(() => {
    const match = findPackage(packages, new URLSearchParams(window.location.search).get('package'));
    if (!match) return; // SPEC 8: unknown ids are silently ignored.
    setExpanded(match.id);
    const timer = window.setTimeout(() => {
      document.getElementById(`package-${match.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [packages]);

  const toggle = (id: string) => setExpanded((current) => (current === id ? null : id));
  const resetFilters = () => { setCategory(ALL_CATEGORIES); setSearch(''); };

  return (
    <>
      <PageHero title="Service Packages" text="Bundle your to-do list into a set number of handyman hours at a set price. Compare what each package includes, or ask us for a quote built around your project." />
      <section className="section packages-section" aria-labelledby="packages-heading">
        <div className="container">
          <h2 id="packages-heading" className="visually-hidden">Browse packages</h2>
          <PackageToolbar
            categories={categories}
            category={category}
            onCategory={setCategory}
            search={search}
            onSearch={setSearch}
            view={view}
            onView={setView}
          />
          <p className="package-count" role="status" aria-live="polite">
            Showing {shown.length} of {packages.length} packages
          </p>
          {shown.length === 0 ? (
            <div className="package-empty">
              <p>No packages match your search.</p>
              <button type="button" className="button button-secondary" onClick={resetFilters}>Show all packages</button>
            </div>
          ) : view === 'grid' ? (
            <ul className="package-grid">
              {shown.map((p) => (
                <li key={p.id}>
                  <PackageCard pkg={p} expanded={expanded === p.id} onToggle={toggle} bookingUrl={site.links.booking} />
                </li>
              ))}
            </ul>
          ) : (
            <PackageCompare packages={shown} bookingUrl={site.links.booking} />
          )}
        </div>
      </section>
      <section className="section package-custom" aria-labelledby="custom-quote-heading">
        <div className="container package-custom-inner">
          <SvgIcon icon={messageSquareTextIcon} size={40} className="package-custom-icon" />
          <div>
            <h2 id="custom-quote-heading">Need Something Different?</h2>
            <p>Not every project fits a package. Tell us what you need and we'll put together a custom quote.</p>
          </div>
          <DialogTrigger href={CUSTOM_QUOTE_PATH} className="button button-primary" onOpen={() => setQuoteOpen(true)}>Request a Custom Quote</DialogTrigger>
        </div>
      </section>
      <CustomQuoteModal open={quoteOpen} onClose={() => setQuoteOpen(false)} />
    </>
  );
}
