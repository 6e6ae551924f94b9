import { useCallback, useState } from 'react';
import type { PagePropsMap } from '../page-props.ts';
import type { Job } from '../content-types.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Icon } from '../components/icon.tsx';
import { JobCard } from '../components/job-card.tsx';
import { ApplicationModal } from '../components/application-modal.tsx';
import { useShell } from '../components/shell-context.tsx';
import '../styles/careers.css';

/** /careers (SPEC 2.7): hero, benefits, open positions and the application modal. */
export default function CareersPage({ careers, jobs }: PagePropsMap['careers']) {
  const { site } = useShell();
  const [job, setJob] = useState<Job | null>(null);
  const close = useCallback(() => setJob(null), []);
  return (
    <>
      <PageHero title={careers.hero.title} text={careers.hero.text}>
        <p className="actions"><a className="button button-primary" href="#open-positions">See Open Positions</a></p>
      </PageHero>
      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <h2 id="benefits-title" className="section-title">Why Work With Us</h2>
          <ul className="benefit-grid">
            {careers.benefits.map((b) => (
              <li key={b.title} className="benefit-card">
                <span className="benefit-icon"><Icon name={b.icon} size={28} /></span>
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section careers-positions" id="open-positions" aria-labelledby="positions-title">
        <div className="container">
          <h2 id="positions-title" className="section-title">Open Positions</h2>
          <p className="lead">{jobs.length} roles open right now. Apply online in a few minutes.</p>
          <ul className="job-list">
            {jobs.map((j) => <li key={j.id}><JobCard job={j} onApply={setJob} /></li>)}
          </ul>
          <p className="careers-note">Don&apos;t see the right role? Email your resume to <a href={`mailto:${site.email}`}>{site.email}</a>.</p>
        </div>
      </section>
      <ApplicationModal job={job} onClose={close} />
    </>
  );
}
