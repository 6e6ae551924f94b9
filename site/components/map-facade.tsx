import { useEffect, useRef, useState } from 'react';
import { __iconData as mapIcon } from 'lucide-react/icons/map';
import type { SiteFacts } from '../content-types.ts';
import { SvgIcon } from './svg-icon.tsx';
import { Picture } from './picture.tsx';

type MapLinks = SiteFacts['links']['maps']['colorado'];

/**
 * A map that loads only when asked: a picture of the area and a Show map button that swaps in the embed from
 * site.yaml. Until that click nothing is requested from the map provider (no third-party cookies or scripts, and
 * the page stays fast); the CSP allows frames from that provider only. The button appears once the page has
 * hydrated, as without JavaScript it could do nothing; the caption's link to the full map works either way.
 */
export function MapFacade({ map }: { map: MapLinks }) {
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => setReady(true), []);
  // The button that had focus is gone: focus moves to the map that replaced it.
  useEffect(() => { if (shown) frame.current?.focus(); }, [shown]);

  if (shown) {
    return <iframe ref={frame} className="map-frame" src={map.embedUrl} title={map.title} width={800} height={500} referrerPolicy="strict-origin-when-cross-origin" />;
  }
  return (
    <div className="map-facade">
      <Picture src={map.image} sizes="(min-width: 64rem) 40rem, 100vw" alt={map.title} width={800} height={500} loading="lazy" decoding="async" />
      <button type="button" className="button button-primary map-facade-button" hidden={!ready} onClick={() => setShown(true)}>
        <SvgIcon icon={mapIcon} size={18} /> Show map
      </button>
    </div>
  );
}
