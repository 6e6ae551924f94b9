import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useShell } from './shell-context.tsx';
import { deliverForm, formTarget, type FormName } from '../lib/form-delivery.ts';
import '../styles/forms.css';

export type DeliveryStatus = 'editing' | 'sending' | 'sent' | 'failed';

export interface DeliveredFormProps {
  name: FormName;
  className?: string;
  /**
   * Checks the fields after the browser's own; returns true to send. With `scriptChecks`, the browser's checks
   * are turned off once the page is interactive and this shows every message itself (without JavaScript the
   * browser still checks required fields and patterns).
   */
  check?: (form: HTMLFormElement, data: FormData) => boolean;
  scriptChecks?: boolean;
  /** Called with the fields once the provider answered 2xx. */
  onSent: (data: FormData) => void;
  /** What the failure message says is kept, e.g. "message" or "application". */
  keptNoun: string;
  children: (status: DeliveryStatus) => ReactNode;
}

/**
 * Every form of the site: a plain HTML POST to the provider that works without JavaScript (and ends on the
 * thank-you page), sent with fetch when the page is interactive. Success only after a 2xx; on failure the
 * fields stay as typed and the message names the phone number.
 */
export function DeliveredForm({ name, className, check, scriptChecks = false, onSent, keptNoun, children }: DeliveredFormProps) {
  const { site } = useShell();
  const target = formTarget(site.forms, name)!;
  const [status, setStatus] = useState<DeliveryStatus>('editing');
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Set after hydration, so the pre-rendered form keeps the browser's checks for visitors without JavaScript.
    if (scriptChecks && form.current) form.current.noValidate = true;
  }, [scriptChecks]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const data = new FormData(event.currentTarget);
    if (check && !check(event.currentTarget, data)) return;
    setStatus('sending');
    const ok = await deliverForm(site.forms, data);
    setStatus(ok ? 'sent' : 'failed');
    if (ok) onSent(data);
  };

  return (
    <form
      ref={form}
      className={className}
      name={name}
      method="post"
      action={target.action}
      encType="multipart/form-data"
      {...target.netlify}
      onSubmit={onSubmit}
    >
      {target.hidden.map(([field, value]) => <input key={field} type="hidden" name={field} value={value} />)}
      {/* Honeypot: people never see it; a post with it filled is a bot's, and is not delivered. */}
      <p className="visually-hidden" aria-hidden="true">
        <label>Don&apos;t fill this out if you&apos;re human: <input type="text" name={target.honeypot} tabIndex={-1} autoComplete="off" /></label>
      </p>
      {children(status)}
      {status === 'failed' ? <DeliveryFailure noun={keptNoun} /> : null}
    </form>
  );
}

/** The failure message: the visitor's text is still there, and the phone number works when the form does not. */
export function DeliveryFailure({ noun, lead = 'Something went wrong. Please try again or contact us directly.' }: { noun: string; lead?: string }) {
  const { site } = useShell();
  return (
    <p className="form-error" role="alert">
      {lead} Your {noun} is still here, so you can send it again, or call us at{' '}
      <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>.
    </p>
  );
}
