import { describe, expect, it } from 'vitest';
import spec from './generated/openapi.json';

interface Op {
  operationId: string;
  security?: Array<Record<string, unknown>>;
  'x-access'?: string;
  'x-permission'?: string;
  'x-api-product'?: string;
}
const contract = spec as unknown as { security: Array<Record<string, unknown>>; paths: Record<string, Record<string, Op>> };
const ops = Object.values(contract.paths).flatMap((item) =>
  (['get', 'post', 'put', 'delete', 'patch'] as const).flatMap((m) => (item[m] ? [item[m]] : [])),
);

// The server enforces x-access (apps/api/src/http/contract.ts) and the role × endpoint matrix test reads it:
// an operation without a declaration could not be checked, so none may be added without one.
describe('x-access: who may call each operation', () => {
  it('is declared on every operation, with a known value', () => {
    const missing = ops.filter((o) => !['public', 'signed-in', 'permission', 'platform', 'api-key'].includes(o['x-access'] ?? ''));
    expect(missing.map((o) => o.operationId)).toEqual([]);
  });

  it('names its permission string when it is permission', () => {
    expect(ops.filter((o) => o['x-access'] === 'permission' && !o['x-permission']).map((o) => o.operationId)).toEqual([]);
  });

  it('is api-key exactly when the operation takes the apiKey scheme alone, and names its product', () => {
    const keyed = (o: Op) => (o.security ?? contract.security).length > 0 && (o.security ?? contract.security).every((s) => Object.keys(s).join() === 'apiKey');
    expect(ops.filter((o) => keyed(o) !== (o['x-access'] === 'api-key')).map((o) => o.operationId)).toEqual([]);
    expect(ops.filter((o) => o['x-access'] === 'api-key' && !o['x-api-product']).map((o) => o.operationId)).toEqual([]);
  });

  it('is public exactly when the operation needs no bearer, display token or API key', () => {
    const open = (o: Op) => (o.security ?? contract.security).every((s) => !('bearer' in s) && !('displayToken' in s) && !('apiKey' in s));
    expect(ops.filter((o) => open(o) !== (o['x-access'] === 'public')).map((o) => o.operationId)).toEqual([]);
  });
});
