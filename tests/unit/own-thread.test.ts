import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runOnOwnThread } from '../../pipeline/workers/pool.ts';
import { buildTasks } from '../../pipeline/tasks.ts';
import { bundledCliWorker } from './bundled-cli.ts';

describe('a task on a thread of its own (how Vite builds the bundles)', () => {
  let dir = '';
  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it('settles once the task is done, with its output written', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'own-thread-'));
    const script = await bundledCliWorker('worker');
    await runOnOwnThread(buildTasks, 'markdown', { key: 'k', text: '# Hello' }, { dir }, script);
    expect(await readFile(path.join(dir, 'k.html'), 'utf8')).toContain('Hello</h1>');
  });

  it("rejects with the task's error when the task fails on its thread", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'own-thread-'));
    // A file where the task's folder should be: the write fails in the worker.
    await writeFile(path.join(dir, 'blocked'), '');
    const script = await bundledCliWorker('worker');
    const failure = runOnOwnThread(buildTasks, 'markdown', { key: 'k', text: 'x' }, { dir: path.join(dir, 'blocked', 'sub') }, script);
    await expect(failure).rejects.toThrow(/worker: .*(ENOTDIR|EEXIST)/);
    // With its own fields, as a compile error's place (dev's overlay reads it) must arrive.
    await expect(failure).rejects.toMatchObject({ code: expect.stringMatching(/ENOTDIR|EEXIST/), syscall: 'mkdir' });
  });

  it('runs the task on the main thread with SITE_THREADS=1, so its error is thrown as it is', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'own-thread-'));
    await writeFile(path.join(dir, 'blocked'), '');
    vi.stubEnv('SITE_THREADS', '1');
    const script = await bundledCliWorker('worker');
    const failure = runOnOwnThread(buildTasks, 'markdown', { key: 'k', text: 'x' }, { dir: path.join(dir, 'blocked', 'sub') }, script);
    await expect(failure).rejects.toThrow(/ENOTDIR|EEXIST/);
    await expect(failure).rejects.not.toThrow(/^worker:/);
  });
});
