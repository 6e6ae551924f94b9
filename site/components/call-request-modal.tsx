import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { __iconData as phoneCallIcon } from 'lucide-react/icons/phone-call';
import { SvgIcon } from './svg-icon.tsx';
import { Modal } from './modal.tsx';
import { useShell } from './shell-context.tsx';

/** SPEC 9: the success view closes by itself after 3000 ms. */
export const CALL_SUCCESS_CLOSE_MS = 3000;

export interface CallRequestModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The AI call-back request (SPEC 2.2, 4, 5, 8). The number stays in the browser: nothing is sent (SPEC 7).
 * Only a blank number is rejected; any other text is accepted as entered.
 */
export function CallRequestModal({ open, onClose }: CallRequestModalProps) {
  const { site } = useShell();
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState(false);
  const [requested, setRequested] = useState<string | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (requested === null) return;
    // The submit button is gone; move focus into the success view so it is announced and stays in the dialog.
    successHeading.current?.focus();
    const timer = window.setTimeout(() => {
      setRequested(null);
      setPhone('');
      closeRef.current();
    }, CALL_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [requested]);

  const close = () => {
    if (requested !== null) {
      setRequested(null);
      setPhone('');
    }
    setError(false);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phone.trim() === '') {
      setError(true);
      return;
    }
    setError(false);
    setRequested(phone.trim());
  };

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} className="call-modal" closeLabel="Close call request">
      {requested === null ? (
        <form className="call-form" noValidate onSubmit={submit}>
          <span className="call-modal-icon" aria-hidden="true"><SvgIcon icon={phoneCallIcon} size={28} /></span>
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
            value={phone}
            aria-required="true"
            aria-invalid={error || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setPhone(e.target.value)}
          />
          {error ? <p id={errorId} className="call-error" role="alert">Please enter a valid phone number</p> : null}
          <button type="submit" className="button button-primary call-submit">Request a Call</button>
        </form>
      ) : (
        <div className="call-success">
          <span className="call-modal-icon call-modal-icon-success" aria-hidden="true"><SvgIcon icon={circleCheckIcon} size={32} /></span>
          <h2 id={titleId} ref={successHeading} tabIndex={-1} className="call-modal-title">Call Requested!</h2>
          <p>Our AI assistant will call you shortly at <strong>{requested}</strong>.</p>
          <p className="call-fallback">
            If you don&apos;t receive a call, please call our direct number at{' '}
            <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>.
          </p>
        </div>
      )}
    </Modal>
  );
}
