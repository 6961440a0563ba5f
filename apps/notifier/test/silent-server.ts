import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP server on 127.0.0.1 that accepts connections and never says a byte. Called with
 * https://, the connection never opens (the TLS handshake never completes), so it is the
 * connect timeout that must end the try; called with http://, the request is sent and no answer
 * ever comes (the response timeout).
 */
export interface SilentServer {
  port: number;
  /** Connections accepted so far. */
  accepted: number;
  /** Of those, how many the client has closed. */
  closed: number;
  close(): Promise<void>;
}

export async function startSilentServer(): Promise<SilentServer> {
  const sockets = new Set<net.Socket>();
  const state = { accepted: 0, closed: 0 };
  const server = net.createServer((socket) => {
    state.accepted++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      state.closed++;
      sockets.delete(socket);
    });
    // Read what comes (the TLS ClientHello) and never answer.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get accepted() {
      return state.accepted;
    },
    get closed() {
      return state.closed;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
