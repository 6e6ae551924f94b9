import type { Command } from 'commander';
import { addContentOptions, addHostOption, type ContentOptions } from '../options.ts';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { formatReport, shouldColor } from '../../pipeline/messages/report.ts';
import { countBySeverity } from '../../pipeline/messages/messages.ts';
import { projectRoot } from '../project-root.ts';

export function registerValidate(program: Command): void {
  addHostOption(addContentOptions(program.command('validate'), false))
    .description('check every content file against its schema and the cross-file rules; exit 1 on errors')
    .action(async (options: ContentOptions) => {
      const { messages } = await checkContent(options.data, projectRoot, process.cwd(), { launch: options.launch, host: options.host });
      process.stdout.write(formatReport(messages, options.format, shouldColor(process.stdout)));
      process.exitCode = failed(messages, options.strict) ? 1 : 0;
    });
}

export function failed(messages: Parameters<typeof countBySeverity>[0], strict: boolean): boolean {
  const { errors, warnings } = countBySeverity(messages);
  return errors > 0 || (strict && warnings > 0);
}
