import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { __iconData as sendIcon } from 'lucide-react/icons/send';
import { SvgIcon } from './svg-icon.tsx';
import { postForm } from '../lib/post-form.ts';

type Status = 'editing' | 'sending' | 'sent' | 'failed';

export const CONTACT_ERROR = 'Something went wrong. Please try again or contact us directly.';

/**
 * The contact message form (SPEC 2.9, 4, 7). A real Netlify-style form, so it also works without JavaScript;
 * with JavaScript it posts the same fields with fetch and shows the states in place.
 */
export function ContactForm({ endpoint }: { endpoint: string }) {
  const [status, setStatus] = useState<Status>('editing');
  // A new key mounts a fresh, empty form for 'Send Another Message'.
  const [formKey, setFormKey] = useState(0);
  const ids = useId();
  const thanks = useRef<HTMLHeadingElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (status === 'sent') thanks.current?.focus();
    if (status === 'editing') firstField.current?.focus();
  }, [status, formKey]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const data = new FormData(event.currentTarget);
    setStatus('sending');
    const ok = await postForm(endpoint, data);
    moveFocus.current = ok;
    setStatus(ok ? 'sent' : 'failed');
  };

  if (status === 'sent') {
    return (
      <div className="contact-thanks" role="status">
        <SvgIcon icon={circleCheckIcon} size={56} className="contact-thanks-icon" />
        <h3 ref={thanks} tabIndex={-1}>Thank You!</h3>
        <p>Your message has been sent successfully. We&apos;ll get back to you soon!</p>
        <button type="button" className="button button-primary" onClick={() => { moveFocus.current = true; setFormKey((k) => k + 1); setStatus('editing'); }}>
          Send Another Message
        </button>
      </div>
    );
  }

  const id = (name: string) => `${ids}-${name}`;
  return (
    <form
      key={formKey}
      className="contact-form"
      method="post"
      action={endpoint}
      encType="multipart/form-data"
      name="contact"
      data-netlify="true"
      netlify-honeypot="bot-field"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="form-name" value="contact" />
      {/* Honeypot: people never see it; bots that fill every field are dropped by the form service. */}
      <p className="visually-hidden" aria-hidden="true">
        <label>Don&apos;t fill this out if you&apos;re human: <input type="text" name="bot-field" tabIndex={-1} autoComplete="off" /></label>
      </p>
      <div className="contact-form-grid">
        <div className="field">
          <label htmlFor={id('name')}>Name</label>
          <input ref={firstField} id={id('name')} name="name" type="text" autoComplete="name" required />
        </div>
        <div className="field">
          <label htmlFor={id('phone')}>Phone</label>
          <input id={id('phone')} name="phone" type="tel" autoComplete="tel" required />
        </div>
        <div className="field">
          <label htmlFor={id('email')}>Email</label>
          <input id={id('email')} name="email" type="email" autoComplete="email" required />
        </div>
        <div className="field">
          <label htmlFor={id('type')}>Project Type</label>
          <select id={id('type')} name="messageType" required defaultValue="">
            <option value="" disabled>Select a project type</option>
            <option value="generalInquiry">General Inquiry</option>
            <option value="partnership">Partnership</option>
          </select>
        </div>
        <div className="field field-wide">
          <label htmlFor={id('message')}>Message</label>
          <textarea id={id('message')} name="message" rows={5} required />
        </div>
      </div>
      {status === 'failed' ? <p className="form-error" role="alert">{CONTACT_ERROR}</p> : null}
      <button type="submit" className="button button-primary contact-submit" disabled={status === 'sending'}>
        <SvgIcon icon={sendIcon} size={18} />
        {status === 'sending' ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
