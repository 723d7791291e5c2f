/**
 * A TCP proxy for fault tests: the api talks to PostgreSQL or Redis through it, and the test cuts the line
 * (every open connection destroyed; new ones accepted and dropped at once, and counted, so a test can wait
 * for the client to have retried) and restores it.
 */
import net from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Connections dropped while the line was cut. */
  readonly dropped: number;
  /** Destroys every connection through the proxy and drops new ones until restore(). */
  cut(): Promise<void>;
  /** Forwards new connections again. */
  restore(): Promise<void>;
  /**
   * Cuts the line instead of forwarding the first client-to-server chunk `matches` accepts, so a query can
   * be made to fail at a chosen point; resolves once it has.
   */
  cutWhen(matches: (chunk: Buffer) => boolean): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let trigger: { matches: (chunk: Buffer) => boolean; fired: () => void } | null = null;
  let cut = false;
  let dropped = 0;

  const destroyAll = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  };

  const stop = async () => {
    cut = true;
    destroyAll();
  };

  const onConnection = (client: net.Socket) => {
    if (cut) {
      dropped += 1;
      client.on('error', () => undefined);
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      // A cut line errors on both sides: expected here, the api's handling is what the tests look at.
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      if (trigger?.matches(chunk)) {
        const { fired } = trigger;
        trigger = null;
        void stop();
        fired();
        return;
      }
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.on('data', (chunk: Buffer) => {
      if (!client.write(chunk)) upstream.pause();
    });
    client.on('drain', () => upstream.resume());
  };

  const server = net.createServer(onConnection);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    get dropped() {
      return dropped;
    },
    cut: stop,
    restore: async () => {
      cut = false;
    },
    cutWhen: (matches) => new Promise<void>((fired) => (trigger = { matches, fired })),
    close: async () => {
      await stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The URL with its host and port replaced by the proxy's. */
export function viaProxy(url: string, proxy: TcpProxy): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  return u.toString();
}

/** Host and port of a postgres:// or redis:// URL (default ports when absent). */
export function hostPort(url: string): { host: string; port: number } {
  const u = new URL(url);
  const port = u.port ? Number(u.port) : u.protocol.startsWith('redis') ? 6379 : 5432;
  return { host: u.hostname || '127.0.0.1', port };
}
