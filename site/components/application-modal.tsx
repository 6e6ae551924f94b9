import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { SvgIcon } from './svg-icon.tsx';
import type { Job } from '../content-types.ts';
import { Modal } from './modal.tsx';
import {
  RESUME_ACCEPT, isValidApplication, validateApplication, type ApplicationErrors, type ApplicationField,
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

function ApplicationForm({ job, titleId, onClose }: { job: Job; titleId: string; onClose: () => void }) {
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;

  useEffect(() => {
    if (!submitted) return undefined;
    const timer = window.setTimeout(onClose, APPLICATION_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [submitted, onClose]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const resume = data.get('resume');
    const resumeName = resume instanceof File && resume.name ? resume.name : null;
    const input = { fullName: text('fullName'), email: text('email'), phone: text('phone'), resumeName, linkedinUrl: text('linkedinUrl'), coverLetter: text('coverLetter') };
    const found = validateApplication(input);
    setErrors(found);
    if (!isValidApplication(found)) {
      // Focus the first problem; its message is read out through aria-describedby.
      const first = FIELD_ORDER.find((f) => found[f]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // SPEC 7: applications are not sent anywhere yet; the data (never the file's content) is only logged.
    console.info('Job application', { jobId: job.id, jobTitle: job.title, ...input, resume: resumeName });
    setSubmitted(true);
  };

  const clearError = (field: ApplicationField) => {
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  if (submitted) {
    return (
      <div className="application-success" role="status">
        <SvgIcon icon={circleCheckIcon} size={56} className="application-success-icon" />
        <h2 id={titleId}>Application Submitted!</h2>
        <p>Thank you for your interest in joining our team. We&apos;ll review your application and contact you soon.</p>
      </div>
    );
  }

  const fieldProps = (field: ApplicationField) => ({
    id: id(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? id(`${field}-error`) : undefined,
    onChange: () => clearError(field),
  });

  return (
    <form ref={form} className="application-form" noValidate onSubmit={onSubmit}>
      <h2 id={titleId} className="application-title">Apply for {job.title}</h2>
      <p className="application-intro">{job.department} · {job.location} · {job.workType}</p>
      <Field label="Full Name" htmlFor={id('fullName')} error={errors.fullName} errorId={id('fullName-error')} required>
        <input type="text" autoComplete="name" required {...fieldProps('fullName')} />
      </Field>
      <Field label="Email" htmlFor={id('email')} error={errors.email} errorId={id('email-error')} required>
        <input type="email" autoComplete="email" required {...fieldProps('email')} />
      </Field>
      <Field label="Phone" htmlFor={id('phone')} error={errors.phone} errorId={id('phone-error')} required>
        <input type="tel" autoComplete="tel" required {...fieldProps('phone')} />
      </Field>
      <Field label="Resume" hint="PDF or DOCX" htmlFor={id('resume')} error={errors.resume} errorId={id('resume-error')} required>
        <input type="file" accept={RESUME_ACCEPT} required {...fieldProps('resume')} />
      </Field>
      <Field label="LinkedIn or Portfolio URL" hint="optional" htmlFor={id('linkedinUrl')}>
        <input id={id('linkedinUrl')} name="linkedinUrl" type="url" inputMode="url" autoComplete="url" placeholder="https://" />
      </Field>
      <Field label="Cover Letter" hint="optional" htmlFor={id('coverLetter')}>
        <textarea id={id('coverLetter')} name="coverLetter" rows={4} />
      </Field>
      <div className="application-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>Cancel</button>
        <button type="submit" className="button button-primary">Submit Application</button>
      </div>
    </form>
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
