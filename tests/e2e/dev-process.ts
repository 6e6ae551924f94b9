import { spawn } from 'node:child_process';
import path from 'node:path';

export interface DevProcess {
  url: string;
  /** From spawning the process to the server answering its first page, in ms. */
  startMs: number;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends SIGINT, as Ctrl+C does, and resolves with the exit code. */
  stop(): Promise<number | null>;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts `node cli/site.mjs dev` as a user would, on a content folder and port of its own, and waits until it serves.
 * The CMS's local backend starts only when `extra` names its port (`--cms-port`): its default port is one for all.
 */
export async function startDevProcess(dataDir: string, port: number, extra: string[] = []): Promise<DevProcess> {
  const started = performance.now();
  const cms = extra.includes('--cms-port') ? [] : ['--no-cms'];
  const child = spawn(process.execPath, [path.join(root, 'cli/site.mjs'), 'dev', '--data', dataDir, '--port', String(port), ...cms, ...extra], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => { gone = true; });
  for (;;) {
    if (gone) throw new Error(`dev exited before it served:\n${output}`);
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`dev did not serve within 120 s:\n${output}`);
    }
    if (await fetch(`${url}/`).then((res) => res.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    output: () => output,
    async stop() {
      if (!gone) child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
