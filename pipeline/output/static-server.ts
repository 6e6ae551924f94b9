import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { recordFormPost } from './form-receiver.ts';

export interface StaticServer { server: Server; url: string; close(): Promise<void> }

/**
 * A hook run before the files are served (inside compression): it may answer the request itself, or adjust `res`
 * and call `next`. `dev` uses it for its event stream and to add its script to every HTML page.
 */
export type ServeHook = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Serves a built folder the way a static host does: `/x` and `/x/` answer `/x/index.html`, any unknown path
 * answers `404.html` with status 404, and text is compressed. With `formsFile`, a POST is a form post, recorded
 * in that file as Netlify would record it (pipeline/form-receiver.ts) instead of being lost.
 */
export async function startStaticServer(dir: string, port: number, host = '127.0.0.1', formsFile?: string, hook?: ServeHook): Promise<StaticServer> {
  const root = path.resolve(dir);
  // Loaded here: only `preview` serves files, and every other command starts faster without it.
  const [{ default: sirv }, { default: compression }] = await Promise.all([import('sirv'), import('compression')]);
  // Compressed like every static host serves text (gzip or brotli), so what preview and Lighthouse measure is what
  // visitors download.
  const compress = compression();
  const serve = sirv(root, {
    dev: true,
    extensions: ['html'],
    etag: true,
    // As every host recipe serves them: their names change with their content. A reload in dev then fetches the
    // page alone, not each of its scripts again.
    setHeaders: (res, pathname) => {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // Read for each answer: the folder may be rebuilt while it is served (dev).
  const notFound = () => readFile(path.join(root, '404.html')).catch(() => Buffer.from('<!DOCTYPE html><title>Not found</title><h1>Page Not Found</h1>'));
  const server = createServer((req, res) => {
    if (formsFile && req.method === 'POST') {
      void recordFormPost(req, res, formsFile);
      return;
    }
    const serveFile = () => serve(req, res, () => {
      void notFound().then((page) => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(page);
      });
    });
    compress(req as never, res as never, () => (hook ? hook(req, res, serveFile) : serveFile()));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
