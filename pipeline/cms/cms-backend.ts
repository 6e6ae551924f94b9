import type { CmsConfigOptions } from './cms-config.ts';
import type { SiteContent } from '../../site/content-types.ts';

/** What site.yaml says of the CMS's login on the live site (its `cms` block, typed from the schema). */
type CmsSettings = SiteContent['site']['cms'];

/**
 * The live site's CMS backend, from site.yaml: Netlify's Git Gateway when `cms` is left out, otherwise GitHub through
 * the named login proxy. The proxy's address is parsed into the origin Decap calls `base_url` and the path it calls
 * `auth_endpoint`, so the config holds values, never the text as typed.
 */
export function cmsBackend(settings: CmsSettings | undefined): NonNullable<CmsConfigOptions['backend']> {
  if (!settings) return { name: 'git-gateway' };
  const proxy = new URL(settings.loginProxy);
  const path = proxy.pathname.replace(/^\/+|\/+$/g, '');
  return { name: 'github', repo: settings.repo, branch: settings.branch ?? 'main', base_url: proxy.origin, ...(path ? { auth_endpoint: path } : {}) };
}
