import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver got it. */
export interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  port: number;
  requests: Received[];
  /** Answers the next requests with this handler (default: 204). */
  answer(handler: (req: Received, res: http.ServerResponse) => void): void;
  close(): Promise<void>;
}

/** A local HTTP endpoint on 127.0.0.1 that records what it is sent. */
export async function startReceiver(): Promise<Receiver> {
  const requests: Received[] = [];
  let handler = (_req: Received, res: http.ServerResponse) => {
    res.statusCode = 204;
    res.end();
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      requests.push(got);
      handler(got, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    answer(h) {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
