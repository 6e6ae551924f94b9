import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { THANK_YOU_PATH } from '../../site/lib/form-delivery.ts';

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

/** Why a post is not recorded, as the status and plain text it is answered with. */
export interface Refusal { status: number; message: string }

/** A post holds 10 MB at most, a file 5 MB (the careers form's own limit on a resume). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The honeypots of both providers (form-delivery.ts honeypotField): Netlify's bot-field, Formspree's and Basin's _gotcha. */
export const HONEYPOTS = ['bot-field', '_gotcha'];

/** The pages a plain HTML post may be sent on to: the site's thank-you page (form-delivery.ts). */
export const THANK_YOU_PATHS = [THANK_YOU_PATH, `${THANK_YOU_PATH}/`];

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

export function isSpam(submission: Submission): boolean {
  return HONEYPOTS.some((name) => (submission.fields[name] ?? '').trim() !== '');
}

/** Every form the site renders carries a honeypot; a post without one was not sent by its pages. */
export function hasHoneypot(submission: Submission): boolean {
  return HONEYPOTS.some((name) => Object.hasOwn(submission.fields, name));
}

/**
 * A post from another site is refused: a page elsewhere must not fill the local submissions file. Browsers send
 * Origin with every POST and Sec-Fetch-Site with most requests; a client sending neither (curl, a test) is local.
 */
export function crossOriginRefusal(req: IncomingMessage, ownOrigin: string): Refusal | undefined {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if ((origin === undefined || origin === ownOrigin) && (site === undefined || site === 'same-origin' || site === 'none')) return undefined;
  return { status: 403, message: 'form posts from another site are refused' };
}

const TOO_LARGE: Refusal = { status: 413, message: `a form post may hold ${MAX_BODY_BYTES / 1024 / 1024} MB at most` };

/**
 * The body, up to `limit` bytes. A declared Content-Length over it is refused unread; otherwise reading stops (the
 * request is paused, nothing more kept) as soon as the bytes pass it.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | Refusal> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (value: Buffer | Refusal) => {
      req.off('data', onData).off('end', onEnd).off('error', onCut).off('close', onCut);
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        req.pause();
        settle(TOO_LARGE);
      }
    };
    const onEnd = () => settle(Buffer.concat(chunks));
    // The client went away mid-post: there is no one to answer, and nothing to record.
    const onCut = () => settle({ status: 400, message: 'the form post was cut off' });
    req.on('data', onData).on('end', onEnd).on('error', onCut).on('close', onCut);
  });
}

/** A résumé is a PDF or a Word document; the name and the browser's type say nothing, the first bytes do. */
export function isDocument(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return buffer.subarray(0, 5).toString('latin1') === '%PDF-' || isDocx(buffer);
}

/** A ZIP (PK\3\4) whose central directory names word/document.xml, the part every .docx holds. */
function isDocx(zip: Buffer): boolean {
  if (zip.length < 22 || zip.readUInt32LE(0) !== 0x04034b50) return false;
  // The end-of-central-directory record: the last 22 bytes, or further back by a comment of up to 64 KB.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) { end = at; break; }
  }
  if (end === -1) return false;
  const directoryEnd = zip.readUInt32LE(end + 16) + zip.readUInt32LE(end + 12);
  for (let at = zip.readUInt32LE(end + 16); at + 46 <= Math.min(directoryEnd, end);) {
    if (zip.readUInt32LE(at) !== 0x02014b50) return false;
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.toString('latin1', at + 46, at + 46 + nameLength) === 'word/document.xml') return true;
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return false;
}

/** A body as a Submission (the Web API's own form-data parser), or why it cannot be one. */
export async function parseSubmission(body: Buffer, contentType: string): Promise<Submission | Refusal> {
  if (/^application\/json\b/i.test(contentType)) {
    let data: unknown;
    try {
      data = JSON.parse(body.toString('utf8'));
    } catch {
      return { status: 400, message: 'the form post is not valid JSON' };
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return { status: 400, message: 'a JSON form post is one object of fields' };
    return { fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])), files: [] };
  }
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    return { status: 415, message: 'a form post is multipart/form-data, urlencoded or JSON' };
  }
  let entries: FormData;
  try {
    entries = await new Request('http://form.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
  } catch {
    return { status: 400, message: 'the form post could not be read' };
  }
  const submission: Submission = { fields: {}, files: [] };
  for (const [key, value] of entries) {
    if (typeof value === 'string') submission.fields[key] = value;
    else if (value.name || value.size > 0) {
      if (value.size > MAX_FILE_BYTES) return { status: 413, message: `${value.name} is over ${MAX_FILE_BYTES / 1024 / 1024} MB` };
      if (!isDocument(new Uint8Array(await value.arrayBuffer()))) return { status: 415, message: `${value.name} is neither a PDF nor a Word (.docx) document` };
      submission.files.push({ field: key, name: value.name, size: value.size, type: value.type });
    } else submission.fields[key] = '';
  }
  return submission;
}

/** The body within the limits, as a Submission, or why it is not one. */
export async function readForm(req: IncomingMessage): Promise<Submission | Refusal> {
  const body = await readBody(req);
  return isRefusal(body) ? body : parseSubmission(body, req.headers['content-type'] ?? '');
}

/** readForm for a caller that answers every failure alike (the e2e form server): a refusal rejects. */
export async function readSubmission(req: IncomingMessage): Promise<Submission> {
  const read = await readForm(req);
  if (isRefusal(read)) throw new Error(read.message);
  return read;
}

/** A browser navigating (a plain HTML form post), as opposed to fetch() from a script. */
export function isNavigation(req: IncomingMessage): boolean {
  const mode = req.headers['sec-fetch-mode'];
  return mode ? mode === 'navigate' : (req.headers.accept ?? '').includes('text/html');
}

/**
 * Where a plain HTML post posted to `candidate` is sent on: that path when it is the site's own thank-you page,
 * else the thank-you page (never a path elsewhere, such as `//evil.test/x`).
 */
export function thankYouPath(candidate: string, ownOrigin: string): string {
  let url: URL;
  try {
    url = new URL(candidate, ownOrigin);
  } catch {
    return THANK_YOU_PATH;
  }
  return url.origin === ownOrigin && THANK_YOU_PATHS.includes(url.pathname) ? url.pathname : THANK_YOU_PATH;
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

/**
 * Answers a refused post in plain text. A body still arriving is not read on (the request stays paused); the
 * connection is closed a moment after the answer is out. Not at once, nor with Connection: close (Node then closes
 * as soon as it is written): closing with unread bytes resets the connection, and the client may lose the answer.
 */
export function answerRefused(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  if (!req.complete) {
    res.on('finish', () => {
      req.pause();
      setTimeout(() => req.socket.destroy(), 500).unref();
    });
  }
  res.writeHead(refusal.status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`${refusal.message}\n`);
}

/** Appends each submission as one JSON line to `file` (made with its folder when missing). */
export function ndjsonRecorder(file: string): (submission: Submission & { receivedAt: string; path: string }) => Promise<void> {
  return async (entry) => {
    await mkdir(path.dirname(file), { recursive: true });
    await appendFile(file, `${JSON.stringify(entry)}\n`);
  };
}

/**
 * The preview server's form handling, like Netlify's: a POST to any page path of the site's own origin is a form
 * post. It is recorded in `file` (unless a filled honeypot marks it as spam) and a plain HTML post is sent on to
 * the thank-you page. A post from another site, over the size limits, with a file that is no document, or without
 * the honeypot is refused and not recorded.
 */
export async function recordFormPost(req: IncomingMessage, res: ServerResponse, file: string, ownOrigin: string): Promise<void> {
  const target = (req.url ?? '/').split('?')[0]!;
  const read = crossOriginRefusal(req, ownOrigin) ?? await readForm(req);
  if (isRefusal(read)) return answerRefused(req, res, read);
  if (!hasHoneypot(read)) return answerRefused(req, res, { status: 422, message: 'the form post has no honeypot field; only the site\'s own forms are recorded' });
  // Like Netlify: a filled honeypot is dropped without telling the bot.
  if (!isSpam(read)) await ndjsonRecorder(file)({ receivedAt: new Date().toISOString(), path: target, ...read });
  answerDelivered(req, res, thankYouPath(req.url ?? '/', ownOrigin));
}
