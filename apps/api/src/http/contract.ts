/**
 * Registers every operation of openapi/ as a Fastify route: request validation from the contract,
 * authentication, permission checks, the envelope, and (outside production) response validation.
 * An operation without a handler answers 501 in the envelope, so the contract stays the list of what exists.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import spec from '@port/sdk/openapi.json';
import type { OperationId, OpBody, OpPath, OpQuery, OpResult } from '@port/sdk/contract';
import { serverLanguage, serverMessage } from '@port/config/server-messages';
import { ApiError, forbidden, unauthorized } from './errors';
import { Answer, envelope, envelopeJson } from './envelope';
import type { AppServices, SessionUser } from '../services';
import { hasPermission, isPlatformStaff } from '../services';
import { bearerToken, displayTokenFrom, type ApiKeyCaller, type Authenticators, type DisplayCaller } from './credentials';
import { contractAjv, lazyRequestValidators, lazyValidator, type LazyValidator } from './validators';

export interface HandlerContext<K extends OperationId> {
  query: OpQuery<K>;
  params: OpPath<K>;
  body: OpBody<K>;
  /** Present on every operation that is not public, unless a display token stood in for it. */
  user: SessionUser | null;
  /**
   * The wall display, on an operation that lists the displayToken scheme and was called with a valid
   * display token (X-Display-Token) instead of a bearer token; such calls are read-only (GET).
   */
  display: DisplayCaller | null;
  /** The API key's subscription, on an `api-key` operation (the only credential those accept). */
  apiKey: ApiKeyCaller | null;
  req: FastifyRequest;
  reply: FastifyReply;
  services: AppServices;
}

/** Returned by a handler that wrote the reply itself (files, streams, redirects, HTML). */
export const RAW = Symbol('raw-reply');

export type Handler<K extends OperationId> = (
  ctx: HandlerContext<K>,
) => Promise<OpResult<K> | Answer<OpResult<K>> | typeof RAW>;
export type Handlers = { [K in OperationId]?: Handler<K> };

/** Keeps each domain's handler map typed by its operation ids. */
export const defineHandlers = (h: Handlers): Handlers => h;

/** A handler for an operation whose caller must be signed in: narrows user to non-null. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw unauthorized();
  return user;
}

type JsonSchema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  operationId: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  'x-permission'?: string;
  /** Who may call it (openapi.yaml describes the values); every operation declares it. */
  'x-access'?: 'public' | 'signed-in' | 'permission' | 'platform' | 'api-key';
  /** On an api-key operation: the API product whose subscription's key opens it. */
  'x-api-product'?: string;
}
interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
}

const contract = spec as unknown as Contract;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const SCHEMA_ID = 'contract';

/** Points local refs at the shared contract schema, so route schemas can refer to components. */
function rebase<T>(node: T): T {
  if (Array.isArray(node)) return node.map(rebase) as T;
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${SCHEMA_ID}${v}` : rebase(v);
    }
    return out as T;
  }
  return node;
}

/** Shared parameters ($ref to #/components/parameters/X) are resolved to their definition. */
function resolveParameter(p: Parameter | { $ref: string }): Parameter {
  if (!('$ref' in p)) return p;
  const name = p.$ref.replace('#/components/parameters/', '');
  const found = (contract.components.parameters as Record<string, Parameter> | undefined)?.[name];
  if (!found) throw new Error(`contract: unknown parameter ${p.$ref}`);
  return found;
}

function paramsSchema(params: Parameter[], where: Parameter['in']): JsonSchema | undefined {
  const list = params.filter((p) => p.in === where);
  if (list.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, rebase(p.schema ?? {})])),
    required: list.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

export interface ContractOptions {
  handlers: Handlers;
  services: AppServices;
  /** Check every answer against the contract (on outside production; a mismatch is a 500 and a log line). */
  validateResponses: boolean;
  /** How a session token, a display token and an API key become callers (the domains' authenticators). */
  authenticate: Authenticators;
}

export interface ContractOperation {
  method: string;
  path: string;
  operationId: string;
  access: NonNullable<Operation['x-access']>;
  permission?: string;
}

/** Every operation of the contract with who may call it (the role × endpoint matrix test walks them). */
export function contractOperations(): ContractOperation[] {
  const out: ContractOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      if (!op['x-access']) throw new Error(`contract: ${op.operationId} declares no x-access`);
      out.push({ method: m, path, operationId: op.operationId, access: op['x-access'], ...(op['x-permission'] ? { permission: op['x-permission'] } : {}) });
    }
  }
  return out;
}

/** The caller of each request in flight, settled by the route's onRequest hook. */
const callers = new WeakMap<FastifyRequest, { user: SessionUser | null; display: DisplayCaller | null; apiKey: ApiKeyCaller | null }>();

export async function registerContract(app: FastifyInstance, opts: ContractOptions): Promise<void> {
  const shared = { $id: SCHEMA_ID, components: rebase(contract.components) };
  app.addSchema(shared);
  // Validators compile when an operation is first called, not here (validators.ts).
  app.setValidatorCompiler(lazyRequestValidators(shared));
  const responseAjv = contractAjv(shared, { validateFormats: true });

  const auth = opts.authenticate;
  const globalSecurity = (spec as { security?: Array<Record<string, unknown>> }).security ?? [];

  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map(resolveParameter);
      const security = op.security ?? globalSecurity;
      const isPublic = security.length === 0 || security.every((s) => !('bearer' in s) && !('displayToken' in s));
      // A display token is an alternative to the bearer token, for reading only.
      const acceptsDisplayToken = method === 'get' && security.some((s) => 'displayToken' in s);
      const jsonBody = op.requestBody?.content['application/json']?.schema;
      const okSchema = op.responses['200']?.content?.['application/json']?.schema;
      const validateOk: LazyValidator | undefined =
        opts.validateResponses && okSchema ? lazyValidator(() => responseAjv.compile(rebase(okSchema))) : undefined;

      const schema: Record<string, JsonSchema> = {};
      const qs = paramsSchema(params, 'query');
      const ps = paramsSchema(params, 'path');
      if (qs) schema.querystring = qs;
      if (ps) schema.params = ps;
      if (jsonBody) schema.body = rebase(jsonBody);

      const handler = opts.handlers[op.operationId as OperationId] as Handler<OperationId> | undefined;
      const successCode = path.startsWith('/message/') ? '0000' : 200;
      const permission = op['x-permission'];
      const platformOnly = op['x-access'] === 'platform';
      // An api-key operation takes an API key (X-Api-Key) only: a session of the product opens none of them.
      const apiKeyProduct = op['x-access'] === 'api-key' ? op['x-api-product'] : undefined;
      if (op['x-access'] === 'api-key' && !apiKeyProduct) throw new Error(`contract: ${op.operationId} is api-key without x-api-product`);

      /** Refuses a caller the operation does not admit; else keeps who calls for the handler. */
      const admit = (req: FastifyRequest, user: SessionUser | null, display: DisplayCaller | null, credential: string | undefined) => {
        if (!isPublic) {
          if (!user && !display) throw unauthorized(credential ? 'unauthorized' : 'notLoggedIn');
          // A display holds no permissions: an operation that names one is for signed-in users only.
          if (permission && !(user && hasPermission(user, permission))) throw forbidden();
          // Platform operations reach every company's data: a company role never opens them, whatever it grants.
          if (platformOnly && !(user && isPlatformStaff(user))) throw forbidden();
        }
        callers.set(req, { user, display, apiKey: null });
      };

      app.route({
        method: method.toUpperCase() as HTTPMethods,
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        schema,
        config: { operationId: op.operationId },
        // Who calls is settled in onRequest, before the body is parsed or validated: a stranger gets 401 and
        // learns nothing of the contract's shapes from a 400.
        // Callback style, so the hot path (a caller the session cache holds) settles without a promise.
        onRequest: (req, reply, done) => {
          try {
            if (apiKeyProduct) {
              auth.authenticateApiKey(opts.services, req, reply, apiKeyProduct).then((apiKey) => {
                callers.set(req, { user: null, display: null, apiKey });
              }).then(() => done(), done);
              return;
            }
            const token = bearerToken(req);
            const cached = token ? auth.cachedSession(opts.services, token) : undefined;
            if (cached || (!token && !(acceptsDisplayToken && displayTokenFrom(req)))) {
              admit(req, cached ?? null, null, token);
              return done();
            }
            const settle = async () => {
              const user = token ? await auth.resolveSession(opts.services, token) : null;
              const displayToken = acceptsDisplayToken && !user ? displayTokenFrom(req) : undefined;
              admit(req, user, displayToken ? await auth.resolveDisplayToken(opts.services, displayToken) : null, token || displayToken);
            };
            settle().then(() => done(), done);
          } catch (err) {
            done(err as Error);
          }
        },
        handler: async (req, reply) => {
          const lang = serverLanguage(req.headers['accept-language']);
          const { user, display, apiKey } = callers.get(req) ?? { user: null, display: null, apiKey: null };
          if (!handler) throw new ApiError(501, 'notImplemented');
          const out = await handler({
            query: (req.query ?? {}) as never,
            params: (req.params ?? {}) as never,
            body: (req.body ?? undefined) as never,
            user,
            display,
            apiKey,
            req,
            reply,
            services: opts.services,
          });
          if (out === RAW) return reply;
          const [result, text] =
            out instanceof Answer ? [out.result, out.text] : [out ?? null, serverMessage(lang, 'ok')];
          const body = envelope(successCode, text, result);
          if (validateOk && !validateOk(body)) {
            req.log.error({ operationId: op.operationId, errors: validateOk.errors }, 'answer does not match the contract');
            throw new ApiError(500, 'serverError', {}, {
              text: `answer of ${op.operationId} does not match the contract: ${responseAjv.errorsText(validateOk.errors)}`,
            });
          }
          const json = envelopeJson(successCode, text, result);
          if (json !== undefined) return reply.code(200).type('application/json; charset=utf-8').send(json);
          return reply.code(200).send(body);
        },
      });
    }
  }
}
