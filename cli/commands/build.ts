import type { Command } from 'commander';
import { setFlagsFromString } from 'node:v8';
import { addContentOptions, addHostOption, type ContentOptions } from '../options.ts';
import { buildSite } from '../../pipeline/build.ts';
import { formatReport, shouldColor } from '../../pipeline/messages/report.ts';
import { projectRoot } from '../project-root.ts';

interface BuildCliOptions extends ContentOptions { noindex: boolean }

export function registerBuild(program: Command): void {
  addHostOption(addContentOptions(program.command('build'), true))
    .description('validate, generate, bundle and pre-render every route into the output folder (atomically)')
    .option('--noindex', 'for preview deploys: robots.txt disallows all and pages carry noindex', process.env.SITE_NOINDEX === '1')
    .action(async (options: BuildCliOptions) => {
      // A build holds 100-150 MiB of content for a few seconds and turns over far more in garbage (Markdown trees,
      // pages). V8's own growing factor lets that pile up: with 4,000 posts a cold build peaked at 363 MiB, and at
      // 234 MiB with V8 collecting once the heap has grown by a quarter. Applies to the worker threads too.
      if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) setFlagsFromString('--heap-growing-percent=25');
      const log = options.format === 'pretty' ? (line: string) => console.error(line) : () => {};
      log(`building ${options.data} -> ${options.out}`);
      const result = await buildSite({ root: projectRoot, dataDir: options.data, outDir: options.out, strict: options.strict, launch: options.launch, host: options.host, noindex: options.noindex, log });
      if (options.format === 'json') {
        // The messages, and what the build did, for programs (CI, the tests).
        const { messages: _messages, ...build } = result;
        const report = JSON.parse(formatReport(result.messages, 'json', false)) as object;
        process.stdout.write(`${JSON.stringify({ ...report, build }, null, 2)}\n`);
      } else if (result.messages.length > 0 || options.format !== 'pretty') {
        process.stdout.write(formatReport(result.messages, options.format, shouldColor(process.stdout)));
      }
      if (!result.ok) {
        log(`✖ build stopped: fix the problems above; ${options.out} was left as it was`);
        process.exitCode = 1;
        return;
      }
      log(`✔ built ${result.pages} pages, ${(result.bytes / 1024).toFixed(0)} KiB of HTML, in ${(result.ms / 1000).toFixed(2)} s`);
      // Who else visitors' browsers talk to: each origin is in trustedOrigins of site.yaml and in the CSP.
      log(result.thirdPartyOrigins.length > 0 ? `  third-party origins: ${result.thirdPartyOrigins.join(', ')}` : '  third-party origins: none');
    });
}
