import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface CmsServer {
  /** Where the CMS at /admin/ reaches it: Decap's `local_backend.url`. */
  url: string;
  close(): Promise<void>;
}

/**
 * decap-server, Decap CMS's local backend, for `dev`: the CMS at /admin/ on localhost saves through it straight into
 * the files under `repoDir` (its "fs" mode: no commit, no account), and dev's watcher rebuilds as for any save.
 * Bound to 127.0.0.1 only; it answers pages of localhost and 127.0.0.1 alone (its default ORIGIN).
 */
export function startCmsServer(root: string, repoDir: string, port: number, log: (line: string) => void): CmsServer {
  const entry = createRequire(path.join(root, 'package.json')).resolve('decap-server');
  const child: ChildProcess = spawn(process.execPath, [entry], {
    // Its .env file, if any, is read from its working folder: the repository's, as for the rest of dev.
    cwd: repoDir,
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: repoDir, MODE: 'fs', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => log(`decap-server: ${chunk.toString().trimEnd()}`));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => { if (code) log(`decap-server stopped (exit code ${code}); /admin/ cannot save until dev restarts (is port ${port} taken? choose another with --cms-port)`); });
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
