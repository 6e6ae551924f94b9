import { parseOrigin } from './web-address.ts';
import { VARIANT_FOLDER } from '../../site/lib/picture-sources.ts';
/**
 * The static host's rules, in one place: security headers, cache lifetimes and redirects. Every host format is
 * rendered from hostRules(), so they cannot drift apart:
 * - dist/_headers and dist/_redirects, written by every build (Cloudflare Pages; Netlify reads them too);
 * - netlify.toml and deploy/nginx.conf, committed files written by `npm run deploy-config`; `validate` and `build`
 *   report either one that differs from what this module renders from data/site.yaml (check/rules/deploy-configs.ts).
 *
 * Content-Security-Policy, from what the built pages use:
 * - scripts: only the hashed bundles from /assets ('self'). The page-data block is type="application/json" and
 *   JSON-LD is type="application/ld+json": browsers never execute those "data blocks", so CSP does not apply to
 *   them and they need no hash or nonce. The pages have no other inline script (a test checks every build).
 * - styles: stylesheets from /assets ('self'). React renders `style` props as inline style attributes in the
 *   pre-rendered HTML (the mega menu's grid rows), so style-src-attr allows attributes only; <style> elements
 *   and stylesheets from elsewhere stay blocked.
 * - images, fonts, fetch (search-index.json, blog/articles.json, the contact form's POST to "/"): 'self' only. (A stylesheet that
 *   starts using data: URLs needs `data:` added to img-src; the nginx browser test reports any violation.)
 * - frames and third-party scripts: none, except the policy service's script and frame origins when
 *   site.links.policyService is configured (the legal pages embed them then), and the origin of each map's
 *   embedUrl in site.links.maps (a map is framed only after its Show map button is pressed).
 * - form-action and connect-src: 'self', plus the form endpoint's origin when site.forms.provider is "endpoint".
 * Every third-party origin comes from thirdPartyUses() and enters the policy only when site.trustedOrigins lists it:
 * the policy is made from that list, never widened by a URL alone. Validation reports each use of an origin that is
 * not listed (pipeline/check/rules/forms.ts and third-party-origins.ts), and the build's summary names them all.
 * - /images/*: files from data/images are served as inert documents (`default-src 'none'; style-src
 *   'unsafe-inline'; sandbox`), so an SVG opened on its own can run nothing even on a host whose other headers are
 *   lost. Hosts that join two matching rules' values send both policies, and a browser enforces every policy it
 *   is sent, so the images' one still holds there; nginx sends the images' policy alone.
 * - base-uri 'self', object-src 'none', frame-ancestors 'none' (no one may frame the site).
 *
 * Caching: /assets/* holds Vite's content-hashed files and /images/_/* the copies of photos named by their hash,
 * cached for a year as immutable. Everything else (HTML,
 * images, sitemap.xml) is revalidated on every use: `public, max-age=0, must-revalidate`. That is Netlify's and
 * Cloudflare Pages' own default, so _headers and netlify.toml set only the /assets rule: both hosts join the
 * values of a header set by two matching rules (`/*` and `/assets/*`) with a comma, which would send two
 * contradictory Cache-Control values. nginx has no such default, so its config states both.
 */

export interface PolicyServiceLinks { scriptUrl: string; frameUrl: Record<string, string> }
export interface FormsInput { provider: string; endpoint?: { url: string } }
export interface HostInput { links: { policyService: PolicyServiceLinks | null; maps?: Record<string, { embedUrl: string }> }; forms?: FormsInput; trustedOrigins?: string[] }

/** One place where the pages load from, frame, or send visitors' data to another site. */
export interface ThirdPartyUse {
  origin: string;
  /** What the pages do with it: run its script, frame it, or post forms to it. */
  use: 'script' | 'frame' | 'form';
  /** The field of data/site.yaml that names it, as a JSON pointer. */
  field: string;
}

export interface HeaderRule {
  /** Path pattern as Netlify and Cloudflare Pages write it: an exact path, or a prefix ending in `/*`. */
  path: string;
  /** What the rule is for, as a comment in nginx.conf. */
  note?: string;
  headers: [name: string, value: string][];
  /**
   * Headers of the site-wide rule this rule's own replace instead of joining: `/admin/*` has a policy of its own, and a
   * browser that got both would enforce both (the site's forbids what the CMS needs). Cloudflare Pages drops them with a
   * `! Name` line; nginx sends the location's own set; Netlify's parser skips the `!` line (it has no colon) and takes
   * a header of two matching rules from the later one, which is why this rule comes after `/*` (unverified on a live
   * Netlify site: check /admin/ loads after the first deploy).
   */
  replaces?: string[];
  /** The prefix holds pages, so /x/ serves /x/index.html there too (nginx). */
  pages?: boolean;
}
export interface Redirect { from: string; to: string; status: 301 | 302 }
/** A redirect by a query parameter: `from?param=value` goes to `to` with `value` in place of `:value`. */
export interface QueryRedirect { from: string; param: string; to: string; status: 301 | 302 }
export interface HostRules { headers: HeaderRule[]; redirects: Redirect[]; queryRedirects: QueryRedirect[]; defaultCacheControl: string }

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

const GENERATED = 'Generated from pipeline/host-config.ts';

/** Every third-party origin the pages use, where data/site.yaml names it, in a stable order. */
export function thirdPartyUses(site: HostInput): ThirdPartyUse[] {
  const uses: ThirdPartyUse[] = [];
  const policy = site.links.policyService;
  if (policy) {
    uses.push({ origin: origin(policy.scriptUrl), use: 'script', field: '/links/policyService/scriptUrl' });
    for (const [name, url] of Object.entries(policy.frameUrl)) uses.push({ origin: origin(url), use: 'frame', field: `/links/policyService/frameUrl/${name}` });
  }
  for (const [name, map] of Object.entries(site.links.maps ?? {})) uses.push({ origin: origin(map.embedUrl), use: 'frame', field: `/links/maps/${name}/embedUrl` });
  // The forms' backend: fetch() posts to it with JavaScript, and a plain HTML form posts to it without.
  if (site.forms?.provider === 'endpoint' && site.forms.endpoint) uses.push({ origin: origin(site.forms.endpoint.url), use: 'form', field: '/forms/endpoint/url' });
  return uses;
}

/** The third-party origins the site talks to, each once, sorted. */
export function thirdPartyOrigins(site: HostInput): string[] {
  return [...new Set(thirdPartyUses(site).map((u) => u.origin))].sort();
}

/** The Content-Security-Policy header value for the site: third parties only from site.trustedOrigins. */
export function contentSecurityPolicy(site: HostInput): string {
  // Written from the parsed origins: text that is no origin (a ";" or a quote would add a directive or break a config)
  // never reaches the header, whatever validate said of it.
  const trusted = new Set((site.trustedOrigins ?? []).flatMap((text) => parseOrigin(text).value ?? []));
  const originsFor = (use: ThirdPartyUse['use']) => [...new Set(thirdPartyUses(site).filter((u) => u.use === use && trusted.has(u.origin)).map((u) => u.origin))].sort();
  const scriptOrigins = originsFor('script');
  const frameOrigins = originsFor('frame');
  const formOrigins = originsFor('form');
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptOrigins]],
    ['style-src', ["'self'"]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...formOrigins]],
    ['frame-src', frameOrigins.length > 0 ? frameOrigins : ["'none'"]],
    ['form-action', ["'self'", ...formOrigins]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The policy of every file under /images: nothing runs, nothing loads, styles inside an SVG still apply. */
export const IMAGES_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Where the editors' CMS lives (pipeline/cms/): its page, its script and its generated config. */
export const ADMIN_PATH = '/admin/';

/**
 * The policy of /admin/, the editors' CMS (Decap CMS), from what it does: its script is served from /admin/ (never
 * a CDN), compiles its config's checks with `new Function` ('unsafe-eval', as Decap's issue #2343 says) and writes its
 * styles as <style> elements ('unsafe-inline'); it shows pictures being uploaded as blob: and data: URLs; with the
 * GitHub backend it talks to api.github.com and shows avatars from GitHub; Git Gateway and Netlify Identity are on the
 * site's own origin (/.netlify/). Login with an OAuth proxy happens in a pop-up window, which this policy does not govern.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob: https://api.github.com",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every response carries. */
export function securityHeaders(site: HostInput): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(site)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
    ['X-Frame-Options', 'DENY'],
  ];
}

export function hostRules(site: HostInput): HostRules {
  return {
    headers: [
      { path: '/*', headers: securityHeaders(site) },
      { path: '/assets/*', headers: [['Cache-Control', IMMUTABLE]], note: 'content-hashed bundles' },
      { path: '/images/*', headers: [['Content-Security-Policy', IMAGES_CSP]], note: 'files of data/images, served as inert documents' },
      { path: `${VARIANT_FOLDER}/*`, headers: [['Cache-Control', IMMUTABLE]], note: 'copies of photos, named by the hash of the photo' },
      // Search engines never list the editors' page; its policy replaces the site's, which would block the CMS.
      { path: `${ADMIN_PATH}*`, headers: [['Content-Security-Policy', ADMIN_CSP], ['X-Robots-Tag', 'noindex']], replaces: ['Content-Security-Policy'], pages: true, note: 'the editors\' CMS (Decap CMS), with a policy of its own' },
    ],
    // SPEC 2.1: the about page was also referenced as /about.
    redirects: [{ from: '/about', to: '/about-us', status: 301 }],
    // SPEC 2.1's address of an article, /blog?post={id}, in links people share: hosts that can match a query send it
    // to the article's own page, which works without JavaScript (the page itself opens the article by script).
    // Netlify (netlify.toml) and nginx can; Cloudflare Pages' _redirects cannot match a query, so _redirects leaves it out.
    // Likewise a directory view (SPEC 2.13's ?category=) goes to its own page (site/lib/directory-groups.ts).
    queryRedirects: [
      { from: '/blog', param: 'post', to: '/blog/:value', status: 301 },
      { from: '/services', param: 'category', to: '/service-directory/:value', status: 301 },
      { from: '/service-directory', param: 'category', to: '/service-directory/:value', status: 301 },
    ],
    defaultCacheControl: REVALIDATE,
  };
}

/**
 * The request paths a redirect answers. The build also writes /about/index.html (for hosts without redirects,
 * such as GitHub Pages, where it is a duplicate pointing at its canonical page), so the folder forms redirect too.
 */
export function redirectSources(r: Pick<Redirect, 'from'>): string[] {
  return [r.from, `${r.from}/`, `${r.from}/index.html`];
}

/** dist/_headers (Netlify, Cloudflare Pages). */
export function headersFile(site: HostInput): string {
  const rules = hostRules(site).headers.map((rule) => `${rule.path}\n${[...(rule.replaces ?? []).map((n) => `  ! ${n}`), ...rule.headers.map(([n, v]) => `  ${n}: ${v}`)].join('\n')}`);
  return `# ${GENERATED}; do not edit.\n${rules.join('\n\n')}\n`;
}

/** dist/_redirects (Netlify, Cloudflare Pages: redirects apply before files there). */
export function redirectsFile(site: HostInput): string {
  const lines = hostRules(site).redirects.flatMap((r) => redirectSources(r).map((from) => `${from} ${r.to} ${r.status}`));
  return `# ${GENERATED}; do not edit.\n${lines.join('\n')}\n`;
}

/** netlify.toml at the repository root. */
export function netlifyToml(site: HostInput): string {
  const rules = hostRules(site);
  const q = (s: string) => JSON.stringify(s);
  const redirects = rules.redirects.flatMap((r) => redirectSources(r).map((from) => [
    '[[redirects]]',
    `  from = ${q(from)}`,
    `  to = ${q(r.to)}`,
    `  status = ${r.status}`,
    // Netlify serves an existing file instead of a redirect unless forced; /about/index.html exists.
    '  force = true',
  ].join('\n')));
  const queryRedirects = rules.queryRedirects.flatMap((r) => redirectSources(r).map((from) => [
    '[[redirects]]',
    `  from = ${q(from)}`,
    `  to = ${q(r.to.replace(':value', `:${r.param}`))}`,
    `  query = { ${r.param} = ${q(`:${r.param}`)} }`,
    `  status = ${r.status}`,
    '  force = true',
  ].join('\n')));
  const headers = rules.headers.map((rule) => [
    '[[headers]]',
    `  for = ${q(rule.path)}`,
    '  [headers.values]',
    ...rule.headers.map(([n, v]) => `    ${n} = ${q(v)}`),
  ].join('\n'));
  return [
    `# ${GENERATED} by \`npm run deploy-config\`; do not edit by hand.`,
    '# The build writes the same headers and redirects to dist/_headers and dist/_redirects.',
    '',
    '# The live site builds with --launch: placeholder content (.example domains, 555-01xx numbers, lorem ipsum)',
    '# stops the deploy instead of going live.',
    '[build]',
    '  command = "npm run build -- --launch"',
    '  publish = "dist"',
    '',
    '[build.environment]',
    '  NODE_VERSION = "20"',
    '',
    '# Deploy previews and branch deploys are not for search engines: robots.txt disallows all, pages say noindex.',
    '# They may still show placeholder content, so they build without --launch.',
    '[context.deploy-preview]',
    '  command = "npm run build"',
    '',
    '[context.deploy-preview.environment]',
    '  SITE_NOINDEX = "1"',
    '',
    '[context.branch-deploy]',
    '  command = "npm run build"',
    '',
    '[context.branch-deploy.environment]',
    '  SITE_NOINDEX = "1"',
    '',
    ...redirects.flatMap((r) => [r, '']),
    ...queryRedirects.flatMap((r) => [r, '']),
    ...headers.flatMap((h) => [h, '']),
  ].join('\n');
}

/**
 * deploy/nginx.conf: one server block with the same routing as the other hosts (/x serves /x/index.html,
 * unknown paths get /404.html with status 404), the redirects, the headers and the caching. nginx drops every
 * add_header of the server level in a location that has its own, so each location lists its full set.
 */
export function nginxConf(site: HostInput): string {
  const rules = hostRules(site);
  const headersFor = (location: string): [string, string][] => {
    const matching = rules.headers.filter((r) => r.path === '/*' || (r.path.endsWith('/*') ? location.startsWith(r.path.slice(0, -1)) : r.path === location));
    // A more specific rule's header replaces the general one (the images' policy, not both policies).
    const byName = new Map<string, [string, string]>();
    for (const [name, value] of matching.flatMap((r) => r.headers)) byName.set(name.toLowerCase(), [name, value]);
    const all = [...byName.values()];
    return all.some(([n]) => n.toLowerCase() === 'cache-control') ? all : [...all, ['Cache-Control', rules.defaultCacheControl]];
  };
  const addHeaders = (location: string) => headersFor(location).map(([n, v]) => `        add_header ${n} "${v}" always;`);
  const block = (match: string, comment: string, body: string[]) => [`    # ${comment}`, `    location ${match} {`, ...body, '    }'].join('\n');

  const prefixes = rules.headers.filter((r) => r.path !== '/*' && r.path.endsWith('/*')).map((r) => ({ prefix: r.path.slice(0, -1), note: r.note, pages: r.pages }));
  // Only a value that can be an id is sent on (a post's id is lowercase letters, digits and hyphens).
  const byQuery = rules.queryRedirects.flatMap((r) => redirectSources(r).map((from) => block(`= ${from}`, `${from}?${r.param}={id} -> ${r.to.replace(':value', '{id}')}; otherwise the page`, [
    ...addHeaders(from),
    `        if ($arg_${r.param} ~ "^[a-z0-9-]+$") {`,
    `            return ${r.status} ${r.to.replace(':value', `$arg_${r.param}`)};`,
    '        }',
    '        try_files $uri $uri/index.html =404;',
  ])));
  const locations = [
    ...rules.redirects.flatMap((r) => redirectSources(r).map((from) => block(`= ${from}`, `${from} -> ${r.to}`, [...addHeaders(from), `        return ${r.status} ${r.to};`]))),
    ...byQuery,
    // A folder of pages asked for without its slash goes to the slash (as Netlify and Cloudflare Pages do): served
    // as a page by the last block, it would carry the site's headers instead of the folder's own.
    ...prefixes.filter((p) => p.pages).map(({ prefix }) => block(`= ${prefix.slice(0, -1)}`, `${prefix.slice(0, -1)} -> ${prefix}`, [...addHeaders(prefix.slice(0, -1)), `        return 301 ${prefix};`])),
    ...prefixes.map(({ prefix, note, pages }) => block(`^~ ${prefix}`, `${prefix}: ${note ?? ''}`, [...addHeaders(prefix), `        try_files $uri${pages ? ' $uri/index.html' : ''} =404;`])),
    block('/', 'pages: /x serves /x/index.html; anything else is the 404 page', [...addHeaders('/'), '        try_files $uri $uri/index.html =404;']),
  ];
  return [
    `# ${GENERATED} by \`npm run deploy-config\`; do not edit by hand.`,
    '# The same headers, redirects and caching as dist/_headers, dist/_redirects and netlify.toml.',
    '# Include it in the http block of nginx.conf (which includes mime.types), set root to the built dist/',
    '# folder and add TLS (and a Strict-Transport-Security header) in front of it as your setup does.',
    'server {',
    '    listen 80;',
    '    listen [::]:80;',
    '    server_name _;',
    '    root /srv/ridgeline/dist;',
    '    index index.html;',
    '',
    '    charset utf-8;',
    '    server_tokens off;',
    '    # Redirects keep the visitor\'s scheme and host: Location is a path.',
    '    absolute_redirect off;',
    '    gzip on;',
    '    gzip_types text/css application/javascript application/json application/xml image/svg+xml text/plain;',
    '',
    '    error_page 404 /404.html;',
    '',
    locations.join('\n\n'),
    '}',
    '',
  ].join('\n');
}

function origin(url: string): string {
  return new URL(url).origin;
}
