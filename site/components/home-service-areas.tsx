import { useId } from 'react';
import { __iconData as arrowRightIcon } from 'lucide-react/icons/arrow-right';
import { __iconData as mapPinIcon } from 'lucide-react/icons/map-pin';
import { SvgIcon } from './svg-icon.tsx';
import type { HomeContent, ServiceAreas } from '../content-types.ts';
import { useShell } from './shell-context.tsx';
import { SmartLink } from './smart-link.tsx';
import { MapFacade } from './map-facade.tsx';

/**
 * Service Areas (SPEC 2.4): regions and towns, and the Colorado Springs map, which loads only when asked (a
 * picture until then keeps third-party scripts and cookies off the home page), with a link to the full map.
 */
export function HomeServiceAreas({ copy, regions }: { copy: HomeContent['serviceAreas']; regions: ServiceAreas['regions'] }) {
  const { site } = useShell();
  const map = site.links.maps.colorado;
  const titleId = useId();
  return (
    <section className="section home-areas" aria-labelledby={titleId}>
      <div className="container home-areas-grid">
        <div>
          <h2 id={titleId}>{copy.title}</h2>
          <p className="lead">{copy.text}</p>
          <div className="home-regions">
            {regions.map((r) => (
              <div key={r.region} className="home-region">
                <h3 className="home-region-name"><SvgIcon icon={mapPinIcon} size={18} /> {r.region}</h3>
                <ul className="home-region-towns">
                  {r.areas.map((a) => <li key={a.name}>{a.name}</li>)}
                </ul>
              </div>
            ))}
          </div>
          <a className="button button-primary" href="/service-area">View All Service Areas <SvgIcon icon={arrowRightIcon} size={18} /></a>
        </div>
        <figure className="home-map">
          <MapFacade map={map} />
          <figcaption><SmartLink href={map.linkUrl}>Open map</SmartLink></figcaption>
        </figure>
      </div>
    </section>
  );
}
