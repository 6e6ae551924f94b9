import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Accordion } from '../components/accordion.tsx';
import { Icon } from '../components/icon.tsx';
import { SmartLink } from '../components/smart-link.tsx';
import { useShell } from '../components/shell-context.tsx';
import '../styles/process.css';

/** SPEC 2.5: the steps (four at launch), a logo panel with Book Now, the questions (one open at a time) and a phone link. */
export default function ProcessPage({ process }: PagePropsMap['process']) {
  const { site } = useShell();
  return (
    <>
      <PageHero title={process.intro.title} text={process.intro.text} />
      <section className="section" aria-labelledby="process-steps-title">
        <div className="container">
          <h2 id="process-steps-title" className="visually-hidden">Our process, step by step</h2>
          <ol className="process-steps">
            {process.steps.map((step, i) => (
              <li key={step.title} className="process-step">
                <div className="process-step-marker" aria-hidden="true">
                  <Icon name={step.icon} size={28} className="process-step-icon" />
                  <span className="process-step-number">{i + 1}</span>
                </div>
                <h3 className="process-step-title"><span className="visually-hidden">Step {i + 1}: </span>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section process-lower" aria-label="Book and questions">
        <div className="container process-lower-grid">
          <aside className="process-logo-panel" aria-labelledby="process-book-title">
            <img src="/images/logo-mark.svg" alt="" width={96} height={96} className="process-logo" />
            <h2 id="process-book-title">{site.name}</h2>
            <p>{site.tagline}</p>
            <SmartLink href={site.links.booking} className="button button-primary">Book Now</SmartLink>
          </aside>
          <div className="process-faq">
            <h2>Questions About Our Service Area</h2>
            <Accordion
              mode="single"
              headingLevel={3}
              items={process.faq.map((item, i) => ({ id: `q${i}`, title: item.question, content: <p>{item.answer}</p> }))}
            />
            <p className="process-call">
              Prefer to talk it through?{' '}
              <a href={`tel:${site.phone.e164}`} className="process-phone">
                <SvgIcon icon={phoneIcon} size={18} /> Call {site.phone.display}
              </a>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
