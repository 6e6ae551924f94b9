import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { startStaticServer, type StaticServer } from '../../pipeline/output/static-server.ts';

let dir: string;
let server: StaticServer;
const page = `<!DOCTYPE html><title>x</title>${'<p>Some text that compresses well. </p>'.repeat(200)}`;

/** Raw response headers and byte count (fetch would decompress and hide the encoding). */
function get(url: string, encoding?: string): Promise<{ status: number; headers: Record<string, unknown>; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
    }).on('error', reject).end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
  await writeFile(path.join(dir, 'index.html'), page);
  await writeFile(path.join(dir, '404.html'), '<!DOCTYPE html><title>Page Not Found</title>');
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets/entry-1yeVT2VI.js'), 'export {};');
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
