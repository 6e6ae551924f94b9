import { connect } from 'node:net';

export interface RawAnswer { status: number; head: string; body: string }

/**
 * Sends one request byte for byte (any Host header, an empty one, or none: fetch and http.request would fix it
 * up) and reads the answer, `body` sent with its length. `headOnly` stops at the headers, for a stream that never ends.
 */
export function rawRequest(url: string, lines: string[], options: { headOnly?: boolean; body?: string } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    const answer = (): RawAnswer => {
      const end = text.indexOf('\r\n\r\n');
      const head = end === -1 ? text : text.slice(0, end);
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: end === -1 ? '' : text.slice(end + 4) };
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (options.headOnly && text.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(answer());
      }
    });
    socket.on('end', () => resolve(answer()));
    socket.on('close', () => resolve(answer()));
    socket.on('error', reject);
    const body = options.body === undefined ? [] : [`Content-Length: ${Buffer.byteLength(options.body)}`];
    socket.write(`${[...lines, ...body, 'Connection: close'].join('\r\n')}\r\n\r\n${options.body ?? ''}`);
  });
}
