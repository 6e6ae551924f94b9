import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Server-Sent Events to every open page: each is sent the latest state as soon as it connects (so a page that
 * loaded while a build ran learns of it), then every new one. EventSource reconnects by itself if the stream drops.
 */
export interface EventChannel {
  /** Answers an EventSource request and keeps the stream open. */
  connect(req: IncomingMessage, res: ServerResponse): void;
  send(state: object): void;
  /** Ends every stream (the server can then close). */
  close(): void;
}

export function createEventChannel(initial: object): EventChannel {
  const clients = new Set<ServerResponse>();
  let latest = `data: ${JSON.stringify(initial)}\n\n`;
  // A comment now and then keeps proxies and idle timeouts from closing a quiet stream.
  const keepAlive = setInterval(() => { for (const res of clients) res.write(': keep-alive\n\n'); }, 15_000);
  keepAlive.unref();
  return {
    connect(req, res) {
      // no-transform: the compression middleware must not buffer the stream.
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive' });
      res.write(latest);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      res.on('error', () => clients.delete(res));
    },
    send(state) {
      latest = `data: ${JSON.stringify(state)}\n\n`;
      for (const res of clients) res.write(latest);
    },
    close() {
      clearInterval(keepAlive);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
