import { describe, expect, it, vi } from 'vitest';
import { deliverForm, formTarget, THANK_YOU_PATH, type FormsConfig } from '../../site/lib/form-delivery.ts';

const netlify: FormsConfig = { provider: 'netlify' };
const endpoint = (encoding: 'multipart' | 'json', acceptsFiles = false): FormsConfig => ({ provider: 'endpoint', endpoint: { url: 'https://forms.example.net/f/abc', encoding, acceptsFiles } });
const emailOnly: FormsConfig = { provider: 'email-only' };

function fields(extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries({ 'form-name': 'contact', name: 'Jordan', ...extra })) data.set(k, v);
  return data;
}
const answering = (status: number) => vi.fn(async () => new Response(null, { status }));

describe('formTarget', () => {
  it('makes a Netlify form: posts to the thank-you page, with form-name, data-netlify and its honeypot', () => {
    expect(formTarget(netlify, 'call-request')).toEqual({
      action: THANK_YOU_PATH, netlify: { 'data-netlify': 'true', 'netlify-honeypot': 'bot-field' }, hidden: [['form-name', 'call-request']], honeypot: 'bot-field', acceptsFiles: true,
    });
  });

  it('posts straight to an endpoint, with the _gotcha honeypot its services know, and says whether it takes files', () => {
    expect(formTarget(endpoint('multipart', true), 'job-application')).toEqual({
      action: 'https://forms.example.net/f/abc', netlify: {}, hidden: [['form-name', 'job-application']], honeypot: '_gotcha', acceptsFiles: true,
    });
    expect(formTarget(endpoint('json'), 'job-application')!.acceptsFiles).toBe(false);
  });

  it('makes no form at all for email-only', () => {
    expect(formTarget(emailOnly, 'contact')).toBeNull();
  });
});

describe('deliverForm', () => {
  it('posts Netlify forms as multipart to the site root and succeeds only on 2xx', async () => {
    const ok = answering(200);
    expect(await deliverForm(netlify, fields(), ok as typeof fetch)).toBe(true);
    expect(ok).toHaveBeenCalledWith('/', expect.objectContaining({ method: 'POST', body: expect.any(FormData) }));
    for (const status of [301, 404, 500]) expect(await deliverForm(netlify, fields(), answering(status) as typeof fetch)).toBe(false);
  });

  it('sends JSON to a JSON endpoint, and form data to a multipart one', async () => {
    const json = answering(200);
    await deliverForm(endpoint('json'), fields(), json as typeof fetch);
    const [url, init] = json.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.example.net/f/abc');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ 'form-name': 'contact', name: 'Jordan' });
    const multipart = answering(201);
    expect(await deliverForm(endpoint('multipart'), fields(), multipart as typeof fetch)).toBe(true);
    expect((multipart.mock.calls[0] as unknown as [string, RequestInit])[1].body).toBeInstanceOf(FormData);
  });

  it('reports a network error as a failure', async () => {
    const broken = vi.fn(async () => { throw new TypeError('Failed to fetch'); });
    expect(await deliverForm(netlify, fields(), broken as typeof fetch)).toBe(false);
  });

  it('sends nothing when the honeypot is filled', async () => {
    const spy = answering(200);
    await deliverForm(netlify, fields({ 'bot-field': 'http://spam.example' }), spy as typeof fetch);
    await deliverForm(endpoint('json'), fields({ _gotcha: 'spam' }), spy as typeof fetch);
    expect(spy).not.toHaveBeenCalled();
  });

  it('never reports success for email-only, which has no form to send', async () => {
    const spy = answering(200);
    expect(await deliverForm(emailOnly, fields(), spy as typeof fetch)).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });
});
