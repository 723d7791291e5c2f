/**
 * A TCP proxy for fault tests: the api talks to PostgreSQL or Redis through it, and the test cuts the line
 * (every open connection destroyed, new ones refused) and restores it on the same port.
 */
import net from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Destroys every connection through the proxy and refuses new ones until restore(). */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
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
  let port = 0;
  let server: net.Server | null = null;

  const destroyAll = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  };

  const onConnection = (client: net.Socket) => {
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
        void stop().then(fired);
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

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer(onConnection);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      destroyAll();
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: () => (server ? Promise.resolve() : listen()),
    cutWhen: (matches) => new Promise<void>((fired) => (trigger = { matches, fired })),
    close: stop,
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
