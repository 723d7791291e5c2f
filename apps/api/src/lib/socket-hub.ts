import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppServices } from '../services';

/** What a socket route's hub does: take connections, drop idle ones now and then, close all at shutdown. */
export interface SocketHubLike {
  accept(socket: WebSocket, req: FastifyRequest): void;
  sweep(): void;
  closeAll(): void;
}

/**
 * Mounts a hub on a WebSocket path: one per server (kept in `hubs` for tests), a periodic sweep, and
 * shutdown before the bus and database close (preClose), so unsubscribes still reach Redis.
 */
export function mountSocketHub<H extends SocketHubLike>(
  api: FastifyInstance,
  opts: { path: string; hub: H; hubs: WeakMap<AppServices, H>; sweepMs: number },
): void {
  const services = api.services;
  opts.hubs.set(services, opts.hub);
  const timer = setInterval(() => opts.hub.sweep(), opts.sweepMs);
  timer.unref();
  api.addHook('preClose', async () => {
    clearInterval(timer);
    opts.hub.closeAll();
    opts.hubs.delete(services);
  });
  api.get(opts.path, { websocket: true }, (socket, req) => opts.hub.accept(socket, req));
}
