import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { walkStrings } from '../walk-strings.ts';
import { isLoopback, isPublicHost, parseBaseUrl, parseEmail, parseMailto, parseOrigin, parseTel, parseWebAddress, type Parsed } from '../../hosting/web-address.ts';
import type { LoadedFile } from '../../content/load-content.ts';
import { thirdPartyUses, type HostInput } from '../../hosting/host-config.ts';
import { fileOf, type CheckRule } from '../rule.ts';
import { hasInvisible } from '../../messages/characters.ts';

/** Where the form backend's address is: http:// on this machine is allowed there, for local tests. */
const ENDPOINT = '/forms/endpoint/url';
/** A value that is a web address, a mailto: or a tel: link ("//" at the start is the links rule's: link/off-site). */
const ADDRESS = /^\s*(?:https?:\/\/|mailto:|tel:)/i;

/**
 * Every address that reaches a header, a host config, a canonical link or a visitor's browser is parsed into a value
 * and refused with the reason when it could do harm there (pipeline/hosting/web-address.ts): the trusted origins of
 * the Content-Security-Policy, the live site's address, the business email, and every web or mailto: address in any
 * YAML file: wildcards, user names, look-alike letters, plain http, parameters of a mailto: link; and every tel: link
 * dials a whole phone number.
 */
export const webAddressesRule: CheckRule = {
  name: 'web-addresses',
  perFile: true,
  check(input) {
    const out: Message[] = [];
    const report = (file: LoadedFile, pointer: string, rule: string, what: string, parsed: Parsed<unknown>) => {
      // A character no one can see is named at its column by invisible-characters; "not an address" would only puzzle.
      if (parsed.problem && hasInvisible(what)) return;
      if (parsed.problem) out.push(messageAt(file, pointer, rule, `${what}: ${parsed.problem}`));
    };
    const site = fileOf(input, 'site');
    if (site) {
      if (typeof site.data.baseUrl === 'string') report(site.file, '/baseUrl', 'address/base-url', `baseUrl "${site.data.baseUrl}" cannot be the live site's address`, parseBaseUrl(site.data.baseUrl));
      if (typeof site.data.email === 'string') report(site.file, '/email', 'address/email', `email "${site.data.email}" cannot be the business's email`, parseEmail(site.data.email));
      (site.data.trustedOrigins ?? []).forEach((origin, i) => {
        if (typeof origin === 'string') report(site.file, `/trustedOrigins/${i}`, 'address/origin', `the trusted origin "${origin}" cannot go into the Content-Security-Policy`, parseOrigin(origin));
      });
    }
    // The scripts, frames and form backend of site.yaml have their origins checked by third-party-origins.
    const thirdParty = new Set(site ? thirdPartyUses(site.data as unknown as HostInput).map((use) => use.field) : []);
    for (const file of input.valid) {
      walkStrings(file.data, (text, pointer) => {
        if (!ADDRESS.test(text)) return;
        const at = pointer();
        if (file.kind.kind === 'site' && (at.startsWith('/trustedOrigins/') || (thirdParty.has(at) && !at.startsWith(ENDPOINT)))) return;
        if (/^\s*tel:/i.test(text)) {
          report(file, at, 'address/phone', `"${text.slice(0, 80)}" cannot be a phone link`, parseTel(text));
          return;
        }
        if (/^\s*mailto:/i.test(text)) {
          report(file, at, 'address/email', `"${text.slice(0, 80)}" cannot be an email link`, parseMailto(text));
          return;
        }
        if (file.kind.kind === 'site' && at === ENDPOINT && isLocalTestAddress(text)) return;
        report(file, at, 'address/web', `"${text.slice(0, 80)}" cannot be a link to another site`, parseWebAddress(text));
      });
    }
    return out;
  },
};

/** An http:// address on this computer: allowed for the form backend in local tests; `--launch` refuses it (launchEndpointRule). */
function isLocalTestAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' && !url.username && !url.password && isLoopback(url.hostname);
  } catch {
    return false;
  }
}

/** `--launch`: the form backend is a public https address, or every message a visitor sends is lost. */
export const launchEndpointRule: CheckRule = {
  name: 'launch-endpoint',
  check(input) {
    const site = fileOf(input, 'site');
    const forms = site?.data.forms;
    if (!site || forms?.provider !== 'endpoint' || !forms.endpoint?.url) return [];
    const url = parseWebAddress(forms.endpoint.url);
    if (url.value && isPublicHost(url.value.hostname)) return [];
    const why = url.value ? `${url.value.hostname} is an address visitors' browsers cannot reach (this computer or a private network)` : url.problem;
    return [messageAt(site.file, ENDPOINT, 'launch/private-endpoint', `forms.endpoint.url "${forms.endpoint.url}" cannot receive visitors' messages once the site is live: ${why}; use the form backend's public https:// address`)];
  },
};
