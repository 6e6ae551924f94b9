import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { recordFormPost } from './form-receiver.ts';

export interface StaticServer { server: Server; url: string; close(): Promise<void> }

/**
 * A hook run before the files are served (inside compression): it may answer the request itself, or adjust `res`
 * and call `next`. `dev` uses it for its event stream and to add its script to every HTML page.
 */
export type ServeHook = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The names every local server answers to; another page's name (DNS rebinding) must not read its answers. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `host` as WHATWG URL writes a hostname (IPv6 in brackets, lower case), or undefined when it is not one. */
function hostname(host: string): string | undefined {
  try {
    return new URL(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The origin a request is addressed to (`http://` and its Host), when it is one this server answers to: a loopback
 * name or `listenHost`, on `port` (no port only for 80). Undefined for any other Host, a missing one, or one
 * carrying more than a host and port.
 */
export function ownOrigin(hostHeader: string | undefined, port: number, listenHost = '127.0.0.1'): string | undefined {
  if (!hostHeader) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${hostHeader}`);
  } catch {
    return undefined;
  }
  // `a@localhost:1/x` parses as localhost too: only a bare host and port is a Host.
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return undefined;
  if (!LOOPBACK_HOSTS.includes(url.hostname) && url.hostname !== hostname(listenHost)) return undefined;
  // URL drops the scheme's default port, so '' is port 80.
  return url.port === (port === 80 ? '' : String(port)) ? url.origin : undefined;
}

/** What a Range header asks of a file of `size` bytes (RFC 9110 §14): ignore it, 416, or one range. */
export type ByteRange = { kind: 'ignore' } | { kind: 'unsatisfiable' } | { kind: 'range'; start: number; end: number };

/**
 * Reads a Range header. A header that is not valid `bytes=` ranges is ignored (the whole file, 200), as the RFC
 * allows; so is one asking for several satisfiable ranges, since sirv sends no multipart answers. Only a valid
 * header whose every range lies past the end is unsatisfiable.
 */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const specs = /^bytes=(.*)$/i.exec(header?.trim() ?? '')?.[1]?.split(',').map((s) => s.trim()).filter(Boolean);
  if (!specs || specs.length === 0) return { kind: 'ignore' };
  const ranges: { start: number; end: number }[] = [];
  for (const spec of specs) {
    const m = /^(\d*)-(\d*)$/.exec(spec);
    if (!m || (m[1] === '' && m[2] === '')) return { kind: 'ignore' };
    if (m[1] === '') {
      // A suffix: the last n bytes; n = 0 selects nothing.
      const length = Number(m[2]);
      if (length > 0 && size > 0) ranges.push({ start: Math.max(0, size - length), end: size - 1 });
      continue;
    }
    const start = Number(m[1]);
    const end = m[2] === '' ? Infinity : Number(m[2]);
    // Last before first makes the whole header invalid (§14.1.1).
    if (end < start) return { kind: 'ignore' };
    if (start < size) ranges.push({ start, end: Math.min(end, size - 1) });
  }
  if (ranges.length === 0) return { kind: 'unsatisfiable' };
  return ranges.length === 1 ? { kind: 'range', ...ranges[0]! } : { kind: 'ignore' };
}

/**
 * Rewrites the request's Range header into the one form sirv reads correctly (it would pass `bytes=100-50` on to
 * fs.createReadStream, which throws): removed to send the whole file, `bytes=<size>-` for its own 416.
 */
function settleRange(req: IncomingMessage, size: number): void {
  // Ranges are defined for GET alone; If-Range compares strong validators, and sirv's ETags are weak.
  const asked = req.method === 'GET' && req.headers['if-range'] === undefined ? byteRange(req.headers.range, size) : { kind: 'ignore' as const };
  // sirv reads an end of 0 as "to the end": `bytes=0-0` is answered whole instead.
  if (asked.kind === 'ignore' || (asked.kind === 'range' && asked.end === 0)) delete req.headers.range;
  else if (asked.kind === 'unsatisfiable') req.headers.range = `bytes=${size}-`;
  else req.headers.range = `bytes=${asked.start}-${asked.end}`;
}

/**
 * Serves a built folder the way a static host does: `/x` and `/x/` answer `/x/index.html`, any unknown path
 * answers `404.html` with status 404, and text is compressed. With `formsFile`, a POST is a form post, recorded
 * in that file as Netlify would record it (pipeline/form-receiver.ts) instead of being lost. Only requests
 * addressed to a loopback name or `host` on this port are answered (ownOrigin).
 */
export async function startStaticServer(dir: string, port: number, host = '127.0.0.1', formsFile?: string, hook?: ServeHook): Promise<StaticServer> {
  const root = path.resolve(dir);
  // Loaded here: only `preview` serves files, and every other command starts faster without it.
  const [{ default: sirv }, { default: compression }] = await Promise.all([import('sirv'), import('compression')]);
  // Compressed like every static host serves text (gzip or brotli), so what preview and Lighthouse measure is what
  // visitors download. A part of a file (206) is sent as is: its Content-Range counts the file's own bytes.
  const compress = compression({ filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res) });
  const serve = sirv(root, {
    dev: true,
    extensions: ['html'],
    etag: true,
    // Called with the file's size just before sirv sends it: the moment to settle the Range header.
    setHeaders: (res, pathname, stats) => {
      settleRange(res.req, stats.size);
      // As every host recipe serves them: their names change with their content. A reload in dev then fetches the
      // page alone, not each of its scripts again.
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // Read for each answer: the folder may be rebuilt while it is served (dev).
  const notFound = () => readFile(path.join(root, '404.html')).catch(() => Buffer.from('<!DOCTYPE html><title>Not found</title><h1>Page Not Found</h1>'));
  let actualPort = port;
  const names = [...new Set([...LOOPBACK_HOSTS, hostname(host) ?? host])].join(', ');

  /** Our bug, or a file gone mid-send: one line in the log, and the request alone fails. */
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    console.error(`server error on ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
    if (res.headersSent || res.writableEnded) {
      res.destroy();
      return;
    }
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    res.end('internal server error');
  };

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const origin = ownOrigin(req.headers.host, actualPort, host);
    if (!origin) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`misdirected request: this server answers to ${names} on port ${actualPort} only\n`);
      return;
    }
    if (formsFile && req.method === 'POST') {
      recordFormPost(req, res, formsFile, origin).catch((error: unknown) => fail(req, res, error));
      return;
    }
    // sirv pipes files without an error handler: a file removed while it is read (a rebuild in dev) fails here.
    res.on('pipe', (source: Readable) => { source.on('error', (error) => fail(req, res, error)); });
    const serveFile = () => serve(req, res, () => {
      notFound().then((page) => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(page);
      }).catch((error: unknown) => fail(req, res, error));
    });
    compress(req as never, res as never, () => (hook ? hook(req, res, serveFile) : serveFile()));
  };

  const server = createServer((req, res) => {
    // No request may stop the server for every other one.
    try {
      answer(req, res);
    } catch (error) {
      fail(req, res, error);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${hostname(host) ?? host}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
