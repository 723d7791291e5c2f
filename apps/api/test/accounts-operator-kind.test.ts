/**
 * Issue 30 item 2: the platform company keeps its kind. Saving the operator's own onboarding form once turned
 * its kind from 'operator' into 'other', and at the next sign-in the administrator lost every platform permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp, tokenFor } from './helpers';
import { ADMIN, call, registerUser, validForm } from './accounts-fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp({ captchaEnabled: false });
}, 180_000);
afterAll(() => app.close());

const kindOf = async (mobile: string) =>
  (await app.services.db.selectFrom('users as u').innerJoin('companies as c', 'c.company_id', 'u.company_id')
    .select('c.kind').where('u.mobile', '=', mobile).executeTakeFirstOrThrow()).kind;

describe('the onboarding form never changes a company into or out of the operator kind', () => {
  it('keeps the platform company an operator when its administrator saves the form, and the administrator keeps every permission', async () => {
    const token = await tokenFor(app, ADMIN);
    expect(await kindOf(ADMIN)).toBe('operator');
    // The approved platform company's name and credit code are locked: the form keeps them.
    const platform = await app.services.db.selectFrom('companies').select(['company_name', 'profile']).where('kind', '=', 'operator').executeTakeFirstOrThrow();
    const locked = { companyCname: platform.company_name, ...(platform.profile?.companyCreditCode ? { companyCreditCode: platform.profile.companyCreditCode } : {}) };
    const saved = await call(app, 'POST', '/user/seller/createSeller', { token, body: await validForm(app, token, { companyTypeCode: '1', ...locked }) });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(await kindOf(ADMIN)).toBe('operator');

    const again = await tokenFor(app, ADMIN);
    const info = await call<{ permissions: string[] }>(app, 'GET', '/user/auth/getInfo', { token: again });
    expect(info.body.result.permissions).toContain('*:*:*');
  });

  it('never makes a new company an operator, whatever the form says', async () => {
    const token = await registerUser(app, '13600000301');
    const saved = await call(app, 'POST', '/user/seller/createSeller', { token, body: { ...(await validForm(app, token)), kind: 'operator', companyTypeCode: '' } });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(await kindOf('13600000301')).not.toBe('operator');
  });
});
