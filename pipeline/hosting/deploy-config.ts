import path from 'node:path';
import { netlifyToml, nginxConf, type HostInput } from './host-config.ts';

/** The committed host configs, by path from the repository root. */
export const DEPLOY_CONFIG_PATHS = ['netlify.toml', 'deploy/nginx.conf'] as const;

/** The committed host configs as host-config.ts renders them, by path from the repository root. */
export function deployConfigFiles(site: HostInput): Record<(typeof DEPLOY_CONFIG_PATHS)[number], string> {
  return {
    'netlify.toml': netlifyToml(site),
    'deploy/nginx.conf': nginxConf(site),
  };
}

/**
 * Where the committed host configs of a content folder are: the repository root when the folder is the repository's
 * own data/ (the configs are rendered from data/site.yaml), otherwise nowhere (a test fixture, a copy, a benchmark).
 */
export function deployConfigRoot(root: string, dataDir: string): string | undefined {
  return path.resolve(dataDir) === path.join(path.resolve(root), 'data') ? path.resolve(root) : undefined;
}
