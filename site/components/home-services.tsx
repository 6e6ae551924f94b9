import { useId, useState } from 'react';
import { __iconData as arrowRightIcon } from 'lucide-react/icons/arrow-right';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { SvgIcon } from './svg-icon.tsx';
import type { HomeContent } from '../content-types.ts';
import { Icon } from './icon.tsx';
import { categorySlugFromName } from '../lib/category-slug.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { Picture } from './picture.tsx';
import { timeText } from '../lib/time-text.ts';

type Services = HomeContent['services'];

/**
 * Our Services (SPEC 2.4): Interior and Exterior tiles; the selected one (Interior at first) shows its items.
 * The pre-rendered HTML carries every tile's items (the others hidden), so without JavaScript all of them can be
 * shown; once hydrated, only the selected tile's panel is rendered. Until then (and without JavaScript) a tile is a
 * link to its panel, since a button could not select it.
 */
export function HomeServices({ services }: { services: Services }) {
  const [selected, setSelected] = useState(0);
  const enhanced = useHydrated();
  const titleId = useId();
  const panelId = useId();
  const current = services.tiles[selected] ? selected : 0;
  return (
    <section className="section home-services" aria-labelledby={titleId}>
      <div className="container">
        <header className="home-section-head">
          <h2 id={titleId}>{services.title}</h2>
          <p className="lead">{services.text}</p>
        </header>
        <div className="home-tiles">
          {services.tiles.map((t, i) => {
            const face = (
              <>
                <Picture src={t.image} sizes="(min-width: 64rem) 20rem, 50vw" alt="" width={800} height={500} loading="lazy" decoding="async" />
                <span className="home-tile-label">{t.category}</span>
              </>
            );
            if (!enhanced) return <a key={t.category} className="home-tile" href={`#${tilePanelId(t.category)}`}>{face}</a>;
            return (
              <button
                key={t.category}
                type="button"
                className="home-tile"
                aria-pressed={i === selected}
                aria-controls={panelId}
                onClick={() => setSelected(i)}
              >
                {face}
              </button>
            );
          })}
        </div>
        <div id={panelId} aria-live="polite">
          {services.tiles.map((tile, i) => (!enhanced || i === current ? (
            <div key={tile.category} id={enhanced ? undefined : tilePanelId(tile.category)} className="home-tile-panel" hidden={i !== current}>
              <h3 className="visually-hidden">{tile.category} services</h3>
              <ul className="home-tile-items">
                {tile.items.map((item) => (
                  <li key={item.name} className="home-tile-item">
                    <span className="home-tile-icon"><Icon name={item.icon} size={26} /></span>
                    <h4 className="home-tile-name">{item.name}</h4>
                    <p className="home-tile-time"><SvgIcon icon={clockIcon} size={16} /> Typical time: {timeText(item.time, 'short')}</p>
                    <a className="home-tile-link" href={`/services/${categorySlugFromName(item.name)}`}>
                      Learn More<span className="visually-hidden"> about {item.name}</span> <SvgIcon icon={arrowRightIcon} size={16} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null))}
        </div>
      </div>
    </section>
  );
}

/** The id of a tile's panel in the pre-rendered HTML, where each tile links to its own. */
const tilePanelId = (category: string) => `home-services-${categorySlugFromName(category)}`;
