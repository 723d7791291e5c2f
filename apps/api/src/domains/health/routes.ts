/**
 * GET /health: whether the database answers and the bus is up. 200 while the database answers (Redis down
 * is 'degraded': the api keeps serving), 503 with the same body when it does not.
 */
import { sql } from 'kysely';
import { serverLanguage, serverMessage } from '@port/config/server-messages';
import { defineHandlers, RAW } from '../../http/contract';
import { envelope } from '../../http/envelope';
import { activeSandboxes } from '../../env';
import type { AppServices } from '../../services';

/** A database that has not answered in this time counts as down. */
const DATABASE_PROBE_MS = 3_000;

async function databaseAnswers(services: AppServices): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_PROBE_MS)));
  const probe = sql`select 1`.execute(services.db).then(() => true, () => false);
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthHandlers = defineHandlers({
  // Public: every page (the portal before sign-in, the screen's display) draws its ribbon from it.
  getSandboxes: async ({ services }) => ({ production: services.env.production, sandboxes: activeSandboxes(services.env) }),

  getHealth: async ({ services, req, reply }) => {
    const database = (await databaseAnswers(services)) ? 'up' : 'down';
    const redis = services.bus.kind === 'memory' ? 'unused' : services.bus.up() ? 'up' : 'down';
    const status = database === 'down' ? 'down' : redis === 'down' ? 'degraded' : 'ok';
    const result = { status, database, redis } as const;
    if (status !== 'down') return result;
    const text = serverMessage(serverLanguage(req.headers['accept-language']), 'serverError');
    void reply.code(503).send(envelope(503, text, result, { traceId: req.id }));
    return RAW;
  },
});
