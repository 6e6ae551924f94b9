import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';

export default function TeamPage({ team }: PagePropsMap['team']) {
  return (
    <>
      <PageHero title="Meet Our Team" />
      <section className="section"><div className="container">
        <h2>Field Team</h2>
        {team.fieldTeam.map((m) => <article key={m.id} className="card"><h3>{m.name}</h3><p>{m.role}</p><p>{m.bio}</p><p>{m.projects}+ Projects Completed</p></article>)}
        <h2>Office Staff</h2>
        {team.officeStaff.map((m) => <article key={m.id} className="card"><h3>{m.name}</h3><p>{m.role}</p><p>{m.bio}</p></article>)}
      </div></section>
    </>
  );
}
