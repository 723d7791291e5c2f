/**
 * Issue 30 (low): sign-in must not tell by its timing which mobiles have accounts. An unknown mobile costs the same
 * scrypt verification as a known one; asserted by the call, not by timing (a busy machine makes timings useless).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as passwords from '../src/domains/auth/passwords';
import { login, startApp } from './helpers';

vi.mock('../src/domains/auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyDigest: vi.fn(original.verifyDigest) };
});

describe('sign-in of a mobile with no account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ captchaEnabled: false });
  });
  afterAll(() => app.close());

  it('verifies the password against a hash all the same, and answers like a wrong password', async () => {
    const verify = vi.mocked(passwords.verifyDigest);
    verify.mockClear();
    const unknown = await login(app, '13900000999', 'whatever-1A');
    expect(unknown.body.code).toBe(400);
    expect(verify).toHaveBeenCalledTimes(1);
    const [digest, hash] = verify.mock.calls[0]!;
    expect(digest).toBe(passwords.sha256Hex('whatever-1A'));
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);

    verify.mockClear();
    const known = await login(app, '13800000002', 'whatever-1A');
    expect(known.body.msg).toBe(unknown.body.msg);
    expect(verify).toHaveBeenCalledTimes(1);
    // The same dummy hash every time: computed once, not per attempt.
    verify.mockClear();
    await login(app, '13900000998', 'x');
    expect(verify.mock.calls[0]![1]).toBe(hash);
  });
});
