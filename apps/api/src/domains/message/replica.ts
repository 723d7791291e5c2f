/**
 * This replica's id on the bus: a notice it publishes carries it, so its own echo is skipped (live.ts sends to this
 * replica's sockets first, socket.ts skips what comes back). Its own module: both read it, neither imports the other.
 */
import { randomUUID } from 'node:crypto';
import type { AppServices } from '../../services';

const replicas = new WeakMap<AppServices, string>();

export function liveReplica(services: AppServices): string {
  let id = replicas.get(services);
  if (!id) {
    id = randomUUID();
    replicas.set(services, id);
  }
  return id;
}
