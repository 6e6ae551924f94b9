import { useId, useState } from 'react';
import { __iconData as arrowRightIcon } from 'lucide-react/icons/arrow-right';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { SvgIcon } from './svg-icon.tsx';
import type { HomeContent } from '../content-types.ts';
import { Icon } from './icon.tsx';
import { categorySlugFromName } from '../lib/category-slug.ts';

type Services = HomeContent['services'];

/** Our Services (SPEC 2.4): Interior and Exterior tiles; the selected one (Interior at first) shows its items. */
export function HomeServices({ services }: { services: Services }) {
  const [selected, setSelected] = useState(0);
  const titleId = useId();
  const panelId = useId();
  const tile = services.tiles[selected] ?? services.tiles[0];
  return (
    <section className="section home-services" aria-labelledby={titleId}>
      <div className="container">
        <header className="home-section-head">
          <h2 id={titleId}>{services.title}</h2>
          <p className="lead">{services.text}</p>
        </header>
        <div className="home-tiles">
          {services.tiles.map((t, i) => (
            <button
              key={t.category}
              type="button"
              className="home-tile"
              aria-pressed={i === selected}
              aria-controls={panelId}
              onClick={() => setSelected(i)}
            >
              <img src={t.image} alt="" width={800} height={500} loading="lazy" decoding="async" />
              <span className="home-tile-label">{t.category}</span>
            </button>
          ))}
        </div>
        <div id={panelId} className="home-tile-panel" aria-live="polite">
          <h3 className="visually-hidden">{tile.category} services</h3>
          <ul className="home-tile-items">
            {tile.items.map((item) => (
              <li key={item.name} className="home-tile-item">
                <span className="home-tile-icon"><Icon name={item.icon} size={26} /></span>
                <h4 className="home-tile-name">{item.name}</h4>
                <p className="home-tile-time"><SvgIcon icon={clockIcon} size={16} /> Typical time: {item.time}</p>
                <a className="home-tile-link" href={`/services/${categorySlugFromName(item.name)}`}>
                  Learn More<span className="visually-hidden"> about {item.name}</span> <SvgIcon icon={arrowRightIcon} size={16} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
