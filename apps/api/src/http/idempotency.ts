/**
 * Idempotent creating calls. The SDK sends an `Idempotency-Key` header with every POST and PUT, and the same
 * key again when it repeats a call (a retry after a time-out, a second click on the same submission). The
 * first call with a key claims it; its answer (a 2xx) is stored for 24 hours under user + operation + key,
 * and a repeat gets that answer again instead of creating a second record. While the first call still runs,
 * a repeat waits briefly for it, then gets the duplicate-submission answer of SPEC §8 (409, code 9998).
 * The same key with a different request (method, path, query or JSON body, compared with their keys sorted) is a client error: 422.
 *
 * Only signed-in callers and API keys are covered (the key is scoped to the user or the API key); calls without the header are untouched.
 * A failed first call (4xx/5xx) releases its key, so a retry runs afresh: it created nothing to repeat.
 * Multipart uploads are fingerprinted by method and url only (their body is a stream the handler reads).
 * Stored answers are sealed (lib/sealed-answer.ts): an answer may carry a secret shown once, which must not sit in clear.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyFrom, bearerToken, hashToken } from './credentials';
import type { AppServices } from '../services';
import { ApiError } from './errors';
import { openAnswer, sealAnswer } from '../lib/sealed-answer';
import { verifyingSecrets } from '../lib/signing-keys';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY = {
  /** How long a stored answer is replayed (then the key may be used afresh). */
  ttlMs: 24 * 60 * 60 * 1000,
  /** A claim older than this whose call never finished (a crashed replica) may be taken over: beyond the 180 s client time-out. */
  staleRunningMs: 5 * 60 * 1000,
  /** How long a repeat waits for the first call before it is answered as a duplicate. */
  waitMs: 5_000,
  pollMs: 50,
} as const;

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

interface Claim {
  user_id: string;
  operation_id: string;
  key: string;
}

const claims = new WeakMap<FastifyRequest, Claim>();

/** What a sealed answer is bound to: it opens only for the row it was stored under. */
const sealContext = (id: Claim): string => `${id.user_id}\n${id.operation_id}\n${id.key}`;

/**
 * JSON with every object's keys sorted, at any depth: a client that sends the same body (or query) with its keys
 * in another order sends the same request, and must get its answer again rather than a 422.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprint(req: FastifyRequest): string {
  const body = req.body === undefined ? '' : canonicalJson(req.body);
  // The path without its query string: the query is compared as parsed, so its order does not count either.
  const path = req.url.split('?')[0];
  return createHash('sha256').update(`${req.method} ${path}\n${canonicalJson(req.query ?? {})}\n${body}`).digest('hex');
}

async function sessionUserId(services: AppServices, req: FastifyRequest): Promise<string | null> {
  const token = bearerToken(req);
  // An integrator's creating call (api-key operations): the key, by hash, stands for the user.
  const key = token ? undefined : apiKeyFrom(req);
  if (key) return `apikey:${hashToken(key)}`;
  if (!token) return null;
  const row = await services.db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', services.now())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Claims the key for this call; true when this call is the first (or takes over an expired or abandoned claim). */
async function claim(services: AppServices, id: Claim, print: string): Promise<boolean> {
  const now = services.now();
  const expired = new Date(now.getTime() - IDEMPOTENCY.ttlMs);
  const abandoned = new Date(now.getTime() - IDEMPOTENCY.staleRunningMs);
  const row = await services.db
    .insertInto('idempotency_keys')
    .values({ ...id, fingerprint: print, state: 'running', created_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'operation_id', 'key'])
        .doUpdateSet({ fingerprint: print, state: 'running', status_code: null, content_type: null, body: null, created_at: now })
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.created_at', '<', expired),
            eb.and([eb('idempotency_keys.state', '=', 'running'), eb('idempotency_keys.created_at', '<', abandoned)]),
          ]),
        ),
    )
    .returning('key')
    .executeTakeFirst();
  // Old answers are swept now and then rather than on every call.
  if (row && Math.random() < 0.02) await services.db.deleteFrom('idempotency_keys').where('created_at', '<', expired).execute();
  return Boolean(row);
}

export async function registerIdempotency(app: FastifyInstance, services: AppServices): Promise<void> {
  // Callback style with a synchronous way through for the calls it does not concern (every GET): an async hook
  // costs each call a promise and a turn.
  app.addHook('preHandler', (req, reply, done) => {
    if ((req.method !== 'POST' && req.method !== 'PUT') || req.headers[IDEMPOTENCY_HEADER] === undefined) return done();
    // A replayed answer was sent by the hook itself: the handler must not run.
    keyed(req, reply).then(() => {
      if (!reply.sent) done();
    }, done);
  });

  async function keyed(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = req.headers[IDEMPOTENCY_HEADER];
    const operationId = (req.routeOptions.config as { operationId?: string }).operationId;
    if (!operationId) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw new ApiError(400, 'idempotencyKeyInvalid', {}, { field: 'header.Idempotency-Key' });
    const userId = await sessionUserId(services, req);
    if (!userId) return;
    const id: Claim = { user_id: userId, operation_id: operationId, key: header };
    const print = fingerprint(req);

    const deadline = Date.now() + IDEMPOTENCY.waitMs;
    for (;;) {
      if (await claim(services, id, print)) {
        claims.set(req, id);
        return;
      }
      const first = await services.db
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'state', 'status_code', 'content_type', 'body'])
        .where('user_id', '=', id.user_id)
        .where('operation_id', '=', id.operation_id)
        .where('key', '=', id.key)
        .executeTakeFirst();
      // Released by a first call that failed: claim it again.
      if (!first) continue;
      if (first.fingerprint !== print) throw new ApiError(422, 'idempotencyKeyReused', {}, { field: 'header.Idempotency-Key' });
      if (first.state === 'done' && first.status_code !== null && first.body !== null) {
        const body = openAnswer(verifyingSecrets(services.env), first.body, sealContext(id));
        // Sealed under a signing secret no longer configured: the call did run, so it is a duplicate, not a new call.
        if (body === null) throw new ApiError(409, 'duplicateSubmission', {}, { code: 9998 });
        void reply
          .code(first.status_code)
          .header('content-type', first.content_type ?? 'application/json; charset=utf-8')
          .header('idempotency-replayed', 'true')
          .send(body);
        return;
      }
      if (Date.now() >= deadline) throw new ApiError(409, 'duplicateSubmission', {}, { code: 9998 });
      await sleep(IDEMPOTENCY.pollMs);
    }
  }

  app.addHook('onSend', (req, reply, payload, done) => {
    const id = claims.get(req);
    if (!id) return done(null, payload);
    claims.delete(req);
    stored(req, reply, payload, id).then(() => done(null, payload), () => done(null, payload));
  });

  async function stored(req: FastifyRequest, reply: FastifyReply, payload: unknown, id: Claim): Promise<void> {
    const contentType = reply.getHeader('content-type');
    // Envelopes are replayed; files and streams are not kept (a repeat of such a call runs again).
    const replayable = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string' &&
      typeof contentType === 'string' && contentType.startsWith('application/json');
    try {
      if (replayable) {
        await services.db
          .updateTable('idempotency_keys')
          .set({
            state: 'done',
            status_code: reply.statusCode,
            content_type: contentType,
            body: sealAnswer(services.env.signingSecret, payload, sealContext(id)),
          })
          .where('user_id', '=', id.user_id)
          .where('operation_id', '=', id.operation_id)
          .where('key', '=', id.key)
          .execute();
      } else {
        // Nothing was created (or the answer cannot be replayed): a retry with this key runs afresh.
        await services.db
          .deleteFrom('idempotency_keys')
          .where('user_id', '=', id.user_id)
          .where('operation_id', '=', id.operation_id)
          .where('key', '=', id.key)
          .where('state', '=', 'running')
          .execute();
      }
    } catch (err) {
      // The answer still goes out; a repeat then waits for the claim to become abandoned.
      req.log.error({ err, operationId: id.operation_id }, 'idempotency: storing the answer failed');
    }
  }
}
