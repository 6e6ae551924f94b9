import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { byteRange, ownOrigin, startStaticServer, type StaticServer } from '../../pipeline/output/static-server.ts';
import { rawRequest } from './raw-http.ts';

let dir: string;
let server: StaticServer;
const page = `<!DOCTYPE html><title>x</title>${'<p>Some text that compresses well. </p>'.repeat(200)}`;

const text = Array.from({ length: 100 }, (_, i) => `line ${String(i).padStart(3, '0')}\n`).join('');

/** Raw response headers, byte count and body (fetch would decompress and hide the encoding). */
function get(url: string, encoding?: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => { chunks.push(chunk); });
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: body.length, body: body.toString('latin1') });
      });
    }).on('error', reject).end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
  await writeFile(path.join(dir, 'index.html'), page);
  await writeFile(path.join(dir, '404.html'), '<!DOCTYPE html><title>Page Not Found</title>');
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets/entry-1yeVT2VI.js'), 'export {};');
  await writeFile(path.join(dir, 'notes.txt'), text);
  server = await startStaticServer(dir, 0);
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the preview server', () => {
  it('compresses text for browsers that accept it, as static hosts do', async () => {
    for (const encoding of ['gzip', 'br']) {
      const res = await get(`${server.url}/`, encoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.bytes).toBeLessThan(page.length / 5);
    }
  });

  it('sends plain bytes to a client that asks for no encoding', async () => {
    const res = await get(`${server.url}/`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.bytes).toBe(Buffer.byteLength(page));
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    expect((await get(`${server.url}/no-such-page`)).status).toBe(404);
  });

  it('lets browsers keep the hashed bundles under /assets/ as the host recipes do, and asks again for pages', async () => {
    expect((await get(`${server.url}/assets/entry-1yeVT2VI.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(`${server.url}/`)).headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
  });
});

describe('the preview server and Range headers', () => {
  const range = (value: string, encoding?: string) => get(`${server.url}/notes.txt`, encoding, { range: value });

  it('ignores a range whose last byte comes before its first, and goes on serving', async () => {
    const res = await range('bytes=100-50');
    expect(res.status).toBe(200);
    expect(res.body).toBe(text);
    expect((await get(`${server.url}/`)).status).toBe(200);
  });

  it('sends the whole file for Range values that are not byte ranges at all', async () => {
    for (const value of ['bytes=abc', 'bytes=-', 'bytes=', 'items=0-10', 'bytes=1-2-3', `bytes=${'9'.repeat(400)}-1`]) {
      const res = await range(value);
      expect(res.status, value).toBe(200);
      expect(res.bytes, value).toBe(text.length);
    }
  });

  it('answers 416 with the file\'s size when every one of several ranges lies past its end', async () => {
    const res = await range(`bytes=${text.length}-${text.length + 10}, 5000-6000,${'9'.repeat(30)}-`);
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${text.length}`);
    expect((await range('bytes=0-9')).status).toBe(206);
  });

  it('still sends the part asked for by one satisfiable range, a suffix included, uncompressed', async () => {
    const middle = await range('bytes=10-19', 'gzip');
    expect(middle).toMatchObject({ status: 206, body: text.slice(10, 20) });
    expect(middle.headers['content-range']).toBe(`bytes 10-19/${text.length}`);
    expect(middle.headers['content-encoding']).toBeUndefined();
    expect(await range('bytes=-9')).toMatchObject({ status: 206, body: text.slice(-9) });
    expect(await range(`bytes=${text.length - 5}-99999`)).toMatchObject({ status: 206, body: text.slice(-5) });
  });

  it('sends the whole file when several ranges could be met, or when If-Range is sent', async () => {
    expect(await range('bytes=0-4,10-14')).toMatchObject({ status: 200, bytes: text.length });
    expect(await get(`${server.url}/notes.txt`, undefined, { range: 'bytes=0-4', 'if-range': 'W/"x"' })).toMatchObject({ status: 200, bytes: text.length });
  });
});

describe('byteRange', () => {
  it('reads a first-to-end range, a suffix longer than the file and an empty suffix as RFC 9110 does', () => {
    expect(byteRange('bytes=5-', 10)).toEqual({ kind: 'range', start: 5, end: 9 });
    expect(byteRange('bytes=-50', 10)).toEqual({ kind: 'range', start: 0, end: 9 });
    expect(byteRange('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('the preview server answers only requests addressed to it', () => {
  const asked = (host: string | undefined) => rawRequest(server.url, ['GET / HTTP/1.1', ...(host === undefined ? [] : [`Host: ${host}`])]);
  const port = () => new URL(server.url).port;

  it('refuses a page of another name that resolves to 127.0.0.1 (DNS rebinding) with 421 and a short text', async () => {
    for (const host of ['evil.test', '127.0.0.1.evil.test', 'evil.test:' + port(), `localhost@evil.test:${port()}`]) {
      const res = await asked(host);
      expect(res.status, host).toBe(421);
      expect(res.body, host).toContain('misdirected request: this server answers to localhost, 127.0.0.1, [::1] on port');
    }
  });

  it('refuses its own names on another port, and a request with an empty Host or none', async () => {
    expect((await asked('localhost:1')).status).toBe(421);
    expect((await asked('127.0.0.1')).status).toBe(421);
    expect([400, 421]).toContain((await asked('')).status);
    expect([400, 421]).toContain((await asked(undefined)).status);
  });

  it('answers localhost, 127.0.0.1 and [::1] on its port, in any case', async () => {
    for (const host of [`localhost:${port()}`, `127.0.0.1:${port()}`, `[::1]:${port()}`, `LocalHost:${port()}`]) {
      expect((await asked(host)).status, host).toBe(200);
    }
  });
});

describe('ownOrigin', () => {
  it('allows the host the server was started on, and no port only for port 80', () => {
    expect(ownOrigin('my-box.lan:8080', 8080, 'my-box.lan')).toBe('http://my-box.lan:8080');
    expect(ownOrigin('my-box.lan:8080', 8080)).toBeUndefined();
    expect(ownOrigin('localhost', 80)).toBe('http://localhost');
    expect(ownOrigin('localhost', 8080)).toBeUndefined();
    expect(ownOrigin('[::1]:8080', 8080, '::1')).toBe('http://[::1]:8080');
  });
});

describe('a failure inside the server', () => {
  it('answers that one request with 500, or cuts it when it had begun, logs one line, and the server goes on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = await startStaticServer(dir, 0, '127.0.0.1', undefined, (req, res, next) => {
      if (req.url === '/boom') throw new Error('a bug of ours');
      if (req.url === '/gone') {
        // As sirv streams a file that a rebuild removes mid-read.
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        const file = new Readable({ read() {} });
        file.pipe(res);
        file.push('the first part');
        setTimeout(() => file.destroy(new Error('the file went away')), 50);
        return;
      }
      next();
    });
    try {
      expect((await get(`${failing.url}/boom`)).status).toBe(500);
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]![0])).toContain('a bug of ours');
      await expect(get(`${failing.url}/gone`)).rejects.toThrow();
      expect(log).toHaveBeenCalledTimes(2);
      expect(String(log.mock.calls[1]![0])).toContain('the file went away');
      expect((await get(`${failing.url}/`)).status).toBe(200);
    } finally {
      log.mockRestore();
      await failing.close();
    }
  });
});
