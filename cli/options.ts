import { Option, type Command } from 'commander';
import { hostFromEnv, STATIC_HOSTS } from '../pipeline/hosting/static-hosts.ts';

export interface ContentOptions { data: string; out: string; format: 'pretty' | 'json' | 'github'; strict: boolean; launch: boolean; host?: string }

export function addContentOptions(command: Command, withOut: boolean): Command {
  command
    .option('--data <dir>', 'content folder to read', 'data')
    .addOption(new Option('--format <format>', 'how to print problems').choices(['pretty', 'json', 'github']).default('pretty'))
    .option('--strict', 'fail on warnings too', false)
    .option('--launch', 'for the live site: also fail on placeholder content (.example domains, 555-01xx phone numbers, lorem ipsum, drafting notes such as TODO)', false);
  if (withOut) command.option('--out <dir>', 'folder to write the site to', 'dist');
  return command;
}

/** `--host`: what validate and build check the content against (forms that work on one host only). */
export function addHostOption(command: Command): Command {
  return command.addOption(new Option('--host <host>', 'the static host the site is for (default: SITE_HOST, or Netlify and Cloudflare Pages from their build environment); stops when its forms cannot work there')
    .choices(Object.keys(STATIC_HOSTS)).default(hostFromEnv(process.env)));
}
