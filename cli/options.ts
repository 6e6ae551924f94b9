import { Option, type Command } from 'commander';

export interface ContentOptions { data: string; out: string; format: 'pretty' | 'json' | 'github'; strict: boolean; launch: boolean }

export function addContentOptions(command: Command, withOut: boolean): Command {
  command
    .option('--data <dir>', 'content folder to read', 'data')
    .addOption(new Option('--format <format>', 'how to print problems').choices(['pretty', 'json', 'github']).default('pretty'))
    .option('--strict', 'fail on warnings too', false)
    .option('--launch', 'for the live site: also fail on placeholder content (.example domains, 555-01xx phone numbers, lorem ipsum)', false);
  if (withOut) command.option('--out <dir>', 'folder to write the site to', 'dist');
  return command;
}
