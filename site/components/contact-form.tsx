import { useEffect, useId, useRef, useState } from 'react';
import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { __iconData as sendIcon } from 'lucide-react/icons/send';
import { SvgIcon } from './svg-icon.tsx';
import { DeliveredForm } from './delivered-form.tsx';
import { EMAIL_PATTERN, US_PHONE_PATTERN } from '../lib/contact-checks.ts';
import { checkContactFields, focusFirstError, type FieldErrors } from '../lib/field-checks.ts';

const FIELDS = ['name', 'phone', 'email', 'messageType', 'message'] as const;

/**
 * The contact message form (SPEC 2.9, 4, 7), delivered by the provider in data/site.yaml (form-delivery.ts). A plain
 * HTML form, so it also works without JavaScript; with JavaScript the states show in place.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A new key mounts a fresh, empty form for 'Send Another Message'.
  const [formKey, setFormKey] = useState(0);
  const ids = useId();
  const thanks = useRef<HTMLHeadingElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (sent) thanks.current?.focus();
    else firstField.current?.focus();
  }, [sent, formKey]);

  if (sent) {
    return (
      <div className="contact-thanks" role="status">
        <SvgIcon icon={circleCheckIcon} size={56} className="contact-thanks-icon" />
        <h3 ref={thanks} tabIndex={-1}>Thank You!</h3>
        <p>Your message has been sent successfully. We&apos;ll get back to you soon!</p>
        <button type="button" className="button button-primary" onClick={() => { moveFocus.current = true; setFormKey((k) => k + 1); setSent(false); }}>
          Send Another Message
        </button>
      </div>
    );
  }

  const id = (name: string) => `${ids}-${name}`;
  const check = (form: HTMLFormElement, data: FormData) => {
    const found = checkContactFields(data, { phone: 'phone', email: 'email' });
    setErrors(found);
    focusFirstError(form, found, FIELDS);
    return Object.keys(found).length === 0;
  };
  const fieldProps = (name: string) => ({
    id: id(name),
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? id(`${name}-error`) : undefined,
  });
  const error = (name: string) => (errors[name] ? <p id={id(`${name}-error`)} className="field-error">{errors[name]}</p> : null);
  return (
    <DeliveredForm
      key={formKey}
      name="contact"
      className="contact-form"
      check={check}
      keptNoun="message"
      onSent={() => { moveFocus.current = true; setSent(true); }}
    >
      {(status) => (
        <>
          <div className="contact-form-grid">
            <div className={`field${errors.name ? ' field-invalid' : ''}`}>
              <label htmlFor={id('name')}>Name</label>
              <input ref={firstField} {...fieldProps('name')} type="text" autoComplete="name" required />
            </div>
            <div className={`field${errors.phone ? ' field-invalid' : ''}`}>
              <label htmlFor={id('phone')}>Phone</label>
              <input {...fieldProps('phone')} type="tel" autoComplete="tel" required pattern={US_PHONE_PATTERN} title="A US phone number with area code, such as (215) 555-0123" />
              {error('phone')}
            </div>
            <div className={`field${errors.email ? ' field-invalid' : ''}`}>
              <label htmlFor={id('email')}>Email</label>
              <input {...fieldProps('email')} type="email" autoComplete="email" required pattern={EMAIL_PATTERN} title="An email address such as jordan@example.com" />
              {error('email')}
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
              <textarea {...fieldProps('message')} rows={5} required />
            </div>
          </div>
          <button type="submit" className="button button-primary contact-submit" disabled={status === 'sending'}>
            <SvgIcon icon={sendIcon} size={18} />
            {status === 'sending' ? 'Sending...' : 'Send Message'}
          </button>
        </>
      )}
    </DeliveredForm>
  );
}
