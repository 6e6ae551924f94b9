import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';

export default function AboutPage({ about, member }: PagePropsMap['about']) {
  return (
    <>
      <PageHero title={about.mission.title} text={about.mission.paragraphs[0]} />
      <section className="section"><div className="container">
        <ul className="card-grid">{about.values.map((v) => <li key={v.title} className="card"><h2 className="card-title">{v.title}</h2><p>{v.text}</p></li>)}</ul>
        <h2>{member.name}</h2><p>{member.role}</p><p><a href="/contact">Contact us</a></p>
      </div></section>
    </>
  );
}
