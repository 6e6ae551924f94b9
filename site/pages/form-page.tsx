import { useId } from 'react';
import type { PagePropsMap } from '../page-props.ts';
import { PageHero } from '../components/page-hero.tsx';
import { CallRequestForm } from '../components/call-request-form.tsx';
import { QuoteForm } from '../components/custom-quote-modal.tsx';
import { ApplicationForm } from '../components/application-modal.tsx';
import '../styles/forms.css';
import '../styles/packages.css';
import '../styles/careers.css';

const HEROES = {
  'call-request': { title: 'We\'ll Call You Back', text: 'A quick call is the fastest way to plan your project.' },
  'custom-quote': { title: 'Request a Custom Quote', text: "Not every project fits a package. Tell us what you need and we'll put together a custom quote." },
  'job-application': { title: 'Apply to Join Our Team', text: 'Tell us about yourself; it only takes a few minutes.' },
} as const;

/**
 * One form on a page of its own: where the header's Request a Call, Request a Custom Quote and Apply Now lead
 * without JavaScript (with it they open the same form in a dialog). Netlify also finds the forms here.
 */
export default function FormPage(props: PagePropsMap['form']) {
  const titleId = useId();
  const hero = HEROES[props.form];
  return (
    <>
      <PageHero title={hero.title} text={hero.text} />
      <section className="section form-page" aria-labelledby={titleId}>
        <div className="container narrow form-page-card">
          {props.form === 'call-request' ? <CallRequestForm titleId={titleId} /> : null}
          {props.form === 'custom-quote' ? (
            <>
              <h2 id={titleId} className="quote-title">Tell Us About Your Project</h2>
              <QuoteForm />
            </>
          ) : null}
          {props.form === 'job-application' && props.job ? <ApplicationForm job={props.job} titleId={titleId} /> : null}
        </div>
      </section>
    </>
  );
}
