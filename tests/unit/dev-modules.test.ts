import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startStaticServer, type StaticServer } from '../../pipeline/output/static-server.ts';
import { CLIENT_TAG, injectClient, transformHtmlResponse, withoutClient } from '../../pipeline/dev/inject-client.ts';
import { editorLink, editorTemplate } from '../../pipeline/dev/overlay-state.ts';
import { buildFailure } from '../../pipeline/dev/build-failure.ts';
import { codeFrame } from '../../pipeline/messages/code-frame.ts';
import { buildCodeFiles, textHash } from '../../pipeline/dev/build-code.ts';
import { watchSources } from '../../pipeline/dev/watch-sources.ts';
import { deployConfigFolders } from '../../pipeline/dev/dev-server.ts';
import { root } from './fixture-harness.ts';

describe('the dev client tag', () => {
  it('goes just before the closing body tag', () => {
    expect(injectClient('<html><body><p>x</p></body></html>')).toBe(`<html><body><p>x</p>${CLIENT_TAG}</body></html>`);
  });

  it('goes before the last closing body tag when a page mentions one in its text', () => {
    const page = '<html><body><pre>&lt;/body&gt; and </body> in code</pre></body></html>';
    expect(injectClient(page)).toBe(`<html><body><pre>&lt;/body&gt; and </body> in code</pre>${CLIENT_TAG}</body></html>`);
  });

  it('goes at the end of a page without a closing body tag, and comes out again', () => {
    expect(injectClient('<p>x')).toBe(`<p>x${CLIENT_TAG}`);
    expect(withoutClient(injectClient('<p>x</body>'))).toBe('<p>x</body>');
  });
});

/** Raw status, headers and body, decompressed when gzipped (fetch would hide the encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    }).on('error', reject).end();
  });
}

describe('a static server with the dev hook', () => {
  let dir: string;
  let server: StaticServer;
  const page = `<!DOCTYPE html><html><body>${'<p>Some text that compresses well.</p>'.repeat(100)}</body></html>`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dev-inject-'));
    await writeFile(path.join(dir, 'index.html'), page);
    await writeFile(path.join(dir, 'data.json'), '{"a":"</body>"}');
    await writeFile(path.join(dir, '404.html'), '<!DOCTYPE html><title>Page Not Found</title><body>gone</body>');
    server = await startStaticServer(dir, 0, '127.0.0.1', undefined, (_req, res, next) => {
      transformHtmlResponse(res, injectClient);
      next();
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('adds the tag to a page and sends its new length', async () => {
    const res = await get(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(injectClient(page));
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(injectClient(page)));
  });

  it('adds the tag to a compressed page too', async () => {
    const res = await get(`${server.url}/`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toBe(injectClient(page));
  });

  it('adds the tag to the 404 page, which keeps its status', async () => {
    const res = await get(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    expect(res.body).toContain(`gone${CLIENT_TAG}</body>`);
  });

  it('leaves other files byte for byte as they are', async () => {
    const res = await get(`${server.url}/data.json`);
    expect(res.body).toBe('{"a":"</body>"}');
  });

  it('answers a revalidation of an unchanged page with 304 and no body', async () => {
    const first = await get(`${server.url}/`);
    const again = await get(`${server.url}/`, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the overlay links', () => {
  it('open a file at its line and column in VS Code by default', () => {
    expect(editorLink(editorTemplate('vscode')!, 'data/posts/a b.md', 3, 7, '/work/site')).toBe('vscode://file/work/site/data/posts/a%20b.md:3:7');
  });

  it('point at the first line and column for a whole-file problem', () => {
    expect(editorLink(editorTemplate('vscode')!, 'data/site.yaml', 0, 0, '/w')).toBe('vscode://file/w/data/site.yaml:1:1');
  });

  it('follow a template given with --editor, and refuse a name that is neither', () => {
    expect(editorLink(editorTemplate('idea://open?file={file}&line={line}')!, '../x.yaml', 2, 1, '/w/site')).toBe('idea://open?file=/w/x.yaml&line=2');
    expect(editorTemplate('notepad')).toBeUndefined();
  });
});

describe('a build that threw', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dev-failure-'));
    await mkdir(path.join(dir, 'site'));
    await writeFile(path.join(dir, 'site/box.tsx'), 'export const a = 1;\nexport const broken = ;\nexport const c = 3;\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('becomes a message at the place Rolldown names in its coloured text, with a frame as validate draws it', () => {
    // The shape Vite 8 throws for a component that does not parse (colours shortened).
    const error = Object.assign(new Error('Build failed with 1 error'), { errors: [{
      message: '\u001b[31m[builtin:vite-transform] \u001b[0mUnexpected token\n    \u001b[38;5;246m╭─[\u001b[0m site/box.tsx:2:23 \u001b[38;5;246m]\u001b[0m\n',
      loc: { line: 2, column: 22 },
    }] });
    expect(buildFailure(error, dir, dir)).toEqual({
      file: 'site/box.tsx', line: 2, column: 23, severity: 'error', rule: 'dev/build-failed',
      message: 'the build stopped: Unexpected token; fix it and save, and dev builds again',
      frame: codeFrame('export const a = 1;\nexport const broken = ;\nexport const c = 3;\n', 2, 23),
    });
  });

  it('becomes a whole-build message when nothing names a place', () => {
    expect(buildFailure(new Error('disk full'), '/w', '/w')).toEqual({ file: '(build)', line: 0, column: 0, severity: 'error', rule: 'dev/build-failed', message: 'the build stopped: disk full; fix it and save, and dev builds again' });
  });
});

describe('the build code dev cannot reload', () => {
  it('is every file under site/ that the bundled CLI was made from, with the hash of its text', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'dev-code-'));
    try {
      await mkdir(path.join(dir, '.cache/cli'), { recursive: true });
      await mkdir(path.join(dir, 'site/lib'), { recursive: true });
      await writeFile(path.join(dir, 'site/routes.ts'), 'export const routes = [];');
      await writeFile(path.join(dir, 'site/lib/search.ts'), 'export const fields = [];');
      await writeFile(path.join(dir, '.cache/cli/site.mjs.map'), JSON.stringify({ sources: ['../../node_modules/yaml/dist/index.js', '../../pipeline/build.ts', '../../site/routes.ts'] }));
      await writeFile(path.join(dir, '.cache/cli/chunk-A.mjs.map'), JSON.stringify({ sources: ['../../site/lib/search.ts', '../../site/routes.ts'] }));
      const files = buildCodeFiles(dir, path.join(dir, '.cache/cli'));
      expect([...files.keys()].sort()).toEqual([path.join(dir, 'site/lib/search.ts'), path.join(dir, 'site/routes.ts')]);
      expect(files.get(path.join(dir, 'site/routes.ts'))).toBe(textHash(path.join(dir, 'site/routes.ts')));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is nothing when dev runs from the TypeScript sources, without a bundle', () => {
    expect(buildCodeFiles(root, path.join(root, 'pipeline/dev')).size).toBe(0);
  });
});

describe('watching for dev', () => {
  it('reports no change of a swap file or backup that an editor writes beside the file it saves', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'watch-scratch-'));
    await mkdir(path.join(dir, 'posts'));
    const seen: string[] = [];
    const stop = watchSources([{ dir }], (file) => seen.push(path.relative(dir, file)), (error) => { throw error; });
    try {
      // What editors write beside a file as they save it: Vim's swap file and backup, JetBrains' temporary copy,
      // Emacs's auto-save file; then the file itself.
      await writeFile(path.join(dir, 'posts/.a.md.swp'), 'x');
      await writeFile(path.join(dir, 'posts/a.md~'), 'x');
      await writeFile(path.join(dir, 'posts/a.md___jb_tmp___'), 'x');
      await writeFile(path.join(dir, 'posts/#a.md#'), 'x');
      await rm(path.join(dir, 'posts/a.md~'));
      await writeFile(path.join(dir, 'posts/a.md'), 'x');
      await expect.poll(() => seen, { timeout: 5_000 }).toContain('posts/a.md');
      // Events arrive in order: by the time a.md's is here, the others' would have been too.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(new Set(seen)).toEqual(new Set(['posts/a.md']));
    } finally {
      stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
  it('watches the committed host configs of the repository\'s own data/, and of no other content folder', async () => {
    const repo = await mkdtemp(path.join(os.tmpdir(), 'watch-configs-'));
    await mkdir(path.join(repo, 'data'));
    await mkdir(path.join(repo, 'deploy'));
    expect(deployConfigFolders(repo, path.join(repo, 'tests/fixtures/site'))).toEqual([]);
    const seen: string[] = [];
    const stop = watchSources(deployConfigFolders(repo, path.join(repo, 'data')), (file) => seen.push(path.relative(repo, file)), (error) => { throw error; });
    try {
      await writeFile(path.join(repo, 'README.md'), 'x');
      await writeFile(path.join(repo, 'deploy/notes.txt'), 'x');
      await writeFile(path.join(repo, 'netlify.toml'), 'x');
      await writeFile(path.join(repo, 'deploy/nginx.conf'), 'x');
      await expect.poll(() => new Set(seen), { timeout: 5_000 }).toEqual(new Set(['netlify.toml', path.join('deploy', 'nginx.conf')]));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(new Set(seen)).toEqual(new Set(['netlify.toml', path.join('deploy', 'nginx.conf')]));
    } finally {
      stop();
      await rm(repo, { recursive: true, force: true });
    }
  });
});

describe('watching single files of a folder', () => {
  it('reports only the named files, nothing else from that folder, and still everything from a watched folder in it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'watch-only-'));
    await mkdir(path.join(dir, 'sub'));
    await mkdir(path.join(dir, 'data'));
    const seen: string[] = [];
    const stop = watchSources([{ dir: path.join(dir, 'data') }, { dir, only: ['netlify.toml'] }], (file) => seen.push(path.relative(dir, file)), (error) => { throw error; });
    try {
      // Nothing happens, nothing is reported (the check for watched folders made again runs every 500 ms).
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(seen).toEqual([]);
      await writeFile(path.join(dir, 'other.txt'), 'x');
      await writeFile(path.join(dir, 'sub/netlify.toml'), 'x');
      await writeFile(path.join(dir, 'data/site.yaml'), 'x');
      await writeFile(path.join(dir, 'netlify.toml'), 'x');
      await expect.poll(() => seen, { timeout: 5_000 }).toContain('netlify.toml');
      // Events arrive in order: by the time netlify.toml's is here, the others' would have been too.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(new Set(seen)).toEqual(new Set(['data/site.yaml', 'netlify.toml']));
    } finally {
      stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
