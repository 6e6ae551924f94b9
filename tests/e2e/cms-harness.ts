import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { loadSchemas } from '../../pipeline/check/compiled-schemas.ts';
import { contentKinds } from '../../pipeline/content/content-kinds.ts';
import { cmsConfig } from '../../pipeline/cms/cms-config.ts';
import { adminConfigYaml, adminIndexHtml, adminSetupScript, type SetupConfig } from '../../pipeline/cms/admin-page.ts';
import { ADMIN_CSP } from '../../pipeline/hosting/host-config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(root, 'package.json'));

export interface CmsHarness {
  /** The temporary project: its data/ is a copy of tests/fixtures/site. */
  project: string;
  dataDir: string;
  adminUrl: string;
  close(): Promise<void>;
}

/**
 * The CMS as an editor runs it, on 127.0.0.1 only: a copy of the frozen content as data/ of a temporary project,
 * decap-server in its fs mode on that project, and /admin/ served with the page, config and Decap script the build
 * writes, under the /admin/ Content-Security-Policy of the host rules (plus decap-server's origin, as on localhost).
 */
export async function startCms(adminPort: number, backendPort: number): Promise<CmsHarness> {
  const project = mkdtempSync(path.join(os.tmpdir(), 'cms-project-'));
  const dataDir = path.join(project, 'data');
  cpSync(path.join(root, 'tests/fixtures/site'), dataDir, { recursive: true });
  const backendUrl = `http://127.0.0.1:${backendPort}/api/v1`;
  const config = cmsConfig(loadSchemas(path.join(root, 'schema')), contentKinds, { localBackendUrl: backendUrl });
  const decapDir = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
  const files = new Map<string, [string, string | Buffer]>([
    ['/admin/', ['text/html; charset=utf-8', adminIndexHtml('Test site', backendUrl)]],
    ['/admin/config.yml', ['text/yaml; charset=utf-8', adminConfigYaml(config)]],
    ['/admin/cms-setup.js', ['text/javascript', adminSetupScript([], config as unknown as SetupConfig)]],
  ]);
  const decapFile = (name: string) => readdirSync(decapDir).includes(name) && !name.endsWith('.map') ? readFileSync(path.join(decapDir, name)) : undefined;
  const csp = ADMIN_CSP.replace('connect-src ', `connect-src http://127.0.0.1:${backendPort} `);
  const server: Server = createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0]!;
    const own = files.get(url);
    const shipped = own ? undefined : url.startsWith('/admin/') ? decapFile(url.slice('/admin/'.length)) : undefined;
    if (!own && !shipped) {
      res.writeHead(404).end();
      return;
    }
    const type = own ? own[0] : url.endsWith('.wasm') ? 'application/wasm' : 'text/javascript';
    res.writeHead(200, { 'Content-Type': type, 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' }).end(own ? own[1] : shipped);
  });
  await new Promise<void>((resolve) => server.listen(adminPort, '127.0.0.1', resolve));

  const backend: ChildProcess = spawn(process.execPath, [require.resolve('decap-server')], {
    cwd: project,
    env: { ...process.env, PORT: String(backendPort), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: project, MODE: 'fs', LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => backend.once('exit', () => resolve()));
  const started = Date.now();
  while (!(await fetch(backendUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' }).then((r) => r.ok, () => false))) {
    if (Date.now() - started > 15_000 || backend.exitCode !== null) throw new Error('decap-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    project,
    dataDir,
    adminUrl: `http://127.0.0.1:${adminPort}/admin/`,
    async close() {
      if (backend.exitCode === null) backend.kill('SIGTERM');
      await exited;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(project, { recursive: true, force: true });
    },
  };
}
