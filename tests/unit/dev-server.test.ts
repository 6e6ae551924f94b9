import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../pipeline/build.ts';
import { startDevServer, type DevServer } from '../../pipeline/dev/dev-server.ts';
import { CLIENT_TAG, withoutClient } from '../../pipeline/dev/inject-client.ts';
import { editorTemplate, type DevState } from '../../pipeline/dev/overlay-state.ts';
import { copyOfData, editFile, root, treeHash } from './fixture-harness.ts';
import { rawRequest } from './raw-http.ts';

/** The states the dev server sends, read from its event stream as a page's EventSource would. */
async function eventStream(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const states: DevState[] = [];
  let buffer = '';
  /** The next state (after the `seen` first ones) that `wanted` accepts, waiting up to `ms`. */
  const next = async (wanted: (state: DevState) => boolean, ms = 30_000): Promise<DevState> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = states.find(wanted);
      if (found) {
        states.splice(0, states.indexOf(found) + 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no such state; got ${JSON.stringify(states)}`);
      const { value, done } = await reader.read();
      if (done) throw new Error('the event stream ended');
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (event.startsWith('data: ')) states.push(JSON.parse(event.slice(6)) as DevState);
      }
    }
  };
  return { next, close: () => controller.abort() };
}

describe('npm run dev', () => {
  let copy: Awaited<ReturnType<typeof copyOfData>>;
  let dev: DevServer;
  let work: string;
  let post: string;
  let postPath: string;

  beforeAll(async () => {
    copy = await copyOfData();
    work = await mkdtemp(path.join(os.tmpdir(), 'dev-test-'));
    const name = (await readdir(path.join(copy.dataDir, 'posts'))).filter((f) => f.endsWith('.md')).sort()[0]!;
    post = path.join(copy.dataDir, 'posts', name);
    postPath = `/blog/${name.replace(/\.md$/, '')}`;
    // A quiet period well above the default: the test's save in two steps must stay one burst on a busy CI machine,
    // where other test files compete for both cores.
    dev = await startDevServer({ root, dataDir: copy.dataDir, port: 0, editor: editorTemplate('vscode')!, log: () => {}, quietMs: 100 });
  });
  afterAll(async () => {
    await dev?.close();
    await rm(dev?.outDir ?? path.join(work, 'none'), { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
    await copy.cleanup();
  });

  it('serves the same HTML as build for each route, apart from the injected script', async () => {
    const out = path.join(work, 'dist');
    expect((await buildSite({ root, dataDir: copy.dataDir, outDir: out, strict: false, noindex: false, log: () => {} })).ok).toBe(true);
    for (const [route, file] of [['/', 'index.html'], ['/services', 'services/index.html'], [postPath, `${postPath.slice(1)}/index.html`], ['/no-such-page', '404.html']] as const) {
      const html = await (await fetch(`${dev.url}${route}`)).text();
      expect(html, route).toContain(CLIENT_TAG);
      expect(withoutClient(html), route).toBe(await readFile(path.join(out, file), 'utf8'));
    }
    // Nothing is written to dist/ or beside the content.
    expect(path.relative(path.join(root, '.cache'), dev.outDir).startsWith('..')).toBe(false);
  });

  it('tells open pages to reload after an edit, and serves the new text', async () => {
    const events = await eventStream(`${dev.url}/__dev/events`);
    try {
      const before = await events.next(() => true);
      expect(before.ok).toBe(true);
      await editFile(post, (text) => `${text.trimEnd()}\n\nA sentence added while dev runs.\n`);
      const after = await events.next((state) => state.version !== before.version);
      expect(after).toMatchObject({ ok: true, messages: [] });
      expect(await (await fetch(`${dev.url}${postPath}`)).text()).toContain('A sentence added while dev runs.');
    } finally {
      events.close();
    }
  });

  it('sends the problems of a broken file with file, line, column, frame and link, keeps the last good page, and reloads once it is fixed', async () => {
    const events = await eventStream(`${dev.url}/__dev/events`);
    try {
      const good = await events.next(() => true);
      const text = await readFile(post, 'utf8');
      const line = text.split('\n').findIndex((l) => l.startsWith('title: ')) + 1;
      await editFile(post, (t) => t.replace(/^title: .*$/m, 'title: "never closed'));
      const broken = await events.next((state) => !state.ok);
      expect(broken.version).toBe(good.version);
      const shown = path.relative(process.cwd(), post).split(path.sep).join('/');
      expect(broken.messages).toEqual([expect.objectContaining({
        file: shown, line, column: 8, severity: 'error', rule: 'yaml/syntax',
        frame: expect.stringContaining('^'),
        href: `vscode://file${encodeURI(post.split(path.sep).join('/'))}:${line}:8`,
      })]);
      expect(broken.summary).toBe('✖ 1 error');
      // The last good output is still served.
      expect(await (await fetch(`${dev.url}${postPath}`)).text()).toContain('A sentence added while dev runs.');

      await editFile(post, () => text.replace('A sentence added while dev runs.', 'A sentence fixed while dev runs.'));
      const fixed = await events.next((state) => state.ok);
      expect(fixed.version).not.toBe(good.version);
      expect(await (await fetch(`${dev.url}${postPath}`)).text()).toContain('A sentence fixed while dev runs.');
    } finally {
      events.close();
    }
  });

  it('rebuilds once for a file saved by writing a copy and renaming it over the original, and still sees later writes to it', async () => {
    const events = await eventStream(`${dev.url}/__dev/events`);
    try {
      const first = await events.next(() => true);
      await dev.idle();
      const builds = dev.builds();
      const temp = path.join(path.dirname(post), '.save.tmp');
      await writeFile(temp, (await readFile(post, 'utf8')).replace('A sentence fixed while dev runs.', 'Saved by rename.'));
      await rename(temp, post);
      const renamed = await events.next((state) => state.version !== first.version);
      await dev.idle();
      expect(dev.builds()).toBe(builds + 1);
      expect(await (await fetch(`${dev.url}${postPath}`)).text()).toContain('Saved by rename.');
      await editFile(post, (t) => t.replace('Saved by rename.', 'Written in place.'));
      await events.next((state) => state.version !== renamed.version);
      expect(await (await fetch(`${dev.url}${postPath}`)).text()).toContain('Written in place.');
    } finally {
      events.close();
    }
  });

  it('keeps its event stream, with its file excerpts, from a page whose host name only resolves to 127.0.0.1', async () => {
    const { port } = new URL(dev.url);
    for (const host of ['evil.test', `evil.test:${port}`, `127.0.0.1.evil.test:${port}`, 'localhost:1', '']) {
      const res = await rawRequest(dev.url, ['GET /__dev/events HTTP/1.1', `Host: ${host}`], { headOnly: true });
      expect(res.status, host).toBe(421);
      expect(res.body, host).not.toContain('data:');
    }
    for (const host of [`localhost:${port}`, `[::1]:${port}`]) {
      const res = await rawRequest(dev.url, ['GET /__dev/events HTTP/1.1', `Host: ${host}`], { headOnly: true });
      expect(res.status, host).toBe(200);
      expect(res.head, host).toMatch(/content-type: text\/event-stream/i);
    }
  });

  it('still sees a folder that was removed and made again, as a checkout of another branch may do', async () => {
    const folder = path.dirname(post);
    const saved = path.join(work, 'posts-saved');
    await cp(folder, saved, { recursive: true });
    let builds = dev.builds();
    await rm(folder, { recursive: true });
    await until(() => dev.builds() > builds);
    await dev.idle();
    builds = dev.builds();
    await cp(saved, folder, { recursive: true });
    await until(() => dev.builds() > builds);
    await dev.idle();
    await editFile(post, (t) => t.replace('Written in place.', 'Seen after the checkout.'));
    await until(async () => (await (await fetch(`${dev.url}${postPath}`)).text()).includes('Seen after the checkout.'));
  });

  it('has written, after all these edits, exactly what a build from scratch of the same content writes', async () => {
    await dev.idle();
    const fresh = path.join(work, 'fresh');
    expect((await buildSite({ root, dataDir: copy.dataDir, outDir: fresh, strict: false, noindex: false, log: () => {} })).ok).toBe(true);
    expect([...(await treeHash(dev.outDir)).entries()]).toEqual([...(await treeHash(fresh)).entries()]);
  });
});

/** Resolves once `check` holds, polling; fails after 20 s. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
