import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { fileOf, type CheckRule } from '../rule.ts';
import { STATIC_HOSTS, type StaticHost } from '../../hosting/static-hosts.ts';

/**
 * What each form provider needs from data/site.yaml (the schema has checked the shapes): `endpoint` needs an
 * endpoint whose origin is trusted, since the pages and the Content-Security-Policy send visitors' data there.
 * An endpoint beside another provider would be silently ignored, so it gets a warning. Netlify Forms exist only on
 * Netlify: a build for another host (RuleInput.host) with provider netlify would lose every message, so it stops.
 */
export const formsRule: CheckRule = {
  name: 'forms',
  check(input) {
    const site = fileOf(input, 'site');
    if (!site) return [];
    const { provider, endpoint } = site.data.forms;
    if (provider === 'netlify' && input.host !== undefined && input.host !== 'netlify') {
      const host = STATIC_HOSTS[input.host as StaticHost] ?? input.host;
      return [messageAt(site.file, '/forms/provider', 'forms/provider-host', `forms.provider is "netlify", but this build is for ${host}, which has no Netlify Forms, so every message a visitor sends would be lost; set provider: endpoint with a form backend (see "Forms through an endpoint" in docs/deploy.md), or provider: email-only`)];
    }
    if (provider !== 'endpoint') {
      return endpoint
        ? [messageAt(site.file, '/forms/endpoint', 'forms/endpoint-unused', `forms.endpoint is only used with provider: endpoint, and the provider is "${provider}"; remove the endpoint or set provider: endpoint`, 'warning')]
        : [];
    }
    if (!endpoint?.url) {
      return [messageAt(site.file, '/forms/provider', 'forms/endpoint-missing', 'provider "endpoint" needs the form backend\'s address: add endpoint: with url (e.g. https://formspree.io/f/abcd1234), encoding (multipart or json) and acceptsFiles (true or false) under forms, or choose provider netlify or email-only')];
    }
    const out: Message[] = [];
    if (endpoint.encoding === 'json' && endpoint.acceptsFiles) {
      out.push(messageAt(site.file, '/forms/endpoint/acceptsFiles', 'forms/json-files', 'JSON cannot carry a resume file; set acceptsFiles: false (applicants then email their resume) or encoding: multipart'));
    }
    const origin = new URL(endpoint.url).origin;
    if ((site.data.trustedOrigins ?? []).includes(origin)) return out;
    return [...out, messageAt(site.file, '/forms/endpoint/url', 'forms/untrusted-origin', `forms.endpoint.url is on ${origin}, which is not in trustedOrigins; add "${origin}" to trustedOrigins in data/site.yaml if the business trusts this form backend with visitors' messages`)];
  },
};
