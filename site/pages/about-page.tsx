import { __iconData as arrowRightIcon } from 'lucide-react/icons/arrow-right';
import { __iconData as mailIcon } from 'lucide-react/icons/mail';
import { __iconData as mapPinIcon } from 'lucide-react/icons/map-pin';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Icon } from '../components/icon.tsx';
import { TeamCard } from '../components/team-card.tsx';
import { useShell } from '../components/shell-context.tsx';
import '../styles/team.css';
import '../styles/about.css';

/** /about-us and /about (SPEC 2.6): mission, values, the field-team lead, contact details. */
export default function AboutPage({ about, member }: PagePropsMap['about']) {
  const { site } = useShell();
  const { address } = site;
  const [first, ...rest] = about.mission.paragraphs;
  return (
    <>
      <PageHero title="About Us" text={site.tagline} />
      <section className="section" aria-labelledby="mission-title">
        <div className="container narrow about-mission">
          <h2 id="mission-title">{about.mission.title}</h2>
          {first ? <p className="lead">{first}</p> : null}
          {rest.map((p) => <p key={p}>{p}</p>)}
        </div>
      </section>
      <section className="section about-values" aria-labelledby="values-title">
        <div className="container">
          <h2 id="values-title">What You Can Count On</h2>
          <ul className="value-grid">
            {about.values.map((v) => (
              <li key={v.title} className="value-card">
                <span className="value-icon"><Icon name={v.icon} size={28} /></span>
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="about-team-title">
        <div className="container about-split">
          <div>
            <h2 id="about-team-title">Our Field Team</h2>
            <TeamCard member={member} compact />
            <p><a className="about-more" href="/meet-the-team">Meet the whole team <SvgIcon icon={arrowRightIcon} size={16} /></a></p>
          </div>
          <div className="about-contact">
            <h2>Get in Touch</h2>
            <ul className="about-contact-list">
              <li><SvgIcon icon={phoneIcon} size={20} /> <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a></li>
              <li><SvgIcon icon={mailIcon} size={20} /> <a href={`mailto:${site.email}`}>{site.email}</a></li>
              <li><SvgIcon icon={mapPinIcon} size={20} /> <address>{address.street}<br />{address.city}, {address.region} {address.postalCode}</address></li>
            </ul>
            <a className="button button-primary" href="/contact">Contact Us</a>
          </div>
        </div>
      </section>
    </>
  );
}
