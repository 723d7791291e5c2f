import type { Handlers } from '../http/contract';
import { DOMAINS } from './registry';

/** Every domain's handlers, keyed by operationId, from the registry; an operationId two domains answer is refused. */
export const allHandlers: Handlers = DOMAINS.reduce<Handlers>((all, d) => {
  const twice = Object.keys(d.handlers ?? {}).filter((id) => id in all);
  if (twice.length) throw new Error(`domain ${d.name}: ${twice.join(', ')} already answered by another domain`);
  return { ...all, ...d.handlers };
}, {});
