import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runOnOwnThread } from '../../pipeline/workers/pool.ts';
import { buildTasks } from '../../pipeline/tasks.ts';
import { bundledCliWorker } from './bundled-cli.ts';
import { bodyRef } from '../../pipeline/markdown/body-refs.ts';
import type { PageJob, PageShared } from '../../pipeline/render/render-page.ts';
import type { PageTaskContext } from '../../pipeline/render/page-task.ts';
import type { RouteEntry } from '../../site/routes.ts';

const meta = { title: 't', description: 'd', canonical: '/hello', indexable: true };
const route = { path: '/hello', page: 'faq', props: { faq: { categories: [] }, body: bodyRef('k') }, meta } as unknown as RouteEntry;
const job: PageJob = { route, files: ['hello/index.html'], key: 'k', cached: undefined, bodies: { k: { key: 'k', text: '# Hello' } } };
const site = { baseUrl: 'https://example.com' };
const shared = { site, navigation: {}, assets: { faq: { scripts: [], styles: [] } }, noindex: false, jsonLd: { site, team: {}, services: [] }, pictures: {} } as unknown as PageShared;

/** A page task's context, with a server renderer of one line that shows the route's body, writing under `stagingDir`. */
async function pageContext(dir: string, stagingDir: string): Promise<PageTaskContext> {
  const serverEntry = path.join(dir, 'entry-server.cjs');
  await writeFile(serverEntry, 'exports.renderRoute = async ({ route }) => [{ html: `<main>${route.props.body}</main>` }];\n');
  return { shared, serverEntry, previousDir: path.join(dir, 'none'), stagingDir };
}

describe('a task on a thread of its own (how Vite builds the bundles)', () => {
  let dir = '';
  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it('settles once the task is done, with its output written', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'own-thread-'));
    const script = await bundledCliWorker('worker');
    const done = await runOnOwnThread(buildTasks, 'page', job, await pageContext(dir, path.join(dir, 'out')), script);
    expect(done).toMatchObject({ path: '/hello', reused: false, markdown: 1 });
    expect(await readFile(path.join(dir, 'out/hello/index.html'), 'utf8')).toBe('<main><h1 id="user-content-hello">Hello</h1></main>');
  });

  it("rejects with the task's error when the task fails on its thread", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'own-thread-'));
    // A file where the task's folder should be: the write fails in the worker.
    await writeFile(path.join(dir, 'blocked'), '');
    const script = await bundledCliWorker('worker');
    const failure = runOnOwnThread(buildTasks, 'page', job, await pageContext(dir, path.join(dir, 'blocked', 'sub')), script);
    await expect(failure).rejects.toThrow(/worker: .*(ENOTDIR|EEXIST)/);
    // With its own fields, as a compile error's place (dev's overlay reads it) must arrive.
    await expect(failure).rejects.toMatchObject({ code: expect.stringMatching(/ENOTDIR|EEXIST/), syscall: 'mkdir' });
  });

  it('runs the task on the main thread with SITE_THREADS=1, so its error is thrown as it is', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'own-thread-'));
    await writeFile(path.join(dir, 'blocked'), '');
    vi.stubEnv('SITE_THREADS', '1');
    const script = await bundledCliWorker('worker');
    const failure = runOnOwnThread(buildTasks, 'page', job, await pageContext(dir, path.join(dir, 'blocked', 'sub')), script);
    await expect(failure).rejects.toThrow(/ENOTDIR|EEXIST/);
    await expect(failure).rejects.not.toThrow(/^worker:/);
  });
});
