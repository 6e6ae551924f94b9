import type { Command } from 'commander';
import { addContentOptions, type ContentOptions } from '../options.ts';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { formatReport, shouldColor } from '../../pipeline/messages/report.ts';
import { deployConfigFiles } from '../../pipeline/hosting/deploy-config.ts';
import { projectRoot } from '../project-root.ts';
import { writeOrCheck } from '../write-or-check.ts';
import { failed } from './validate.ts';
import type { HostInput } from '../../pipeline/hosting/host-config.ts';

interface DeployConfigOptions extends ContentOptions { check: boolean }

export function registerDeployConfig(program: Command): void {
  addContentOptions(program.command('deploy-config'), false)
    .description('write netlify.toml and deploy/nginx.conf from pipeline/host-config.ts and data/site.yaml')
    .option('--check', 'write nothing; exit 1 when a file is out of date', false)
    .action(async (options: DeployConfigOptions) => {
      const checked = await checkContent(options.data, projectRoot, process.cwd(), { launch: options.launch });
      const { value } = checked;
      // Stale configs are what this command is for: it writes them anew instead of refusing.
      const messages = checked.messages.filter((m) => m.rule !== 'deploy/out-of-date');
      if (failed(messages, options.strict)) {
        process.stdout.write(formatReport(messages, options.format, shouldColor(process.stdout)));
        process.exitCode = 1;
        return;
      }
      const site = value.valid.find((f) => f.kind.kind === 'site')?.data as HostInput;
      const stale = await writeOrCheck(deployConfigFiles(site), options.check, 'deploy-config');
      if (stale > 0) process.exitCode = 1;
    });
}
