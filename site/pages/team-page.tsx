import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { TeamCard } from '../components/team-card.tsx';
import '../styles/team.css';

/** /meet-the-team (SPEC 2.8): the field team and the office staff. */
export default function TeamPage({ team }: PagePropsMap['team']) {
  return (
    <>
      <PageHero title="Meet Our Team" text="The people who plan, schedule and do the work in your home." />
      <section className="section" aria-labelledby="field-team-title">
        <div className="container">
          <h2 id="field-team-title" className="team-section-title">Field Team</h2>
          <ul className="team-grid team-grid-field">
            {team.fieldTeam.map((m) => <li key={m.id}><TeamCard member={m} /></li>)}
          </ul>
        </div>
      </section>
      <section className="section team-office" aria-labelledby="office-staff-title">
        <div className="container">
          <h2 id="office-staff-title" className="team-section-title">Office Staff</h2>
          <ul className="team-grid">
            {team.officeStaff.map((m) => <li key={m.id}><TeamCard member={m} /></li>)}
          </ul>
        </div>
      </section>
    </>
  );
}
