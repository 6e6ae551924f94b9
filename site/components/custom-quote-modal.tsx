import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { SvgIcon } from './svg-icon.tsx';
import { Modal } from './modal.tsx';
import { useShell } from './shell-context.tsx';
import { DeliveredForm } from './delivered-form.tsx';
import { EmailOnlyContact } from './email-only-contact.tsx';
import { EMAIL_PATTERN, US_PHONE_PATTERN } from '../lib/contact-checks.ts';
import { checkContactFields, focusFirstError, type FieldErrors } from '../lib/field-checks.ts';

/** SPEC 5: the options of the custom quote form, in order. */
export const SERVICE_TYPES = ['Basic Package', 'Premium Package', 'Deluxe Package', 'Custom Service'] as const;
export const PREFERRED_TIMES = ['Morning (8am-12pm)', 'Afternoon (12pm-5pm)', 'Evening (5pm-8pm)'] as const;
/** SPEC 9: the thank-you message stays this long before the form resets and the modal closes. */
export const QUOTE_CLOSE_DELAY_MS = 3000;
const FIELDS = ['fullName', 'email', 'phone', 'serviceType', 'preferredDate', 'preferredTime', 'description'] as const;

/** The custom quote dialog (SPEC 4, 5): browser-native required checks plus real phone and email checks. */
export function CustomQuoteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="quote-modal" closeLabel="Close custom quote form">
      <h2 id={titleId} className="quote-title">Request a Custom Quote</h2>
      {/* Mounted only while open, so closing always starts the next visit with an empty form. */}
      <QuoteForm onDone={onClose} />
    </Modal>
  );
}

/** The form itself, delivered like every form (form-delivery.ts); `onDone` closes its dialog after the thanks. */
export function QuoteForm({ onDone }: { onDone?: () => void }) {
  const { site } = useShell();
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const thanks = useRef<HTMLHeadingElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!submitted) return;
    thanks.current?.focus();
    if (!done.current) return;
    const timer = window.setTimeout(() => done.current?.(), QUOTE_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [submitted]);

  if (site.forms.provider === 'email-only') {
    return <EmailOnlyContact intro="Tell us about your project by phone, text or email, and we'll put together a quote for you." subject="Custom quote request" />;
  }

  if (submitted) {
    return (
      <div role="status" className="quote-thanks-region">
        <div className="quote-thanks">
          <SvgIcon icon={circleCheckIcon} size={48} className="quote-thanks-icon" />
          <h3 ref={thanks} tabIndex={-1}>Thank You!</h3>
          <p>Your custom quote request has been received. We&apos;ll get back to you soon with a personalized quote.</p>
        </div>
      </div>
    );
  }

  const check = (form: HTMLFormElement, data: FormData) => {
    const found = checkContactFields(data, { phone: 'phone', phoneOptional: true, email: 'email' });
    setErrors(found);
    focusFirstError(form, found, FIELDS);
    return Object.keys(found).length === 0;
  };
  const described = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  return (
    <DeliveredForm name="custom-quote" className="quote-form" check={check} keptNoun="request" onSent={() => setSubmitted(true)}>
      {(status) => (
        <>
          <p className="quote-intro">Tell us about your project and we&apos;ll put together a quote for you. Fields marked * are required.</p>
          <Field id={`${id}-name`} label="Full Name" required>
            <input id={`${id}-name`} name="fullName" type="text" autoComplete="name" required />
          </Field>
          <Field id={`${id}-email`} label="Email Address" required error={errors.email} errorId={`${id}-email-error`}>
            <input id={`${id}-email`} name="email" type="email" autoComplete="email" required pattern={EMAIL_PATTERN} title="An email address such as jordan@example.com" {...described('email')} />
          </Field>
          <Field id={`${id}-phone`} label="Phone Number" error={errors.phone} errorId={`${id}-phone-error`}>
            <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" pattern={US_PHONE_PATTERN} title="A US phone number with area code, such as (215) 555-0123" {...described('phone')} />
          </Field>
          <Field id={`${id}-service`} label="Service Type" required>
            <select id={`${id}-service`} name="serviceType" required defaultValue="">
              <option value="" disabled>Select a service type</option>
              {SERVICE_TYPES.map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
          </Field>
          <div className="quote-row">
            <Field id={`${id}-date`} label="Preferred Date">
              <input id={`${id}-date`} name="preferredDate" type="date" />
            </Field>
            <Field id={`${id}-time`} label="Preferred Time">
              <select id={`${id}-time`} name="preferredTime" defaultValue="">
                <option value="">No preference</option>
                {PREFERRED_TIMES.map((t) => <option key={t} value={t}>{t}</option>)}
              </select>
            </Field>
          </div>
          <Field id={`${id}-description`} label="Project Description" required>
            <textarea id={`${id}-description`} name="description" rows={4} required />
          </Field>
          <button type="submit" className="button button-primary quote-submit" disabled={status === 'sending'}>
            {status === 'sending' ? 'Sending...' : 'Submit Request'}
          </button>
        </>
      )}
    </DeliveredForm>
  );
}

interface FieldProps { id: string; label: string; required?: boolean; error?: string; errorId?: string; children: ReactNode }

function Field({ id, label, required = false, error, errorId, children }: FieldProps) {
  return (
    <div className={`quote-field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}{required ? <span aria-hidden="true" className="quote-required"> *</span> : null}</label>
      {children}
      {error ? <p id={errorId} className="field-error">{error}</p> : null}
    </div>
  );
}
