import { describe, expectTypeOf, it } from 'vitest';
import type { OpBody, OpPath, OpQuery, OpResponse, OpResult, OperationId } from './contract';
import type { components, operations } from './generated/schema';

type Schemas = components['schemas'];

// Type-level tests: `tsc` checks them; vitest only runs the (empty) bodies.
describe('contract types', () => {
  it('lists the operation ids', () => {
    expectTypeOf<'getCaptcha'>().toMatchTypeOf<OperationId>();
    expectTypeOf<'getInfo'>().toMatchTypeOf<OperationId>();
    expectTypeOf<OperationId>().toEqualTypeOf<keyof operations>();
  });

  it('OpResult is the result of the 200 application/json answer', () => {
    expectTypeOf<OpResult<'getCaptcha'>>().toEqualTypeOf<Schemas['Captcha']>();
    expectTypeOf<OpResult<'getInfo'>>().toEqualTypeOf<Schemas['UserInfo']>();
    expectTypeOf<OpResult<'getRouters'>>().toEqualTypeOf<Schemas['Route'][]>();
    expectTypeOf<OpResult<'login'>>().toEqualTypeOf<Schemas['Token']>();
    expectTypeOf<OpResponse<'getInfo'>>().toMatchTypeOf<Schemas['Envelope']>();
  });

  it('OpQuery has the query parameters, {} when there are none', () => {
    expectTypeOf<OpQuery<'login'>['mobile']>().toEqualTypeOf<string>();
    expectTypeOf<OpQuery<'login'>['grant_type']>().toEqualTypeOf<'session_id'>();
    expectTypeOf<OpQuery<'login'>['code']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<OpQuery<'getInfo'>>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<OpPath<'getInfo'>>().toEqualTypeOf<Record<string, never>>();
  });

  it('OpBody is the JSON request body, never without one', () => {
    expectTypeOf<OpBody<'updatePassword'>>().toEqualTypeOf<Schemas['PasswordChange']>();
    expectTypeOf<OpBody<'getInfo'>>().toBeNever();
  });
});
