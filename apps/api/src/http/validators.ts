/**
 * The contract's validators, compiled on first use. Compiling all of them at start (Fastify's request validators
 * and, outside production, the answers' validators) took most of a server's start: every operation's schema
 * inlines the components it refers to, and Fastify's compiler pool stringified the whole contract once per route.
 * A server starts in a fraction of that time (each test file starts one) and compiles an operation's validators
 * when it is first called: a few milliseconds, once.
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
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

/**
 * Fastify's validator compiler for requests, lazy, with the options the server gave Fastify's own compiler
 * (coercion of query strings and parameters, defaults filled in, unknown properties left alone).
 */
export function lazyRequestValidators(shared: Record<string, unknown>): FastifySchemaCompiler<unknown> {
  const ajv = contractAjv(shared, { coerceTypes: 'array', useDefaults: true, removeAdditional: false, addUsedSchema: false });
  return ({ schema }) => lazyValidator(() => ajv.compile(schema as object));
}
