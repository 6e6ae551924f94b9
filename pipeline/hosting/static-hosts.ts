/** The static hosts the deploy guide (docs/deploy.md) covers, by the name `--host` and SITE_HOST take. */
export const STATIC_HOSTS = {
  netlify: 'Netlify',
  'cloudflare-pages': 'Cloudflare Pages',
  'github-pages': 'GitHub Pages',
  s3: 'S3 + CloudFront',
  nginx: 'nginx',
} as const;

export type StaticHost = keyof typeof STATIC_HOSTS;

/**
 * The host a build is for, from its environment: SITE_HOST when set (the GitHub Pages workflow sets it; anyone may),
 * else what the host's own build sets (Netlify: NETLIFY=true, Cloudflare Pages: CF_PAGES=1). Undefined elsewhere,
 * such as on a laptop or in CI: then nothing is checked against a host.
 */
export function hostFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  if (env.SITE_HOST) return env.SITE_HOST;
  if (env.NETLIFY === 'true') return 'netlify';
  if (env.CF_PAGES === '1') return 'cloudflare-pages';
  return undefined;
}
