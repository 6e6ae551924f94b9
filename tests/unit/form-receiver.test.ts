import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { crc32 } from 'node:zlib';
import { startStaticServer, type StaticServer } from '../../pipeline/output/static-server.ts';
import { isDocument, thankYouPath } from '../../pipeline/output/form-receiver.ts';
import { rawRequest } from './raw-http.ts';

let dir: string;
let formsFile: string;
let server: StaticServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'form-receiver-'));
  formsFile = path.join(dir, '.forms', 'submissions.ndjson');
  await writeFile(path.join(dir, 'index.html'), '<!DOCTYPE html><title>Home</title>');
  await writeFile(path.join(dir, '404.html'), '<!DOCTYPE html><title>Page Not Found</title>');
  server = await startStaticServer(dir, 0, '127.0.0.1', formsFile);
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const recorded = async () => (existsSync(formsFile) ? (await readFile(formsFile, 'utf8')).trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, any>) : []);

/** A browser's plain form post (fetch() cannot send Sec-Fetch-Mode: navigate): status and Location. */
function navigatePost(url: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate', accept: 'text/html', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function contactForm(extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries({ 'form-name': 'contact', 'bot-field': '', name: 'Jordan Miles', message: 'Hello', ...extra })) data.set(k, v);
  return data;
}

describe('the preview server records form posts instead of pretending', () => {
  it('writes a script\'s multipart post to the submissions file, with every field and the file\'s name and size, and answers 200', async () => {
    const data = contactForm();
    data.set('resume', new File(['%PDF-1.4 resume'], 'resume.pdf', { type: 'application/pdf' }));
    const response = await fetch(`${server.url}/`, { method: 'POST', body: data });
    expect(response.status).toBe(200);
    const [entry] = await recorded();
    expect(entry).toMatchObject({ path: '/', fields: { 'form-name': 'contact', 'bot-field': '', name: 'Jordan Miles', message: 'Hello' }, files: [{ field: 'resume', name: 'resume.pdf', size: 15, type: 'application/pdf' }] });
    expect(Date.parse(entry!.receivedAt)).not.toBeNaN();
  });

  it('sends a plain HTML post on to the page it was posted to (the thank-you page) with 303', async () => {
    const response = await navigatePost(`${server.url}/thank-you`, new URLSearchParams({ 'form-name': 'call-request', 'bot-field': '', phone: '(215) 555-0123' }).toString());
    expect(response).toEqual({ status: 303, location: '/thank-you' });
    expect((await recorded()).at(-1)).toMatchObject({ path: '/thank-you', fields: { 'form-name': 'call-request', phone: '(215) 555-0123' } });
  });

  it('reads JSON posts too', async () => {
    await fetch(`${server.url}/`, { method: 'POST', body: JSON.stringify({ 'form-name': 'custom-quote', _gotcha: '', fullName: 'Ana' }), headers: { 'content-type': 'application/json' } });
    expect((await recorded()).at(-1)).toMatchObject({ fields: { 'form-name': 'custom-quote', fullName: 'Ana' } });
  });

  it('does not record a post whose honeypot is filled', async () => {
    const before = (await recorded()).length;
    for (const honeypot of ['bot-field', '_gotcha']) {
      const response = await fetch(`${server.url}/`, { method: 'POST', body: contactForm({ [honeypot]: 'http://spam.example' }) });
      expect(response.ok).toBe(true);
    }
    expect(await recorded()).toHaveLength(before);
  });

  it('still serves pages to GET', async () => {
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});

/** A .docx as far as the receiver looks: a ZIP of stored entries whose central directory names word/document.xml. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt32LE(crc32(data), 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(fileName.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    central.push(header, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const pdfBytes = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const docxBytes = zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });

describe('the preview server takes only documents as a resume', () => {
  const postResume = (bytes: string | Uint8Array, name = 'resume.pdf') => {
    const data = contactForm({ 'form-name': 'job-application' });
    data.set('resume', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type: 'application/pdf' }));
    return fetch(`${server.url}/`, { method: 'POST', body: data });
  };

  it('refuses a program, a web page and an empty file named resume.pdf with 415 and a plain message, recording none', async () => {
    const before = (await recorded()).length;
    for (const bytes of [Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00PE\x00\x00', 'latin1'), '<!DOCTYPE html><title>resume</title>', '', zip({ 'xl/workbook.xml': '<workbook/>' })]) {
      const response = await postResume(bytes);
      expect(response.status).toBe(415);
      expect(await response.text()).toBe('resume.pdf is neither a PDF nor a Word (.docx) document\n');
    }
    expect(await recorded()).toHaveLength(before);
  });

  it('records a real PDF and a Word document, whatever their names say', async () => {
    expect((await postResume(pdfBytes)).status).toBe(200);
    expect((await recorded()).at(-1)).toMatchObject({ files: [{ name: 'resume.pdf', size: pdfBytes.length }] });
    expect((await postResume(docxBytes, 'resume.docx')).status).toBe(200);
    expect((await recorded()).at(-1)).toMatchObject({ files: [{ name: 'resume.docx', size: docxBytes.length }] });
  });

  it('tells a ZIP without word/document.xml and a truncated one from a Word document', () => {
    expect(isDocument(docxBytes)).toBe(true);
    expect(isDocument(docxBytes.subarray(0, docxBytes.length - 30))).toBe(false);
    expect(isDocument(zip({ 'word.xml': 'word/document.xml' }))).toBe(false);
  });

  it('refuses a resume over 5 MB with 413, though the post is under 10 MB', async () => {
    const before = (await recorded()).length;
    const response = await postResume(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]));
    expect(response.status).toBe(413);
    expect(await recorded()).toHaveLength(before);
  });
});

/**
 * Streams up to `total` bytes of a form post in 64 KB chunks, as fast as the server takes them, and goes on after
 * its answer as a hostile client would, until the connection closes: the status, how much had been sent when it
 * came, and in all.
 */
function streamPost(total: number, headers: Record<string, string | number>): Promise<{ status: number; sentAtAnswer: number; sent: number; closed: boolean }> {
  return new Promise((resolve) => {
    let sent = 0;
    let sentAtAnswer = -1;
    let status = 0;
    let closed = false;
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      req.destroy();
      resolve({ status, sentAtAnswer, sent, closed });
    };
    const req = request(`${server.url}/`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } }, (res) => {
      status = res.statusCode ?? 0;
      sentAtAnswer = sent;
      res.resume();
    });
    // The server closing the connection shows up as a failed write or read.
    req.on('error', () => { closed = true; done(); });
    req.on('close', () => { closed = true; done(); });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!finished && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    pump();
    setTimeout(done, 10_000);
  });
}

describe('the preview server caps a form post at 10 MB', () => {
  const MB = 1024 * 1024;

  it('answers 413 to a declared Content-Length over the cap before the body is sent, reads no more and closes the connection', async () => {
    const before = (await recorded()).length;
    const result = await streamPost(200 * MB, { 'content-length': 200 * MB });
    expect(result).toMatchObject({ status: 413, closed: true });
    expect(result.sentAtAnswer).toBeLessThan(10 * MB);
    expect(result.sent).toBeLessThan(40 * MB);
    expect(await recorded()).toHaveLength(before);
  });

  it('stops reading a chunked post without Content-Length once it passes the cap: 413 long before the client is done', async () => {
    const result = await streamPost(200 * MB, {});
    expect(result).toMatchObject({ status: 413, closed: true });
    expect(result.sentAtAnswer).toBeGreaterThan(10 * MB);
    expect(result.sentAtAnswer).toBeLessThan(40 * MB);
    expect(result.sent).toBeLessThan(40 * MB);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});

describe('the preview server records only its own site\'s forms', () => {
  it('refuses with 403 a post whose Origin is another site, or the same host on another port', async () => {
    const before = (await recorded()).length;
    for (const origin of ['http://evil.test', server.url.replace(/:\d+$/, ':1'), 'null']) {
      const response = await fetch(`${server.url}/`, { method: 'POST', body: contactForm(), headers: { origin } });
      expect(response.status, origin).toBe(403);
    }
    expect(await recorded()).toHaveLength(before);
  });

  it('refuses a plain HTML post that the browser marks Sec-Fetch-Site: cross-site, and takes a same-origin one', async () => {
    const before = (await recorded()).length;
    const body = new URLSearchParams({ 'form-name': 'contact', 'bot-field': '', name: 'Ana' }).toString();
    expect((await navigatePost(`${server.url}/thank-you`, body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await navigatePost(`${server.url}/thank-you`, body, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect(await recorded()).toHaveLength(before);
    expect(await navigatePost(`${server.url}/thank-you`, body, { 'sec-fetch-site': 'same-origin', origin: server.url })).toEqual({ status: 303, location: '/thank-you' });
    expect(await recorded()).toHaveLength(before + 1);
  });

  it('refuses with 422 a post without any honeypot field', async () => {
    const before = (await recorded()).length;
    const data = contactForm();
    data.delete('bot-field');
    const response = await fetch(`${server.url}/`, { method: 'POST', body: data });
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/no honeypot/);
    expect(await recorded()).toHaveLength(before);
  });

  it('refuses a post addressed to another host name with 421, recording nothing', async () => {
    const before = (await recorded()).length;
    const res = await rawRequest(server.url, ['POST / HTTP/1.1', 'Host: evil.test', 'Content-Type: application/x-www-form-urlencoded'], { body: 'form-name=contact&bot-field=&name=Ana' });
    expect(res.status).toBe(421);
    expect(await recorded()).toHaveLength(before);
  });
});

describe('where a plain HTML post is sent on', () => {
  const body = new URLSearchParams({ 'form-name': 'call-request', 'bot-field': '', phone: '(215) 555-0123' }).toString();

  it('sends a post to a path elsewhere, or one that leaves the thank-you page, to the thank-you page', async () => {
    const own = server.url;
    for (const target of ['//evil.test/x', 'https://evil.test/thank-you', '/thank-you/../x', 'javascript:alert(1)', '/\\evil.test', '/']) {
      expect(thankYouPath(target, own), target).toBe('/thank-you');
    }
    expect(thankYouPath('/thank-you/?from=quote', own)).toBe('/thank-you/');
  });

  it('answers a navigating post to //evil.test/x, or to a path that leaves /thank-you/, with its own thank-you page', async () => {
    const host = new URL(server.url).host;
    for (const target of ['//evil.test/x', '/thank-you/../x', 'https://evil.test/thank-you']) {
      const res = await rawRequest(server.url, [`POST ${target} HTTP/1.1`, `Host: ${host}`, 'Sec-Fetch-Mode: navigate', 'Content-Type: application/x-www-form-urlencoded'], { body });
      expect(res.status, target).toBe(303);
      expect(res.head, target).toMatch(/\r\nLocation: \/thank-you\r\n/i);
    }
  });
});
