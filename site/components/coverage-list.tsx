import { useId, useState } from 'react';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { __iconData as mapPinIcon } from 'lucide-react/icons/map-pin';
import { SvgIcon } from './svg-icon.tsx';
import type { Coverage } from '../content-types.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The collapsible list of covered cities and their ZIP codes (SPEC 2.10); closed at first. Until the page has
 * hydrated (and without JavaScript) it is a native <details> that looks the same and opens on a click.
 */
export function CoverageList({ coverage }: { coverage: Coverage }) {
  const panelId = useId();
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const zipCount = coverage.cities.reduce((n, c) => n + c.zips.length, 0);
  const label = (
    <>
      <span>
        {coverage.name} Service Areas
        <span className="coverage-count">{coverage.cities.length} cities, {zipCount} ZIP codes</span>
      </span>
      <SvgIcon icon={chevronDownIcon} size={22} className="coverage-icon" />
    </>
  );
  if (!enhanced) {
    return (
      <details className="coverage-list">
        <summary className="coverage-summary"><h3 className="coverage-heading"><span className="coverage-toggle">{label}</span></h3></summary>
        <div className="coverage-panel"><CoverageCities coverage={coverage} /></div>
      </details>
    );
  }
  return (
    <div className="coverage-list" data-open={open || undefined}>
      <h3 className="coverage-heading">
        <button type="button" className="coverage-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {label}
        </button>
      </h3>
      <div id={panelId} className="coverage-panel" hidden={!open}>
        <CoverageCities coverage={coverage} />
      </div>
    </div>
  );
}

function CoverageCities({ coverage }: { coverage: Coverage }) {
  return (
    <ul className="coverage-cities">
      {coverage.cities.map((city) => (
        <li key={city.name}>
          <SvgIcon icon={mapPinIcon} size={18} />
          <span>
            <strong>{city.name}, {coverage.state}</strong>
            <span className="coverage-zips">{city.zips.join(', ')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
