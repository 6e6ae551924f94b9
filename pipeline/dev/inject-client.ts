import type { ServerResponse } from 'node:http';

/** Where the dev server answers its own requests: the client script and the event stream. */
export const CLIENT_PATH = '/__dev/client.js';
export const EVENTS_PATH = '/__dev/events';

/** The one tag dev adds to every HTML page; nothing else in a page differs from what `build` writes. */
export const CLIENT_TAG = `<script type="module" src="${CLIENT_PATH}"></script>`;

/** The page with the client tag just before `</body>` (or at the end, for a page without one). */
export function injectClient(html: string): string {
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? `${html}${CLIENT_TAG}` : `${html.slice(0, at)}${CLIENT_TAG}${html.slice(at)}`;
}

/** The page as `build` wrote it: the inverse of injectClient. */
export function withoutClient(html: string): string {
  return html.replace(CLIENT_TAG, '');
}

/**
 * Makes every HTML response on `res` pass through `transform`, whoever writes it (sirv streams files with
 * writeHead, write and end; the 404 answer uses setHeader and end). HTML is held back until it ends, then sent with
 * its new length; any other response passes straight through.
 */
export function transformHtmlResponse(res: ServerResponse, transform: (html: string) => string): void {
  const { writeHead, write, end } = res;
  let pending: { status: number; headers: unknown[] } | undefined;
  let html: Buffer[] | undefined;
  const isHtml = () => String(res.getHeader('content-type') ?? '').startsWith('text/html');
  const decide = () => {
    if (html === undefined && isHtml()) html = [];
    return html !== undefined;
  };
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // Headers given to writeHead are applied first, so the content type is known whichever way it was set.
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as Record<string, string | number> | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    if (status === 200 && decide()) {
      pending = { status, headers: [] };
      return res;
    }
    return writeHead.call(res, status, ...(rest.filter((arg) => typeof arg !== 'object')) as []);
  } as typeof res.writeHead;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!res.headersSent && decide() && chunk !== undefined) {
      html!.push(Buffer.from(chunk as string));
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }
    return (write as (...args: unknown[]) => boolean).call(res, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!res.headersSent && res.statusCode !== 304 && decide()) {
      if (chunk !== undefined && typeof chunk !== 'function') html!.push(Buffer.from(chunk as string));
      const body = Buffer.from(transform(Buffer.concat(html!).toString('utf8')));
      res.setHeader('Content-Length', body.byteLength);
      if (pending) writeHead.call(res, pending.status);
      return (end as (...args: unknown[]) => ServerResponse).call(res, res.req?.method === 'HEAD' ? undefined : body);
    }
    return (end as (...args: unknown[]) => ServerResponse).call(res, chunk, ...rest);
  } as typeof res.end;
}
