import type { SiteFacts } from '../content-types.ts';

/**
 * The one way every form reaches the business (data/site.yaml `forms`):
 * - netlify: Netlify Forms. The form is in the static HTML with data-netlify and a honeypot; a plain POST goes to
 *   the thank-you page's path (Netlify records it, then shows that page), a script POSTs the same fields to "/".
 * - endpoint: a form backend (Formspree, Basin, your own) at an https URL; a plain POST goes straight to it (it
 *   sends the visitor on to the thank-you page), a script POSTs multipart or JSON as configured.
 * - email-only: no form; pages show phone, text and email links instead.
 * A visitor sees success only after a 2xx answer.
 */
export type FormsConfig = SiteFacts['forms'];
export type FormName = 'contact' | 'call-request' | 'custom-quote' | 'job-application';

/** Where a plain HTML post ends (Netlify shows it; an endpoint is set up to redirect to it). */
export const THANK_YOU_PATH = '/thank-you';

/** The honeypot's name: Netlify's own convention, and the one Formspree and Basin drop submissions by. */
export function honeypotField(forms: FormsConfig): string {
  return forms.provider === 'netlify' ? 'bot-field' : '_gotcha';
}

export interface FormTarget {
  action: string;
  /** Attributes only Netlify's build bot reads. */
  netlify: Record<string, string>;
  /** Hidden fields every post carries. */
  hidden: [name: string, value: string][];
  honeypot: string;
  /** Whether a file input (the resume) can be sent. */
  acceptsFiles: boolean;
}

/** The <form> attributes of one form, or null when the provider is email-only (no form at all). */
export function formTarget(forms: FormsConfig, name: FormName): FormTarget | null {
  if (forms.provider === 'email-only') return null;
  const honeypot = honeypotField(forms);
  const hidden: [string, string][] = [['form-name', name]];
  if (forms.provider === 'netlify') {
    return { action: THANK_YOU_PATH, netlify: { 'data-netlify': 'true', 'netlify-honeypot': honeypot }, hidden, honeypot, acceptsFiles: true };
  }
  const endpoint = forms.endpoint!;
  return { action: endpoint.url, netlify: {}, hidden, honeypot, acceptsFiles: endpoint.acceptsFiles };
}

/**
 * Sends a form's fields and answers whether the provider took them (a 2xx). A filled honeypot means a bot: it is
 * not sent, and the bot is told it worked. A network error or any other status is a failure.
 */
export async function deliverForm(forms: FormsConfig, data: FormData, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (forms.provider === 'email-only') return false;
  const honeypot = data.get(honeypotField(forms));
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return true;
  try {
    if (forms.provider === 'netlify') return (await fetchImpl('/', { method: 'POST', body: data })).ok;
    const endpoint = forms.endpoint!;
    const init: RequestInit = endpoint.encoding === 'json'
      ? { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(textFields(data)) }
      : { method: 'POST', headers: { Accept: 'application/json' }, body: data };
    return (await fetchImpl(endpoint.url, init)).ok;
  } catch {
    return false;
  }
}

/** The text fields of a form as one object (JSON carries no files). */
export function textFields(data: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of data) if (typeof value === 'string') out[key] = value;
  return out;
}
