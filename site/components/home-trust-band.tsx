import { useId } from 'react';
import type { HomeContent } from '../content-types.ts';
import { Icon } from './icon.tsx';

type Band = HomeContent['trustBands'][number];

/**
 * One "Trusted Local Expertise" band (SPEC 2.4): a title, a line of text and a row of icon cards. The bands may share
 * a title, so each region is named by its title and its text to keep the landmarks distinguishable.
 */
export function HomeTrustBand({ band, tone }: { band: Band; tone: 'light' | 'dark' }) {
  const titleId = useId();
  const textId = useId();
  return (
    <section className={`section home-trust home-trust-${tone}`} aria-labelledby={`${titleId} ${textId}`}>
      <div className="container">
        <header className="home-section-head">
          <h2 id={titleId}>{band.title}</h2>
          <p id={textId} className="lead">{band.text}</p>
        </header>
        <ul className="home-trust-grid">
          {band.points.map((point) => (
            <li key={point.title} className="home-trust-card">
              <span className="home-trust-icon"><Icon name={point.icon} size={28} /></span>
              <h3 className="home-trust-title">{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
