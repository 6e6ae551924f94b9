import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { SvgIcon } from './svg-icon.tsx';
import type { Job } from '../content-types.ts';
import { Modal } from './modal.tsx';
import { useShell } from './shell-context.tsx';
import { DeliveredForm } from './delivered-form.tsx';
import { EmailOnlyContact } from './email-only-contact.tsx';
import { formTarget } from '../lib/form-delivery.ts';
import { EMAIL_PATTERN, US_PHONE_PATTERN } from '../lib/contact-checks.ts';
import {
  RESUME_ACCEPT, RESUME_LIMITS_TEXT, isValidApplication, validateApplication, type ApplicationErrors, type ApplicationField,
} from '../lib/validate-application.ts';

/** SPEC 9: the success view closes the modal by itself after 3000 ms. */
export const APPLICATION_SUCCESS_CLOSE_MS = 3000;

/** The job application dialog (SPEC 2.7, 4, 5); the form remounts fresh for every opening. */
export function ApplicationModal({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={job !== null} onClose={onClose} labelledBy={titleId} className="application-modal" closeLabel="Close application form">
      {job ? <ApplicationForm key={job.id} job={job} titleId={titleId} onClose={onClose} /> : null}
    </Modal>
  );
}

const FIELD_ORDER: ApplicationField[] = ['fullName', 'email', 'phone', 'resume'];

/**
 * The application itself, delivered like every form (form-delivery.ts). It takes the resume as a file where the
 * provider accepts files, with its limits shown and checked; elsewhere it asks for the resume by email.
 * `onClose`: the dialog's Cancel and the close after success; without it (its own page) there is no Cancel.
 */
export function ApplicationForm({ job, titleId, onClose }: { job: Job; titleId: string; onClose?: () => void }) {
  const { site } = useShell();
  const target = formTarget(site.forms, 'job-application');
  const takesFile = target?.acceptsFiles ?? false;
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!submitted || !closeRef.current) return undefined;
    const timer = window.setTimeout(() => closeRef.current?.(), APPLICATION_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [submitted]);

  const heading = <h2 id={titleId} className="application-title">Apply for {job.title}</h2>;
  const facts = <p className="application-intro">{job.department} · {job.location} · {job.workType}</p>;
  const emailSubject = `Application: ${job.title}`;
  if (!target) {
    return (
      <div className="application-form">
        {heading}
        {facts}
        <EmailOnlyContact intro="Email us your resume and a few lines about yourself, or call or text us to talk about the role." subject={emailSubject} />
      </div>
    );
  }

  if (submitted) {
    return (
      <div className="application-success" role="status">
        <SvgIcon icon={circleCheckIcon} size={56} className="application-success-icon" />
        <h2 id={titleId}>Application Submitted!</h2>
        <p>Thank you for your interest in joining our team. We&apos;ll review your application and contact you soon.</p>
      </div>
    );
  }

  const check = (form: HTMLFormElement, data: FormData) => {
    const text = (name: string) => String(data.get(name) ?? '');
    const resume = data.get('resume');
    const file = resume instanceof File && resume.name ? resume : null;
    const found = validateApplication({
      fullName: text('fullName'), email: text('email'), phone: text('phone'),
      resumeName: file?.name ?? null, resumeSize: file?.size, takesFile,
    });
    setErrors(found);
    if (isValidApplication(found)) return true;
    // Focus the first problem; its message is read out through aria-describedby.
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return false;
  };

  const clearError = (field: ApplicationField) => {
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const fieldProps = (field: ApplicationField) => ({
    id: id(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? id(`${field}-error`) : undefined,
    onChange: () => clearError(field),
  });

  return (
    <DeliveredForm name="job-application" className="application-form" scriptChecks check={check} keptNoun="application" onSent={() => setSubmitted(true)}>
      {(status) => (
        <>
          {heading}
          {facts}
          <input type="hidden" name="jobId" value={job.id} />
          <input type="hidden" name="position" value={job.title} />
          <Field label="Full Name" htmlFor={id('fullName')} error={errors.fullName} errorId={id('fullName-error')} required>
            <input type="text" autoComplete="name" required {...fieldProps('fullName')} />
          </Field>
          <Field label="Email" htmlFor={id('email')} error={errors.email} errorId={id('email-error')} required>
            <input type="email" autoComplete="email" required pattern={EMAIL_PATTERN} title="An email address such as jordan@example.com" {...fieldProps('email')} />
          </Field>
          <Field label="Phone" htmlFor={id('phone')} error={errors.phone} errorId={id('phone-error')} required>
            <input type="tel" autoComplete="tel" required pattern={US_PHONE_PATTERN} title="A US phone number with area code, such as (215) 555-0123" {...fieldProps('phone')} />
          </Field>
          {takesFile ? (
            <Field label="Resume" hint={RESUME_LIMITS_TEXT} htmlFor={id('resume')} error={errors.resume} errorId={id('resume-error')} required>
              <input type="file" accept={RESUME_ACCEPT} required {...fieldProps('resume')} />
            </Field>
          ) : (
            <p className="application-resume-email">
              Resume: please email it to{' '}
              <a href={`mailto:${site.email}?subject=${encodeURIComponent(emailSubject)}`}>{site.email}</a>{' '}
              with the subject &quot;{emailSubject}&quot; after you send this form.
            </p>
          )}
          <Field label="LinkedIn or Portfolio URL" hint="optional" htmlFor={id('linkedinUrl')}>
            <input id={id('linkedinUrl')} name="linkedinUrl" type="url" inputMode="url" autoComplete="url" placeholder="https://" />
          </Field>
          <Field label="Cover Letter" hint="optional" htmlFor={id('coverLetter')}>
            <textarea id={id('coverLetter')} name="coverLetter" rows={4} />
          </Field>
          <div className="application-actions">
            {onClose ? <button type="button" className="button button-secondary" onClick={onClose}>Cancel</button> : null}
            <button type="submit" className="button button-primary" disabled={status === 'sending'}>
              {status === 'sending' ? 'Sending...' : 'Submit Application'}
            </button>
          </div>
        </>
      )}
    </DeliveredForm>
  );
}

interface FieldProps { label: string; htmlFor: string; hint?: string; required?: boolean; error?: string; errorId?: string; children: ReactNode }

function Field({ label, htmlFor, hint, required, error, errorId, children }: FieldProps) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={htmlFor}>
        {label}
        {required ? <span className="field-required" aria-hidden="true"> *</span> : null}
        {hint ? <span className="field-hint"> ({hint})</span> : null}
      </label>
      {children}
      {error ? <p id={errorId} className="field-error" role="alert">{error}</p> : null}
    </div>
  );
}
