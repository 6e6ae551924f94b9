import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A real nginx serving a built folder with the committed deploy/nginx.conf server block. */
export interface NginxServer { url: string; port: number; close(): Promise<void> }

export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Starts nginx on 127.0.0.1 and a free port, in a temporary prefix, with deploy/nginx.conf's server block
 * (its listen lines replaced by that port and its root by `dir`) inside a minimal main config. Logs go to the
 * temporary folder; close() stops nginx and removes the folder.
 */
export async function startNginx(dir: string, confFile = path.resolve('deploy/nginx.conf')): Promise<NginxServer> {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`startNginx: ${root} has no index.html; build the site first`);
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'nginx-test-'));
  const port = await freePort();
  const conf = mainConfig(await readFile(confFile, 'utf8'), { root, port, prefix });
  const confPath = path.join(prefix, 'nginx.conf');
  await writeFile(confPath, conf);

  const child = spawn(NGINX_BINARY, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', confPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilListening(url, exited, () => stderr);
  } catch (error) {
    await stop(child, exited);
    const log = await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
    await rm(prefix, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    url,
    port,
    async close() {
      await stop(child, exited);
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

async function waitUntilListening(url: string, exited: Promise<number | null>, stderr: () => string): Promise<void> {
  let done = false;
  void exited.then(() => { done = true; });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (done) throw new Error(`nginx exited before it listened: ${stderr()}`);
    try {
      await fetch(`${url}/robots.txt`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not listen on ${url} within 10 s: ${stderr()}`);
}

/** Graceful stop (SIGQUIT lets workers finish), then SIGKILL if it hangs; only the process we started. */
async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGQUIT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A complete nginx.conf around a committed server block: its listen lines replaced by 127.0.0.1:port, its root by
 * `root`, pid, logs and temp folders in `prefix`, and the few MIME types the site uses (no /etc/nginx needed).
 */
export function mainConfig(serverConf: string, { root, port, prefix }: { root: string; port: number; prefix: string }): string {
  const serverBlock = serverConf
    .replace(/^\s*listen\s+\[::\]:\d+[^;]*;\n/gm, '')
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${root};`);
  return [
    // As root, nginx would hand requests to workers running as nobody, who cannot read a private build folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    'master_process on;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    '    types {',
    '        text/html html; text/css css; application/javascript js mjs; application/json json map;',
    '        application/xml xml; text/plain txt; image/svg+xml svg; image/png png; image/jpeg jpg jpeg;',
    '        image/webp webp; image/avif avif; image/x-icon ico; font/woff2 woff2; font/woff woff;',
    '    }',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${path.join(prefix, t)};`),
    serverBlock,
    '}',
    '',
  ].join('\n');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
