import { netlifyToml, nginxConf, type HostInput } from './host-config.ts';

/** The committed host configs, by path from the repository root, as host-config.ts renders them. */
export function deployConfigFiles(site: HostInput): Record<string, string> {
  return {
    'netlify.toml': netlifyToml(site),
    'deploy/nginx.conf': nginxConf(site),
  };
}
