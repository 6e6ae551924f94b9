import { domainToUnicode } from 'node:url';

/**
 * Web addresses, origins and email addresses from data/, parsed once into values (WHATWG URL) and refused with a
 * plain reason when they could do harm where they end up: a header (the Content-Security-Policy), a host config
 * (nginx, Netlify), a canonical link, a mailto: link. Everything written from them is written from the parsed value.
 */
export type Parsed<T> = { value: T; problem?: undefined } | { value?: undefined; problem: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a host name (as URL gives it: lower case, IDN as xn--) is no address of a real site, if it is not. */
export function hostProblem(host: string): string | undefined {
  if (LOOPBACK.has(host) || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return undefined;
  if (host.includes('*')) return 'it has a wildcard (*), which would trust every site under that name; write each site\'s own address';
  const labels = host.split('.');
  if (host.length > 253 || labels.some((label) => !LABEL.test(label))) return `"${host}" is not a site's name: a name is letters, digits and hyphens between dots, such as www.example.com`;
  if (labels.length < 2) return `"${host}" is not a site's full name: it needs a dot, such as example.com`;
  const mixed = domainToUnicode(host).split('.').find((label) => scriptsOf(label).size > 1);
  if (mixed) return `"${mixed}" mixes letters of different alphabets, as look-alike addresses of other sites do; type the address as the site itself shows it`;
  return undefined;
}

/** The writing systems of a label's letters (digits and hyphens belong to none). */
function scriptsOf(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) {
    if (/\p{Script=Latin}/u.test(char)) scripts.add('Latin');
    else if (/\p{Script=Cyrillic}/u.test(char)) scripts.add('Cyrillic');
    else if (/\p{Script=Greek}/u.test(char)) scripts.add('Greek');
    else if (/\p{L}/u.test(char)) scripts.add('other');
  }
  return scripts;
}

/** A URL, or why `text` is none. */
function parseUrl(text: string): Parsed<URL> {
  if (/\s/.test(text)) return { problem: 'it has a space or line break in it' };
  try {
    return { value: new URL(text) };
  } catch {
    return { problem: 'it is not a complete web address (https:// and a site\'s name)' };
  }
}

/** Whether a host is this machine (for local tests only). */
export const isLoopback = (host: string): boolean => LOOPBACK.has(host) || host.startsWith('127.');

/**
 * An origin (`https://` and a host, maybe a port) to trust in the Content-Security-Policy; `http://` only for this
 * machine, for local tests. Written exactly as its origin, so what is typed is what the header says.
 */
export function parseOrigin(text: string): Parsed<string> {
  const url = parseUrl(text);
  if (!url.value) return url;
  const { protocol, username, password, hostname, pathname, search, hash, origin } = url.value;
  if (username || password) return { problem: 'it carries a user name or password (the part before "@"); write only https:// and the site\'s name' };
  if (protocol !== 'https:' && !(protocol === 'http:' && isLoopback(hostname))) return { problem: 'it must start with https://' };
  const host = hostProblem(hostname);
  if (host) return { problem: host };
  if (pathname !== '/' || search || hash || text.endsWith('/')) return { problem: `an origin is only https:// and the site's name, with no path, query or slash at the end: write "${origin}"` };
  if (text !== origin) return { problem: `write it as "${origin}" (lower case, without the default port)` };
  return { value: origin };
}

/** The live site's address: https:// and its name, nothing after it (every canonical and sitemap URL starts with it). */
export function parseBaseUrl(text: string): Parsed<string> {
  const parsed = parseOrigin(text);
  if (parsed.value === undefined) return parsed;
  return parsed.value.startsWith('https://') ? parsed : { problem: 'the live site\'s address must start with https://' };
}

/**
 * A link to a page of another site: no user name, a real site's name, and https (booking, quote tool, profiles and
 * maps in site.yaml); `allowHttp` for a link in a post's text, to a site that may have no https.
 */
export function parseWebAddress(text: string, { allowHttp = false } = {}): Parsed<URL> {
  const url = parseUrl(text);
  if (!url.value) return url;
  if (url.value.username || url.value.password) return { problem: 'it carries a user name or password (the part before "@"), which can make it open another site than it seems to; write the address as the site shows it' };
  if (url.value.protocol !== 'https:' && !(allowHttp && url.value.protocol === 'http:')) return { problem: 'it must start with https://, so visitors\' browsers reach the site privately' };
  const host = hostProblem(url.value.hostname);
  return host ? { problem: host } : url;
}

/** An email address: one mailbox, nothing that a mailto: link would read as more recipients or a prepared text. */
export function parseEmail(text: string): Parsed<string> {
  // The usual slips first, each in its own words.
  const ats = text.split('@').length - 1;
  if (/\s/.test(text.trim())) return { problem: `it has a space in it, and one email address has none, such as hello@example.com: write "${text.replace(/\s+/g, '')}"` };
  if (ats === 0) return { problem: 'it has no "@": write one whole email address, a name, "@" and the mail domain, such as hello@example.com' };
  if (ats > 1 && !/[,;]/.test(text)) return { problem: `it has ${ats} "@" signs, and one email address has one, such as hello@example.com${/@@/.test(text) ? `: write "${text.replace(/@+/g, '@')}"` : ''}` };
  if (/\.$/.test(text)) return { problem: `it ends with a dot, which is no part of an address: write "${text.replace(/\.+$/, '')}"` };
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (at < 1 || !/^[A-Za-z0-9.!#$%'*+\-/=^_`{|}~]+$/.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return { problem: 'it is not one email address such as hello@example.com (no spaces, commas, "?" or "&": a mailto: link would read those as more recipients or a prepared message)' };
  }
  const url = parseUrl(`https://${domain}`);
  const host = url.value && url.value.host === domain.toLowerCase() ? hostProblem(url.value.hostname) : `"${domain}" is not a site's name`;
  if (host) return { problem: host };
  if (isLoopback(url.value!.hostname)) return { problem: 'it is an address on this computer, which no visitor can write to' };
  return { value: text };
}

/** A `mailto:` link to one address, with nothing after it (no "?subject=", "bcc=" or second address). */
export function parseMailto(link: string): Parsed<string> {
  const address = link.trim().replace(/^mailto:/i, '');
  if (address.startsWith('//')) return { problem: `"mailto:" is followed by the address itself, with no "//": write "mailto:${address.replace(/^\/+/, '')}"` };
  if (address.includes('?')) return { problem: 'a mailto: link may name one address and nothing after it ("?subject=", "bcc=" and the like would prepare a message or copy it to others)' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(address);
  } catch {
    return { problem: 'it has a "%" that is not followed by two hex digits; write the address as it is, such as hello@example.com' };
  }
  return parseEmail(decoded);
}

/**
 * Whether a host is reachable by visitors: not this machine, not a private network (10.x, 172.16-31.x, 192.168.x,
 * 169.254.x, IPv6 local addresses) and not a local-only name (.local, .internal, .lan, .home.arpa).
 */
export function isPublicHost(host: string): boolean {
  if (isLoopback(host) || /\.(local|internal|lan|localdomain|home\.arpa)$/.test(host) || (!host.includes('.') && !host.startsWith('['))) return false;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host)?.slice(1).map(Number);
  if (v4) {
    const [a, b] = v4 as [number, number];
    return !(a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127));
  }
  if (host.startsWith('[')) return !/^\[(::1?|f[cd][0-9a-f]*:|fe[89ab][0-9a-f]*:|::ffff:(7f|a|c0a8|a9fe))/i.test(host);
  return true;
}

// Letters on a phone keypad, for a number written as a word (1-800-FIX-PIPE).
const KEYPAD: Record<string, string> = Object.fromEntries(['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'].flatMap((letters, i) => [...letters].map((l) => [l, String(i + 2)])));

/**
 * A `tel:` link: the digits a phone dials, with "+", spaces, dots, hyphens and brackets between them. Letters dial
 * nothing on most phones, and a US number needs its area code: 10 digits, or 11 after a 1 (an international number
 * after "+" and its country code may be 8 to 15).
 */
export function parseTel(link: string): Parsed<string> {
  const number = link.trim().replace(/^tel:/i, '').replace(/^\/\//, '');
  const letters = number.match(/[A-Za-z]/g);
  if (letters) {
    const digits = [...number.toLowerCase()].map((c) => KEYPAD[c] ?? c).join('').replace(/\D/g, '');
    const full = digits.length === 10 ? `+1${digits}` : digits.length === 11 && digits.startsWith('1') ? `+${digits}` : undefined;
    return { problem: `it has letters ("${letters.join('')}"), which a phone cannot dial from a link; write the number in digits${full ? `: "tel:${full}"` : ', e.g. "tel:+17195550142"'}` };
  }
  if (/[^\d+\s().-]/.test(number) || number.lastIndexOf('+') > 0) return { problem: 'it has characters a phone number does not: write "tel:", "+1" and the 10 digits, e.g. "tel:+17195550142"' };
  const digits = number.replace(/\D/g, '');
  const international = number.startsWith('+') && !number.startsWith('+1');
  if (international ? digits.length < 8 || digits.length > 15 : !(digits.length === 10 || (digits.length === 11 && digits.startsWith('1')))) {
    return { problem: `it has ${digits.length} digit${digits.length === 1 ? '' : 's'}, and a US number has 10 with its area code: write "tel:+1" and the 10 digits, e.g. "tel:+17195550142"` };
  }
  return { value: `+${digits.length === 10 ? '1' : ''}${digits}` };
}

/**
 * A link to a mailbox or a phone with its scheme mistyped ("mail to:", "mailto://", "email:", "phone:"), written as it
 * should be; undefined for anything else.
 */
export function misspeltScheme(link: string): string | undefined {
  const text = link.trim();
  const mail = /^(?:mail\s*-?\s*to|e-?mail|mail)\s*:\s*(?:\/\/)?(.*)$/i.exec(text);
  if (mail && !/^mailto:(?!\/\/)/i.test(text)) return `mailto:${mail[1]}`;
  const phone = /^(?:tel(?:ephone)?|phone|call(?:to)?)\s*:\s*(.*)$/i.exec(text);
  if (phone && !/^tel:/i.test(text)) return `tel:${phone[1]!.replace(/^\/\//, '')}`;
  return undefined;
}
