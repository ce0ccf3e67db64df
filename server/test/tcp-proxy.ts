import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP hop between the app and PostgreSQL that a test can break: `cut()` resets every
 * connection and refuses new ones (a restart, a crash), `hang()` stops forwarding while keeping
 * the connections open (a frozen server), `restore()` undoes either.
 */
export interface TcpProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  cut(): void;
  hang(): void;
  restore(): void;
  close(): Promise<void>;
}

interface Pipe {
  client: net.Socket;
  upstream: net.Socket;
  held: Array<{ to: net.Socket; chunk: Buffer }>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'open' | 'cut' | 'hung' = 'open';
  const pipes = new Set<Pipe>();

  const forward = (pipe: Pipe, to: net.Socket) => (chunk: Buffer) => {
    if (state === 'hung') pipe.held.push({ to, chunk });
    else to.write(chunk);
  };
  const server = net.createServer((client) => {
    if (state === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target);
    const pipe: Pipe = { client, upstream, held: [] };
    pipes.add(pipe);
    client.on('data', forward(pipe, upstream));
    upstream.on('data', forward(pipe, client));
    const end = () => {
      pipes.delete(pipe);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    urlFor: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut: () => {
      state = 'cut';
      for (const pipe of pipes) {
        pipe.client.resetAndDestroy();
        pipe.upstream.destroy();
      }
    },
    hang: () => {
      state = 'hung';
    },
    restore: () => {
      state = 'open';
      for (const pipe of pipes) for (const { to, chunk } of pipe.held.splice(0)) to.write(chunk);
    },
    close: async () => {
      for (const pipe of pipes) {
        pipe.client.destroy();
        pipe.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
