import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';

export default function PackagesPage({ packages }: PagePropsMap['packages']) {
  return (
    <>
      <PageHero title="Service Packages" />
      <section className="section"><div className="container">
        <ul className="card-grid">{packages.map((p) => (
          <li key={p.id} id={`package-${p.id}`} className="card">
            <h2 className="card-title">{p.name}</h2><p>{p.price} · {p.duration}</p><p>{p.description}</p>
          </li>
        ))}</ul>
      </div></section>
    </>
  );
}
