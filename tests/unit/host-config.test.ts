import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import {
  contentSecurityPolicy, headersFile, hostRules, IMAGES_CSP, IMMUTABLE, netlifyToml, nginxConf, redirectsFile, redirectSources, REVALIDATE, thirdPartyOrigins, thirdPartyUses,
  type HostInput,
} from '../../pipeline/hosting/host-config.ts';
import { deployConfigFiles } from '../../pipeline/hosting/deploy-config.ts';
import { mainConfig, NGINX_BINARY } from '../e2e/nginx-server.ts';
import { fixtureFile } from '../fixture-content.ts';

// The frozen content's site.yaml: tests never depend on data/ (deploy-configs.test.ts covers the committed files).
const site = parse(readFileSync(fixtureFile('site.yaml'), 'utf8')) as HostInput;
const withPolicy: HostInput = {
  trustedOrigins: ['https://policies.example.com', 'https://view.policies.example.com', 'https://docs.example.org'],
  links: {
    policyService: {
      scriptUrl: 'https://policies.example.com/embed/v2/loader.js',
      frameUrl: { privacy: 'https://view.policies.example.com/p/1', terms: 'https://view.policies.example.com/t/2', disclaimer: 'https://docs.example.org/d/3' },
    },
  },
};

type Headers = Record<string, string>;

/** dist/_headers back into rules: path -> headers. */
function parseHeadersFile(text: string): Record<string, Headers> {
  const out: Record<string, Headers> = {};
  let current: Headers | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) { current = out[line.trim()] = {}; continue; }
    // `! Name` (Cloudflare Pages) drops a header of an earlier rule; the rule's own value follows it.
    if (/^\s+!\s/.test(line)) continue;
    const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
    expect(current![name!], `${name} twice in one rule`).toBeUndefined();
    current![name!] = value!;
  }
  return out;
}

/** netlify.toml's [[headers]] and [[redirects]] tables (the subset host-config writes). */
function parseNetlifyToml(text: string): { headers: Record<string, Headers>; redirects: string[] } {
  const headers: Record<string, Headers> = {};
  const redirects: string[] = [];
  for (const table of text.split(/^(?=\[\[)/m).slice(1)) {
    const value = (key: string) => JSON.parse(new RegExp(`^\\s*${key} = (.+)$`, 'm').exec(table)![1]!) as string | number;
    if (table.startsWith('[[headers]]')) {
      const values: Headers = {};
      for (const m of table.split('[headers.values]')[1]!.matchAll(/^\s+([A-Za-z-]+) = (".*")$/gm)) values[m[1]!] = JSON.parse(m[2]!) as string;
      headers[value('for') as string] = values;
    } else {
      expect(table).toMatch(/^\s*force = true$/m);
      const query = /^\s*query = \{ (\w+) = "(:\w+)" \}$/m.exec(table);
      redirects.push(`${value('from')}${query ? `?${query[1]}=${query[2]}` : ''} ${value('to')} ${value('status')}`);
    }
  }
  return { headers, redirects };
}

/** nginx.conf's locations: match -> { headers, body lines }. */
function parseNginx(text: string): Record<string, { headers: Headers; body: string[] }> {
  const out: Record<string, { headers: Headers; body: string[] }> = {};
  for (const m of text.matchAll(/location ([^{]+?) \{\n([\s\S]*?)\n\s*\}/g)) {
    const headers: Headers = {};
    const body: string[] = [];
    for (const line of m[2]!.split('\n').map((l) => l.trim())) {
      const h = /^add_header (\S+) "(.*)" always;$/.exec(line);
      if (h) headers[h[1]!] = h[2]!;
      else body.push(line);
    }
    out[m[1]!] = { headers, body };
  }
  return out;
}

describe('one set of rules in every format', () => {
  const rules = hostRules(site);
  const expectedHeaders = Object.fromEntries(rules.headers.map((r) => [r.path, Object.fromEntries(r.headers)]));
  const expectedRedirects = rules.redirects.flatMap((r) => redirectSources(r).map((from) => `${from} ${r.to} ${r.status}`));

  it('_headers and netlify.toml carry the same header rules', () => {
    expect(parseHeadersFile(headersFile(site))).toEqual(expectedHeaders);
    expect(parseNetlifyToml(netlifyToml(site)).headers).toEqual(expectedHeaders);
  });

  it('_redirects and netlify.toml carry the same redirects; a redirect by query only netlify.toml and nginx, which can match one', () => {
    const byQuery = rules.queryRedirects.flatMap((r) => redirectSources(r).map((from) => `${from}?${r.param}=:${r.param} ${r.to.replace(':value', `:${r.param}`)} ${r.status}`));
    expect(redirectsFile(site).split('\n').filter((l) => l && !l.startsWith('#'))).toEqual(expectedRedirects);
    expect(parseNetlifyToml(netlifyToml(site)).redirects).toEqual([...expectedRedirects, ...byQuery]);
    expect(expectedRedirects).toContain('/about /about-us 301');
    expect(byQuery).toContain('/blog?post=:post /blog/:post 301');
    // nginx: each form of /blog sends an id-shaped post on, and otherwise serves the page.
    for (const from of ['/blog', '/blog/', '/blog/index.html']) {
      expect(nginxConf(site)).toContain(`location = ${from} {`);
    }
    expect(nginxConf(site)).toContain('if ($arg_post ~ "^[a-z0-9-]+$") {\n            return 301 /blog/$arg_post;');
  });

  it('nginx sends in each location what the other hosts send for its paths, plus their default cache', () => {
    const locations = parseNginx(nginxConf(site));
    const all = expectedHeaders['/*']!;
    expect(locations['/']!.headers).toEqual({ ...all, 'Cache-Control': REVALIDATE });
    expect(locations['^~ /assets/']!.headers).toEqual({ ...all, ...expectedHeaders['/assets/*'], 'Cache-Control': IMMUTABLE });
    expect(locations['^~ /images/']!.headers).toEqual({ ...all, ...expectedHeaders['/images/*'], 'Cache-Control': REVALIDATE });
    expect(locations['^~ /images/']!.body).toEqual(['try_files $uri =404;']);
    expect(locations['/']!.body).toEqual(['try_files $uri $uri/index.html =404;']);
    for (const redirect of expectedRedirects) {
      const [from, to, status] = redirect.split(' ');
      expect(locations[`= ${from}`]!.body, from).toEqual([`return ${status} ${to};`]);
    }
    expect(nginxConf(site)).toMatch(/^\s*error_page 404 \/404\.html;$/m);
  });

  it('never sets one header in two rules that match the same path (hosts would join the values with a comma), except the images\' second policy', () => {
    // Two Content-Security-Policy values joined by a comma are two policies, and a browser enforces both: for
    // /images/* that only tightens the site's policy, so that one header may appear twice. A rule that replaces a header
    // (/admin/*'s own policy: `! Content-Security-Policy` in _headers, its own location in nginx) sets it alone.
    const names = rules.headers.map((r) => new Set(r.headers.map(([n]) => n.toLowerCase()).filter((n) => !(r.path === '/images/*' && n === 'content-security-policy') && !(r.replaces ?? []).some((m) => m.toLowerCase() === n))));
    const overlap = (a: string, b: string) => a.startsWith(b.slice(0, -1)) || b.startsWith(a.slice(0, -1));
    for (const [i, a] of names.entries()) {
      for (const [j, b] of names.entries()) {
        if (j > i && overlap(rules.headers[i]!.path, rules.headers[j]!.path)) expect([...a].filter((n) => b.has(n)), `${rules.headers[i]!.path} and ${rules.headers[j]!.path}`).toEqual([]);
      }
    }
  });

  it('long-caches only files named by the hash of their contents: the bundles and the copies of photos', () => {
    expect(rules.headers.filter((r) => r.headers.some(([n, v]) => n === 'Cache-Control' && v === IMMUTABLE)).map((r) => r.path)).toEqual(['/assets/*', '/images/_/*']);
  });
});

describe('security headers', () => {
  it('serves every file under /images as an inert document in every host format, with nosniff', () => {
    // Nothing in a picture may run or load: no source is allowed and the document is sandboxed.
    const directives = IMAGES_CSP.split(';').map((d) => d.trim());
    expect(directives).toEqual(expect.arrayContaining(["default-src 'none'", 'sandbox']));
    expect(directives.filter((d) => /^(script|img|connect|frame|object)-src/.test(d))).toEqual([]);
    expect(parseHeadersFile(headersFile(site))['/images/*']).toEqual({ 'Content-Security-Policy': IMAGES_CSP });
    expect(parseNetlifyToml(netlifyToml(site)).headers['/images/*']).toEqual({ 'Content-Security-Policy': IMAGES_CSP });
    const images = parseNginx(nginxConf(site))['^~ /images/']!.headers;
    expect(images['Content-Security-Policy']).toBe(IMAGES_CSP);
    expect(images['X-Content-Type-Options']).toBe('nosniff');
    // _headers and netlify.toml send nosniff from the /* rule, which matches /images/* too.
    expect(parseHeadersFile(headersFile(site))['/*']!['X-Content-Type-Options']).toBe('nosniff');
  });

  it('takes third-party origins into the policy only from trustedOrigins, whatever the URLs name', () => {
    const maps = { a: { embedUrl: 'https://maps.example.com/embed?q=1' } };
    const endpoint = { provider: 'endpoint', endpoint: { url: 'https://forms.example.net/f/1' } };
    const untrusted: HostInput = { links: { policyService: withPolicy.links.policyService, maps }, forms: endpoint, trustedOrigins: [] };
    const csp = contentSecurityPolicy(untrusted);
    expect(csp).not.toMatch(/example\.(com|net|org)/);
    expect(csp).toContain("frame-src 'none'");
    // The summary still names every origin the content uses, trusted or not, and where.
    expect(thirdPartyOrigins(untrusted)).toEqual(['https://docs.example.org', 'https://forms.example.net', 'https://maps.example.com', 'https://policies.example.com', 'https://view.policies.example.com']);
    expect(thirdPartyUses(untrusted).find((u) => u.origin === 'https://maps.example.com')).toEqual({ origin: 'https://maps.example.com', use: 'frame', field: '/links/maps/a/embedUrl' });
    const trusted = contentSecurityPolicy({ ...untrusted, trustedOrigins: ['https://maps.example.com', 'https://forms.example.net'] });
    expect(trusted).toContain('frame-src https://maps.example.com;');
    expect(trusted).toContain("connect-src 'self' https://forms.example.net;");
    expect(trusted).toContain("script-src 'self';");
  });

  const headers = Object.fromEntries(hostRules(site).headers[0]!.headers);

  it('has nosniff, a referrer policy and a permissions policy', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it('allows only the site itself: no inline or eval scripts, frames from the maps only, forms post to self', () => {
    const mapOrigins = [...new Set(Object.values(site.links.maps ?? {}).map((m) => new URL(m.embedUrl).origin))].sort();
    const csp = Object.fromEntries(contentSecurityPolicy(site).split('; ').map((d) => { const [n, ...v] = d.split(' '); return [n!, v.join(' ')]; }));
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self'",
      'connect-src': "'self'",
      'frame-src': mapOrigins.length > 0 ? mapOrigins.join(' ') : "'none'",
      'form-action': "'self'",
      'base-uri': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(contentSecurityPolicy(site)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
  });

  it('allows frames from the origin of each map\'s embed URL only, and none without maps', () => {
    const maps = { a: { embedUrl: 'https://maps.example.com/embed?q=1' }, b: { embedUrl: 'https://maps.example.com/embed?q=2' } };
    expect(contentSecurityPolicy({ links: { policyService: null, maps }, trustedOrigins: ['https://maps.example.com'] })).toContain('frame-src https://maps.example.com;');
    expect(contentSecurityPolicy({ links: { policyService: null } })).toContain("frame-src 'none';");
  });

  it('adds the policy service\'s script and frame origins only when it is configured', () => {
    expect(site.links.policyService).toBeNull();
    const csp = contentSecurityPolicy(withPolicy);
    expect(csp).toContain("script-src 'self' https://policies.example.com;");
    expect(csp).toContain('frame-src https://docs.example.org https://view.policies.example.com;');
    expect(csp).not.toContain("frame-src 'none'");
    expect(parseNginx(nginxConf(withPolicy))['/']!.headers['Content-Security-Policy']).toBe(csp);
    expect(parseHeadersFile(headersFile(withPolicy))['/*']!['Content-Security-Policy']).toBe(csp);
  });

  it('lets forms post to the endpoint\'s origin, and nowhere else, only when the provider is an endpoint', () => {
    const endpoint = 'https://forms.example.net/f/abc123?x=1';
    const withEndpoint: HostInput = { ...site, forms: { provider: 'endpoint', endpoint: { url: endpoint } }, trustedOrigins: [...(site.trustedOrigins ?? []), 'https://forms.example.net'] };
    const csp = contentSecurityPolicy(withEndpoint);
    expect(csp).toContain("connect-src 'self' https://forms.example.net;");
    expect(csp).toContain("form-action 'self' https://forms.example.net;");
    expect(csp.match(/forms\.example\.net/g)).toHaveLength(2);
    expect(parseNginx(nginxConf(withEndpoint))['/']!.headers['Content-Security-Policy']).toBe(csp);
    expect(parseNetlifyToml(netlifyToml(withEndpoint)).headers['/*']!['Content-Security-Policy']).toBe(csp);
    expect(parseHeadersFile(headersFile(withEndpoint))['/*']!['Content-Security-Policy']).toBe(csp);
    // The same endpoint beside another provider is not used, so the policy does not open for it.
    for (const provider of ['netlify', 'email-only']) {
      expect(contentSecurityPolicy({ ...site, forms: { provider, endpoint: { url: endpoint } } })).not.toContain('forms.example.net');
    }
  });
});

describe('nginx accepts the config', () => {
  it.skipIf(!existsSync(NGINX_BINARY))('nginx -t passes for the server block deploy-config writes, with and without third-party origins', async () => {
    const prefix = await mkdtemp(path.join(os.tmpdir(), 'nginx-t-'));
    try {
      for (const input of [site, withPolicy]) {
        const conf = path.join(prefix, 'nginx.conf');
        await writeFile(conf, mainConfig(deployConfigFiles(input)['deploy/nginx.conf'], { root: prefix, port: 8080, prefix }));
        const run = spawnSync(NGINX_BINARY, ['-t', '-q', '-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', conf], { encoding: 'utf8' });
        expect(run.status, run.stderr).toBe(0);
      }
    } finally {
      await rm(prefix, { recursive: true, force: true });
    }
  });
});
