import type { Command } from 'commander';
import { spawn } from 'node:child_process';
import { startDevServer } from '../../pipeline/dev/dev-server.ts';
import { editorTemplate, KNOWN_EDITORS } from '../../pipeline/dev/overlay-state.ts';
import { shouldColor } from '../../pipeline/messages/report.ts';
import { projectRoot } from '../project-root.ts';

interface DevCliOptions { data: string; port: number; open: boolean; editor: string; strict: boolean; formsFile: string; cms: boolean; cmsPort: number }

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('build, serve on 127.0.0.1 and rebuild on every change to data/, schema/ or site/; pages reload, and show problems over the last good build')
    .option('--data <dir>', 'content folder to read', 'data')
    .option('--port <port>', 'port to listen on', (v) => Number.parseInt(v, 10), 4174)
    .option('--open', 'open the site in the default browser', false)
    .option('--editor <editor>', `where the overlay's links open a file: ${KNOWN_EDITORS.join(', ')}, or a URL template with {file}, {line} and {column}`, 'vscode')
    .option('--strict', 'treat warnings as errors too', false)
    .option('--forms-file <file>', 'where form posts are recorded, one JSON line each', '.forms/submissions.ndjson')
    .option('--cms-port <port>', 'port of decap-server, through which the CMS at /admin/ saves into the content folder', (v) => Number.parseInt(v, 10), 8081)
    .option('--no-cms', 'do not start decap-server (the CMS at /admin/ then cannot save locally)')
    .action(async (options: DevCliOptions) => {
      const editor = editorTemplate(options.editor);
      if (!editor) {
        console.error(`--editor must be one of ${KNOWN_EDITORS.join(', ')}, or a URL template holding {file}, such as "idea://open?file={file}&line={line}"`);
        process.exitCode = 1;
        return;
      }
      const started = performance.now();
      const log = (line: string) => console.error(line);
      // A dev server outlives many builds: a stray failure of ours (or of a tool's) is reported, and serving goes on.
      const survive = (error: unknown) => console.error('internal error (dev keeps running):', error);
      process.on('uncaughtException', survive);
      process.on('unhandledRejection', survive);
      log(`dev: building ${options.data}`);
      let dev;
      try {
        dev = await startDevServer({ root: projectRoot, dataDir: options.data, port: options.port, editor, strict: options.strict, formsFile: options.formsFile, log, color: shouldColor(process.stderr), ...(options.cms ? { cmsPort: options.cmsPort } : {}) });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        console.error(code === 'EADDRINUSE' ? `port ${options.port} is in use; choose another with --port` : `dev could not start: ${String(error)}`);
        process.exitCode = 1;
        return;
      }
      if (options.cms) console.log(`the CMS: ${dev.url}/admin/ saves into ${options.data} through decap-server on 127.0.0.1:${options.cmsPort}`);
      console.log(`serving ${options.data} at ${dev.url}/ (ready in ${Math.round(performance.now() - started)} ms); watching ${options.data}, schema and site; Ctrl+C to stop`);
      if (options.open) openBrowser(`${dev.url}/`);
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        void dev.close().then(() => { process.exitCode = 0; });
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}

/** The system's way to open a URL; a failure only means the editor opens the printed address by hand. */
function openBrowser(url: string): void {
  const [command, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]];
  const child = spawn(command, args as string[], { stdio: 'ignore', detached: true });
  child.on('error', () => console.error(`could not open a browser; open ${url} yourself`));
  child.unref();
}
