import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * A local stand-in for a form provider (Netlify Forms or a form endpoint), for `npm run preview` and the tests:
 * it reads a form post (multipart, urlencoded or JSON), drops it when a honeypot is filled, records it, and
 * answers as a provider does. Nothing is pretended: a post that is not recorded is not answered with success.
 */

/** One form post as the provider sees it: every text field, and each file by name, size and type. */
export interface Submission {
  fields: Record<string, string>;
  files: { field: string; name: string; size: number; type: string }[];
}

/** The honeypots of both providers (form-delivery.ts): Netlify's bot-field, Formspree's and Basin's _gotcha. */
export const HONEYPOTS = ['bot-field', '_gotcha'];

export function isSpam(submission: Submission): boolean {
  return HONEYPOTS.some((name) => (submission.fields[name] ?? '').trim() !== '');
}

/** Reads a POST body into a Submission, with the Web API's own form-data parser. */
export async function readSubmission(req: IncomingMessage): Promise<Submission> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) {
    const data = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    return { fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])), files: [] };
  }
  const request = new Request('http://form.local/', { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(body) });
  const submission: Submission = { fields: {}, files: [] };
  for (const [key, value] of await request.formData()) {
    if (typeof value === 'string') submission.fields[key] = value;
    else if (value.name || value.size > 0) submission.files.push({ field: key, name: value.name, size: value.size, type: value.type });
    else submission.fields[key] = '';
  }
  return submission;
}

/** A browser navigating (a plain HTML form post), as opposed to fetch() from a script. */
export function isNavigation(req: IncomingMessage): boolean {
  const mode = req.headers['sec-fetch-mode'];
  return mode ? mode === 'navigate' : (req.headers.accept ?? '').includes('text/html');
}

/**
 * Answers a recorded post: a script gets 200 and JSON; a plain form post is sent on to `thankYou` with 303 (as
 * Netlify shows the form's action page, and an endpoint redirects to the site's thank-you page).
 */
export function answerDelivered(req: IncomingMessage, res: ServerResponse, thankYou: string): void {
  if (isNavigation(req)) {
    res.writeHead(303, { Location: thankYou });
    res.end();
    return;
  }
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end('{"ok":true}');
}

/** Appends each submission as one JSON line to `file` (made with its folder when missing). */
export function ndjsonRecorder(file: string): (submission: Submission & { receivedAt: string; path: string }) => Promise<void> {
  return async (entry) => {
    await mkdir(path.dirname(file), { recursive: true });
    await appendFile(file, `${JSON.stringify(entry)}\n`);
  };
}

/**
 * The preview server's form handling, like Netlify's: a POST to any page path is a form post. It is recorded in
 * `file` (unless it is spam) and the visitor is sent on to the page posted to (the form's thank-you page).
 */
export async function recordFormPost(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
  const target = (req.url ?? '/').split('?')[0]!;
  try {
    const submission = await readSubmission(req);
    if (!isSpam(submission)) await ndjsonRecorder(file)({ receivedAt: new Date().toISOString(), path: target, ...submission });
    answerDelivered(req, res, target);
  } catch (error) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`could not read the form post: ${(error as Error).message}`);
  }
}
