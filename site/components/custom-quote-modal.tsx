import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { SvgIcon } from './svg-icon.tsx';
import { Modal } from './modal.tsx';

/** SPEC 5: the options of the custom quote form, in order. */
export const SERVICE_TYPES = ['Basic Package', 'Premium Package', 'Deluxe Package', 'Custom Service'] as const;
export const PREFERRED_TIMES = ['Morning (8am-12pm)', 'Afternoon (12pm-5pm)', 'Evening (5pm-8pm)'] as const;
/** SPEC 9: the thank-you message stays this long before the form resets and the modal closes. */
export const QUOTE_CLOSE_DELAY_MS = 3000;

/** The custom quote dialog (SPEC 4, 5, 7): browser-native required checks, logged locally, nothing sent. */
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

function QuoteForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!submitted) return;
    thanks.current?.focus();
    const timer = window.setTimeout(() => {
      form.current?.reset();
      setSubmitted(false);
      done.current();
    }, QUOTE_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [submitted]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // SPEC 7: nothing is sent anywhere; the request is only logged.
    console.info('Custom quote request', Object.fromEntries(new FormData(event.currentTarget)));
    setSubmitted(true);
  };

  return (
    <>
      <div role="status" aria-live="polite" className="quote-thanks-region">
        {submitted ? (
          <div className="quote-thanks">
            <SvgIcon icon={circleCheckIcon} size={48} className="quote-thanks-icon" />
            <h3 ref={thanks} tabIndex={-1}>Thank You!</h3>
            <p>Your custom quote request has been received. We'll get back to you soon with a personalized quote.</p>
          </div>
        ) : null}
      </div>
      <form ref={form} className="quote-form" onSubmit={submit} hidden={submitted}>
        <p className="quote-intro">Tell us about your project and we'll put together a quote for you. Fields marked * are required.</p>
        <Field id={`${id}-name`} label="Full Name" required>
          <input id={`${id}-name`} name="fullName" type="text" autoComplete="name" required />
        </Field>
        <Field id={`${id}-email`} label="Email Address" required>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </Field>
        <Field id={`${id}-phone`} label="Phone Number">
          <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" />
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
        <button type="submit" className="button button-primary quote-submit">Submit Request</button>
      </form>
    </>
  );
}

function Field({ id, label, required = false, children }: { id: string; label: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="quote-field">
      <label htmlFor={id}>{label}{required ? <span aria-hidden="true" className="quote-required"> *</span> : null}</label>
      {children}
    </div>
  );
}
