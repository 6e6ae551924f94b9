import { createServer, type Server } from 'node:http';
import { fixtureDist } from '../fixture-content.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { answerDelivered, isSpam, readSubmission, type Submission as Received } from '../../pipeline/output/form-receiver.ts';
import { THANK_YOU_PATH } from '../../site/lib/form-delivery.ts';

/** One form post as the receiving service would see it: every field as text (files by name). */
export type Submission = Record<string, string>;

export interface FormServer {
  url: string;
  /** Every form post received and delivered (not spam), in order. */
  submissions: Submission[];
  /** The files of those posts, by field, name, size and type. */
  files: Received['files'];
  /** 'ok' answers 200, 'fail' answers 500. */
  mode: 'ok' | 'fail';
  /** Holds every answer back until the returned function is called (to observe 'Sending...'). */
  hold(): () => void;
  close(): Promise<void>;
}

/**
 * A stand-in for the form provider, on a real local HTTP server: serves the built site like a static host, and takes
 * a POST to any path as Netlify Forms does (or, on its own origin, as a form endpoint does), with multipart,
 * urlencoded or JSON data (pipeline/output/form-receiver.ts). A post whose honeypot is filled is answered but not kept.
 */
export async function startFormServer(dir = process.env.PREVIEW_DIR ?? fixtureDist): Promise<FormServer> {
  const root = path.resolve(dir);
  const serve = sirv(root, { dev: true, extensions: ['html'] });
  const notFound = await readFile(path.join(root, '404.html'));
  let gate: Promise<void> = Promise.resolve();
  const state: FormServer = {
    url: '',
    submissions: [],
    files: [],
    mode: 'ok',
    hold: () => {
      let release = () => {};
      gate = new Promise((resolve) => { release = resolve; });
      return release;
    },
    close: async () => {},
  };

  const server: Server = createServer((req, res) => {
    // A form endpoint on another origin (this server's port) is posted to from the site's origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type, Accept' });
      res.end();
      return;
    }
    if (req.method === 'POST') {
      void (async () => {
        const submission = await readSubmission(req);
        await gate;
        if (state.mode === 'fail') {
          res.statusCode = 500;
          res.end('Internal Server Error');
          return;
        }
        // Like Netlify and form backends: a filled honeypot is dropped without telling the bot.
        if (!isSpam(submission)) {
          const fields: Submission = { ...submission.fields };
          for (const file of submission.files) fields[file.field] = file.name;
          state.submissions.push(fields);
          state.files.push(...submission.files);
        }
        // Netlify shows the page posted to (the form's action, the thank-you page); an endpoint on another origin
        // sends the visitor back to the site's thank-you page.
        const pathname = (req.url ?? '/').split('?')[0]!;
        const origin = req.headers.origin && req.headers.origin !== 'null' && req.headers.origin !== state.url ? req.headers.origin : '';
        answerDelivered(req, res, origin ? `${origin}${THANK_YOU_PATH}` : pathname);
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
