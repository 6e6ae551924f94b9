import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';

export default function DirectoryPage({ services }: PagePropsMap['directory']) {
  return (
    <>
      <PageHero title="Our Services" text={`${services.length} services available`} />
      <section className="section">
        <div className="container">
          <ul className="card-grid">
            {services.map((s) => (
              <li key={s.id} className="card">
                <h2 className="card-title">{s.name}</h2>
                <p>{s.description}</p>
                <p>{s.price} · {s.timeEstimate}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
