import type { LoadedFile } from './load.ts';
import type { Message } from './messages.ts';
import { messageAt } from './file-position.ts';

interface FormsFacts {
  trustedOrigins?: string[];
  forms?: { provider?: string; endpoint?: { url?: string; encoding?: string; acceptsFiles?: boolean } };
}

/**
 * What each form provider needs from data/site.yaml (the schema has checked the shapes): `endpoint` needs an
 * endpoint whose origin is trusted, since the pages and the Content-Security-Policy send visitors' data there.
 * An endpoint beside another provider would be silently ignored, so it gets a warning.
 */
export function formsCheck(site: LoadedFile | undefined): Message[] {
  if (!site) return [];
  const data = site.data as FormsFacts;
  const provider = data.forms?.provider;
  const endpoint = data.forms?.endpoint;
  if (provider !== 'endpoint') {
    return endpoint
      ? [messageAt(site, '/forms/endpoint', 'forms/endpoint-unused', `forms.endpoint is only used with provider: endpoint, and the provider is "${provider}"; remove the endpoint or set provider: endpoint`, 'warning')]
      : [];
  }
  if (!endpoint?.url) {
    return [messageAt(site, '/forms/provider', 'forms/endpoint-missing', 'provider "endpoint" needs the form backend\'s address: add endpoint: with url (e.g. https://formspree.io/f/abcd1234), encoding (multipart or json) and acceptsFiles (true or false) under forms, or choose provider netlify or email-only')];
  }
  const out: Message[] = [];
  if (endpoint.encoding === 'json' && endpoint.acceptsFiles) {
    out.push(messageAt(site, '/forms/endpoint/acceptsFiles', 'forms/json-files', 'JSON cannot carry a resume file; set acceptsFiles: false (applicants then email their resume) or encoding: multipart'));
  }
  const origin = new URL(endpoint.url).origin;
  const trusted = data.trustedOrigins ?? [];
  if (trusted.includes(origin)) return out;
  return [...out, messageAt(site, '/forms/endpoint/url', 'forms/untrusted-origin', `forms.endpoint.url is on ${origin}, which is not in trustedOrigins; add "${origin}" to trustedOrigins in data/site.yaml if the business trusts this form backend with visitors' messages`)];
}
