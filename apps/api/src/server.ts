import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import type { ErrorObject } from 'ajv';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_BASE } from '@port/config/constants';
import { serverLanguage, serverMessage } from '@port/config/server-messages';
import { openDatabase } from './db/open';
import { memoryBus, redisBus, type Bus } from './bus/bus';
import { ConfigError, readEnv, sandboxRefusal, type Env } from './env';
import { applyPortTimeZone } from './lib/datetime';
import { registerContract, type Handlers } from './http/contract';
import { ApiError } from './http/errors';
import { validationRefusal } from './http/validation-text';
import { BODY_LIMIT, registerBodyLimits } from './http/body-limits';
import { registerIdempotency } from './http/idempotency';
import { envelope } from './http/envelope';
import { builtInlineScriptHashes, cspDirectives, cspSources, helmetHeaders, withSocketOrigin } from './http/csp';
import { registerExternalLink } from './http/external-link';
import { registerStatic } from './http/static';
import { withSigningSecret } from './lib/signing-keys';
import type { AppServices } from './services';
import { installSessionCache } from './lib/session-cache';
import { allHandlers } from './domains';
import { installBoxCache, messageSocket } from './domains/message';
import { screenSocket } from './domains/screen';
import { seed } from './seed';
import { registerMetrics } from './http/metrics';
import { startDeliveryWorker } from './domains/open/worker';
import { authenticateApiKey } from './domains/open/keys';
import { cachedSession, resolveSession } from './domains/auth/sessions';
import { resolveDisplayToken } from './domains/screen/display-tokens';
import { DOMAINS } from './domains/registry';
import { installWork } from './lib/entity/work';
import { loggerOptions } from './http/log-redaction';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildOptions {
  env?: Partial<Env>;
  /** Replace the clock (tests move time to expire captchas and locks). */
  now?: () => Date;
  handlers?: Handlers;
  logger?: boolean;
}

/** Trusts the `hops` proxies nearest to this server, as proxy-addr's numeric setting does. */
const BODY_NOT_JSON = 'PORT_BODY_NOT_JSON';
const sizeText = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** A PostgreSQL (or PGlite) data exception: SQLSTATE class 22, e.g. 22P02, 22003, 22021, 22P05. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildServer(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const env: Env = withSigningSecret({ ...readEnv(), ...opts.env });
  const refusal = sandboxRefusal(env);
  if (refusal) throw new ConfigError(refusal);
  applyPortTimeZone(env.portTimeZone);
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(env.logLevel),
    // Structured logs carry the client's trace-id as the request id.
    requestIdHeader: 'trace-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: BODY_LIMIT,
    // Forwarded headers count only from the proxies TRUST_PROXY names (none by default): otherwise any client
    // could pick its own address with X-Forwarded-For and escape the per-IP limits.
    // A hop count trusts that many proxies nearest to us (Fastify's types leave the number form out).
    trustProxy: typeof env.trustProxy === 'number' ? trustHops(env.trustProxy) : env.trustProxy,
    routerOptions: { ignoreDuplicateSlashes: false, maxParamLength: 500 },
  });

  const database = await openDatabase({ databaseUrl: env.databaseUrl, databaseSchema: env.databaseSchema, pgliteTemplate: env.pgliteTemplate, dataDir: env.dataDir });
  let bus: Bus = memoryBus();
  if (env.redisUrl) bus = await redisBus(env.redisUrl, app.log, env.redisChannelPrefix);
  const services: AppServices = { env, db: database.db, dbKind: database.kind, bus, now: opts.now ?? (() => new Date()) };
  // Every domain's work items (module.ts `work`), for the home's work queue and its live count.
  installWork(services, DOMAINS.flatMap((d) => d.work ?? []));
  // Before anything reads sessions: the cache's plugin wraps services.db.
  installSessionCache(services);
  // The message box's answers (unread count, the message centre's first page), kept until the box changes.
  installBoxCache(services, database.onCommit);
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    await bus.close();
    await database.close();
  });

  // Inline scripts of the built front ends are allowed by hash (http/csp.ts); nothing else inline runs.
  const scriptHashes = env.serveWeb ? await builtInlineScriptHashes(Object.values(env.webRoots)) : [];
  // helmet's headers are the same for every answer: computed once here (the Fastify plugin rebuilt helmet's
  // middleware on every request, an eighth of a hot call's time); a page with its own inline scripts overrides CSP.
  const securityHeaders = helmetHeaders({ contentSecurityPolicy: { directives: cspDirectives(scriptHashes, cspSources(env)) }, crossOriginEmbedderPolicy: false });
  const basePolicy = securityHeaders['content-security-policy'] ?? '';
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(securityHeaders);
    // Sockets to this site only, named as the browser reached it (http/csp.ts).
    reply.header('content-security-policy', withSocketOrigin(basePolicy, req.host));
    done();
  });
  // Bodies over their ceiling are refused before they are read, and never read to their end (http/body-limits.ts).
  registerBodyLimits(app);
  // CORS is closed unless CORS_ORIGINS names the origins allowed.
  await app.register(cors, { origin: env.corsOrigins.length ? env.corsOrigins : false });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  // Every client call carries 'application/json; charset=utf-8' (SPEC §7), also POSTs with no body
  // (logout, mark read): an empty JSON body is read as no body instead of refused.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = new Error('request body is not valid JSON') as FastifyError;
      err.statusCode = 400;
      err.code = BODY_NOT_JSON;
      done(err, undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    const lang = serverLanguage(req.headers['accept-language']);
    const traceId = req.id;
    if (error instanceof ApiError) {
      const text = error.options.text ?? serverMessage(lang, error.key, error.params);
      // A refusal the server could not help (an upstream provider down) is logged with what caused it.
      if (error.status >= 500) req.log.error({ err: error.cause ?? error }, text);
      return reply
        .code(error.status)
        .send(envelope(error.options.code ?? error.status, text, null, { traceId, ...(error.options.field ? { field: error.options.field } : {}) }));
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const { text, field } = validationRefusal(lang, fe.validation as ErrorObject[], fe.validationContext ?? 'body');
      return reply.code(400).send(envelope(400, text, null, { traceId, field }));
    }
    // The last resort for input no check caught: PostgreSQL's data exceptions (SQLSTATE class 22: invalid text
    // representation, out of range, NUL or bad escapes) are the request's fault, a 400, never a 500.
    if (isDataException(error)) {
      req.log.warn({ err: error }, 'input refused by the database');
      return reply.code(400).send(envelope(400, serverMessage(lang, 'inputInvalid'), null, { traceId }));
    }
    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 500) req.log.error({ err: error }, 'unhandled error');
    const text =
      status === 413 ? serverMessage(lang, 'bodyTooLarge', { size: sizeText(BODY_LIMIT) })
      : fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === BODY_NOT_JSON ? serverMessage(lang, 'requestNotJson')
      : status === 500 ? serverMessage(lang, 'serverError')
      : fe.message;
    return reply.code(status).send(envelope(status, text, null, { traceId }));
  });

  // X-Request-Id on every answer; request counts and latencies; /new/api/metrics behind METRICS_TOKEN (http/metrics.ts).
  registerMetrics(app, services);
  await app.register(
    async (api) => {
      // Before the routes, so its hooks apply to every operation of the contract.
      await registerIdempotency(api, services);
      await registerContract(api, {
        handlers: opts.handlers ?? allHandlers,
        services,
        validateResponses: !env.production,
        authenticate: { cachedSession, resolveSession, resolveDisplayToken, authenticateApiKey },
      });
      await api.register(messageSocket);
      await api.register(screenSocket);
      const notFound = (req: FastifyRequest, reply: FastifyReply) => {
        const lang = serverLanguage(req.headers['accept-language']);
        return reply.code(404).send(envelope(404, serverMessage(lang, 'notFound'), null, { traceId: req.id }));
      };
      api.setNotFoundHandler(notFound);
      // An unknown GET under /new/api is the envelope's 404 too, not the console page of the /new/* fallback.
      api.get('/*', notFound);
    },
    { prefix: API_BASE },
  );

  registerExternalLink(app, services);
  if (env.serveWeb) await registerStatic(app, env);

  if (env.seedDemo || env.adminMobile) await seed(services);
  // The container event outbox's delivery worker (domains/open/worker.ts); stopped before the database closes.
  if (env.openApi.worker) {
    const worker = startDeliveryWorker(services, app.log);
    app.addHook('preClose', () => worker.stop());
  }
  // The domains' background work (module.ts `start`), e.g. the status page's checks.
  for (const d of DOMAINS) {
    const work = d.start?.(services, app.log);
    if (work) app.addHook('preClose', () => work.stop());
  }
  return app;
}
