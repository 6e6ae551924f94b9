import { useEffect, useId, useRef, useState } from 'react';
import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { __iconData as phoneCallIcon } from 'lucide-react/icons/phone-call';
import { SvgIcon } from './svg-icon.tsx';
import { useShell } from './shell-context.tsx';
import { DeliveredForm } from './delivered-form.tsx';
import { EmailOnlyContact } from './email-only-contact.tsx';
import { CHECK_MESSAGES, normalizeUsPhone, US_PHONE_PATTERN } from '../lib/contact-checks.ts';

export interface CallRequestFormProps {
  /** id for the heading, which names the dialog or the page section. */
  titleId: string;
  /** Called when the provider took the number, as the success view is shown (the dialog closes itself after a while). */
  onRequested?: () => void;
}

/**
 * The AI call-back request (SPEC 2.2, 4, 5, 8): a phone number, delivered like every form (form-delivery.ts).
 * The number must be a plausible US number; 'Call Requested!' shows only once the provider took it.
 */
export function CallRequestForm({ titleId, onRequested }: CallRequestFormProps) {
  const { site } = useShell();
  const inputId = useId();
  const errorId = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState(false);
  const [requested, setRequested] = useState<string | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (requested === null) return;
    // The submit button is gone; move focus into the success view so it is announced and stays in the dialog.
    successHeading.current?.focus();
  }, [requested]);

  const intro = <span className="call-modal-icon" aria-hidden="true"><SvgIcon icon={phoneCallIcon} size={28} /></span>;
  if (site.forms.provider === 'email-only') {
    return (
      <div className="call-form">
        {intro}
        <h2 id={titleId} className="call-modal-title">Request a Call</h2>
        <EmailOnlyContact intro="Call or text us and we'll talk about your project, or email us your number and a good time to call." subject="Please call me back" />
      </div>
    );
  }
  if (requested !== null) {
    return (
      <div className="call-success">
        <span className="call-modal-icon call-modal-icon-success" aria-hidden="true"><SvgIcon icon={circleCheckIcon} size={32} /></span>
        <h2 id={titleId} ref={successHeading} tabIndex={-1} className="call-modal-title">Call Requested!</h2>
        <p>Our AI assistant will call you shortly at <strong>{requested}</strong>.</p>
        <p className="call-fallback">
          If you don&apos;t receive a call, please call our direct number at{' '}
          <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>.
        </p>
      </div>
    );
  }
  return (
    <DeliveredForm
      name="call-request"
      className="call-form"
      scriptChecks
      keptNoun="number"
      check={() => {
        const ok = normalizeUsPhone(phone) !== null;
        setError(!ok);
        return ok;
      }}
      onSent={() => {
        setRequested(phone.trim());
        onRequested?.();
      }}
    >
      {(status) => (
        <>
          {intro}
          <h2 id={titleId} className="call-modal-title">Request a Call</h2>
          <p className="call-modal-text">Leave your number and our AI assistant will call you back to talk about your project.</p>
          <label htmlFor={inputId} className="call-label">Phone number</label>
          <input
            id={inputId}
            className="call-input"
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            placeholder="(123) 456-7890"
            required
            pattern={US_PHONE_PATTERN}
            title="A US phone number with area code, such as (215) 555-0123"
            value={phone}
            aria-invalid={error || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setPhone(e.target.value)}
          />
          {error ? <p id={errorId} className="call-error" role="alert">{CHECK_MESSAGES.phone}</p> : null}
          <button type="submit" className="button button-primary call-submit" disabled={status === 'sending'}>
            {status === 'sending' ? 'Sending...' : 'Request a Call'}
          </button>
        </>
      )}
    </DeliveredForm>
  );
}
