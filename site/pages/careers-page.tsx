import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';

export default function CareersPage({ careers, jobs }: PagePropsMap['careers']) {
  return (
    <>
      <PageHero title={careers.hero.title} text={careers.hero.text} />
      <section className="section"><div className="container">
        {jobs.map((j) => <article key={j.id} className="card"><h2 className="card-title">{j.title}</h2><p>{j.description}</p>
          <ul>{j.qualifications.slice(0, 4).map((q) => <li key={q}>{q}</li>)}</ul></article>)}
      </div></section>
    </>
  );
}
