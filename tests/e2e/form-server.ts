import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';

/** One form post as the receiving service would see it: every field as text (files by name). */
export type Submission = Record<string, string>;

export interface FormServer {
  url: string;
  /** Every POST / received, in order. */
  submissions: Submission[];
  /** 'ok' answers 200, 'fail' answers 500. */
  mode: 'ok' | 'fail';
  /** Holds every answer back until the returned function is called (to observe 'Sending...'). */
  hold(): () => void;
  close(): Promise<void>;
}

/**
 * A stand-in for the form service (Netlify Forms): serves the built site like a static host and accepts
 * POST / with multipart (or urlencoded) form data, parsed with the Web API's Request#formData().
 */
export async function startFormServer(dir = process.env.PREVIEW_DIR ?? 'dist'): Promise<FormServer> {
  const root = path.resolve(dir);
  const serve = sirv(root, { dev: true, extensions: ['html'] });
  const notFound = await readFile(path.join(root, '404.html'));
  let gate: Promise<void> = Promise.resolve();
  const state: FormServer = {
    url: '',
    submissions: [],
    mode: 'ok',
    hold: () => {
      let release = () => {};
      gate = new Promise((resolve) => { release = resolve; });
      return release;
    },
    close: async () => {},
  };

  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && (req.url ?? '/').split('?')[0] === '/') {
      void (async () => {
        const body = await readBody(req);
        const request = new Request('http://form.test/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: new Uint8Array(body) });
        const data = await request.formData();
        const fields: Submission = {};
        for (const [key, value] of data) fields[key] = typeof value === 'string' ? value : value.name;
        state.submissions.push(fields);
        await gate;
        res.statusCode = state.mode === 'ok' ? 200 : 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(state.mode === 'ok' ? '<!DOCTYPE html><title>Form received</title><h1>Form received</h1>' : 'Internal Server Error');
      })().catch((error: unknown) => {
        res.statusCode = 400;
        res.end(String(error));
      });
      return;
    }
    serve(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(notFound);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  state.close = () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return state;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
