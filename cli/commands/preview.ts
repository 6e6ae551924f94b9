import type { Command } from 'commander';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { startStaticServer } from '../../pipeline/output/static-server.ts';

export function registerPreview(program: Command): void {
  program
    .command('preview')
    .description('serve the built site on 127.0.0.1 with the routing a static host gives (unknown paths -> 404.html)')
    .option('--out <dir>', 'built folder to serve', 'dist')
    .option('--host <host>', 'address to listen on; requests must name it (or localhost, 127.0.0.1, [::1]) as their Host', '127.0.0.1')
    .option('--port <port>', 'port to listen on', (v) => Number.parseInt(v, 10), 4173)
    .option('--forms-file <file>', 'where form posts are recorded, one JSON line each', '.forms/submissions.ndjson')
    .action(async (options: { out: string; host: string; port: number; formsFile: string }) => {
      try {
        await access(path.join(options.out, 'index.html'));
      } catch {
        console.error(`nothing to serve: ${options.out}/index.html is missing; run "npm run build" first`);
        process.exitCode = 1;
        return;
      }
      const { url } = await startStaticServer(options.out, options.port, options.host, options.formsFile);
      console.log(`serving ${options.out} at ${url}/  (Ctrl+C to stop); form posts are recorded in ${options.formsFile}`);
    });
}
