/**
 * The contract's validators, compiled on first use. Compiling all of them at start (Fastify's request validators
 * and, outside production, the answers' validators) took most of a server's start: every operation's schema
 * inlines the components it refers to, and Fastify's compiler pool stringified the whole contract once per route.
 * A server starts in a fraction of that time (each test file starts one) and compiles an operation's validators
 * when it is first called: a few milliseconds, once.
 */
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/** A validator that compiles its schema the first time it runs; `errors` as Ajv's own function keeps them. */
export interface LazyValidator {
  (data: unknown): boolean;
  errors: ValidateFunction['errors'];
}

export function lazyValidator(compile: () => ValidateFunction): LazyValidator {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const ok = compiled(data) as boolean;
    validate.errors = compiled.errors;
    return ok;
  }) as LazyValidator;
  validate.errors = null;
  return validate;
}

/** One Ajv holding the shared schemas (the contract's components), with the given options and the formats. */
export function contractAjv(shared: Record<string, unknown>, options: Options): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: false, ...options });
  addFormats(ajv);
  ajv.addSchema(shared);
  return ajv;
}

/** A NUL (PostgreSQL text cannot hold it) or a lone surrogate (not Unicode: JSON and jsonb refuse it). */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const pointer = (path: string, key: string | number) => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
const refusal = (keyword: string, instancePath: string, params: Record<string, unknown> = {}): ErrorObject =>
  ({ keyword, instancePath, schemaPath: `#/${keyword}`, params, message: keyword });

/** The first text of a request (values and property names, at any depth) that no column or JSON can store. */
export function unsafeText(data: unknown, path = ''): ErrorObject | null {
  if (typeof data === 'string') return UNSAFE_TEXT.test(data) ? refusal('safeText', path) : null;
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const found = unsafeText(data[i], pointer(path, i));
      if (found) return found;
    }
  } else if (data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) {
      if (UNSAFE_TEXT.test(k)) return refusal('safeText', pointer(path, k));
      const found = unsafeText(v, pointer(path, k));
      if (found) return found;
    }
  }
  return null;
}

/**
 * The first number beyond what a number column or an exact JavaScript integer holds (±2^53): no request means
 * one, and PostgreSQL answers it with "out of range". Checked after coercion, so query and path numbers count.
 */
export function unsafeNumber(data: unknown, path = ''): ErrorObject | null {
  if (typeof data === 'number') {
    if (Math.abs(data) <= Number.MAX_SAFE_INTEGER) return null;
    return data > 0 || Number.isNaN(data)
      ? refusal('maximum', path, { limit: Number.MAX_SAFE_INTEGER, comparison: '<=' })
      : refusal('minimum', path, { limit: -Number.MAX_SAFE_INTEGER, comparison: '>=' });
  }
  if (data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) {
      const found = unsafeNumber(v, pointer(path, k));
      if (found) return found;
    }
  }
  return null;
}

/**
 * Fastify's validator compiler for requests, lazy, with the options the server gave Fastify's own compiler
 * (coercion of query strings and parameters, defaults filled in, unknown properties left alone).
 * Every request part (body, query, path) is also refused, whatever its schema says, when it holds text or numbers
 * the database cannot take: one check here instead of one per field, so a field added later is covered too.
 * `verbose` keeps each error's schema, whose title names the field in the refusal (validation-text.ts).
 */
export function lazyRequestValidators(shared: Record<string, unknown>): FastifySchemaCompiler<unknown> {
  const ajv = contractAjv(shared, { coerceTypes: 'array', useDefaults: true, removeAdditional: false, addUsedSchema: false, verbose: true });
  return ({ schema }) => {
    const validate = lazyValidator(() => ajv.compile(schema as object));
    const guarded = ((data: unknown) => {
      const problem = unsafeText(data) ?? (validate(data) ? unsafeNumber(data) : undefined);
      guarded.errors = problem === undefined ? validate.errors : problem ? [problem] : null;
      return problem === null;
    }) as LazyValidator;
    guarded.errors = null;
    return guarded;
  };
}
