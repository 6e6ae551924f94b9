import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { startStaticServer, type StaticServer } from '../../pipeline/output/static-server.ts';

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
function navigatePost(url: string, body: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate', accept: 'text/html' } }, (res) => {
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
    const response = await navigatePost(`${server.url}/thank-you`, new URLSearchParams({ 'form-name': 'call-request', phone: '(215) 555-0123' }).toString());
    expect(response).toEqual({ status: 303, location: '/thank-you' });
    expect((await recorded()).at(-1)).toMatchObject({ path: '/thank-you', fields: { 'form-name': 'call-request', phone: '(215) 555-0123' } });
  });

  it('reads JSON posts too', async () => {
    await fetch(`${server.url}/`, { method: 'POST', body: JSON.stringify({ 'form-name': 'custom-quote', fullName: 'Ana' }), headers: { 'content-type': 'application/json' } });
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
