import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './log-redaction';

/** A server logging into a string, with the product's logger options. */
function logged() {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  app.post('/echo', async (req) => {
    req.log.warn({ body: req.body, query: req.query }, 'refused');
    return {};
  });
  app.get('/token', async (req) => {
    req.log.info({ query: req.query }, 'sign-in');
    return {};
  });
  return { app, text: () => lines.join('') };
}

describe('log redaction', () => {
  it('keeps passwords, codes and tokens out of URLs and logged objects', async () => {
    const { app, text } = logged();
    const hash = 'a'.repeat(64);
    await app.inject({ method: 'GET', url: `/token?grant_type=session_id&mobile=13800000002&password=${hash}&code=4821&uuid=u1` });
    await app.inject({
      method: 'POST', url: '/echo?token=SIGNED123',
      payload: { mobile: '13800000002', password: 'Typed@2024', checkPass: 'Typed@2024', smsCode: '135790', nested: { newPassword: 'Nested@2024', oldPassword: 'Old@2024' } },
    });
    await app.close();
    const out = text();
    for (const secret of [hash, '4821', 'Typed@2024', '135790', 'Nested@2024', 'Old@2024', 'SIGNED123']) expect(out).not.toContain(secret);
    // What helps an operator stays.
    expect(out).toContain('13800000002');
    expect(out).toContain('grant_type=session_id');
    expect(out).toContain('[redacted]');
  });

  it('redacts query values by name, leaving the rest of the URL as it came', () => {
    expect(redactUrl('/a?x=1&Password=p&smsCode=9&y')).toBe('/a?x=1&Password=[redacted]&smsCode=[redacted]&y');
    expect(redactUrl('/a')).toBe('/a');
    expect(redactUrl('/a?%ZZ=1')).toBe('/a?%ZZ=1');
  });
});
