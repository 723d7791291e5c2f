/**
 * Types of each operation, derived from the generated `operations`, so that the server's handlers and
 * the apps' calls are checked against one contract (openapi/).
 *
 *   const handler = (q: OpQuery<'login'>): Promise<OpResult<'login'>> => …
 */
import type { components, operations } from './generated/schema';

export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type Op<K extends OperationId> = operations[K];
type Present<T> = [T] extends [never] ? Record<string, never> : T;
type Params<K extends OperationId, Where extends 'query' | 'path' | 'header'> = Op<K>['parameters'] extends {
  [P in Where]?: infer T;
}
  ? NonNullable<T>
  : never;

/** The query parameters ({} when the operation has none). */
export type OpQuery<K extends OperationId> = Present<Params<K, 'query'>>;
/** The path parameters ({} when the operation has none). */
export type OpPath<K extends OperationId> = Present<Params<K, 'path'>>;

type BodyContent<K extends OperationId> =
  Op<K> extends { requestBody?: infer B } ? ([NonNullable<B>] extends [never] ? never : NonNullable<B>) : never;

/** The request body (JSON, else multipart); never when the operation takes none. */
export type OpBody<K extends OperationId> =
  BodyContent<K> extends { content: infer C }
    ? C extends { 'application/json': infer J }
      ? J
      : C extends { 'multipart/form-data': infer M }
        ? M
        : never
    : never;

/** The whole 200 application/json answer (the envelope). */
export type OpResponse<K extends OperationId> = Op<K>['responses'] extends {
  200: { content: { 'application/json': infer E } };
}
  ? E
  : never;

/** The `result` of the 200 application/json answer. */
export type OpResult<K extends OperationId> =
  OpResponse<K> extends { result: infer R } ? R : OpResponse<K> extends { result?: infer R } ? R | undefined : never;
