/**
 * What the log never holds: passwords (even hashed), SMS and captcha codes, tokens and tickets. Sign-in sends
 * its password hash and captcha code in the query string (SPEC §7), so the request's URL is logged with those
 * values replaced; and any object logged with such a field (a body, a query, an error's details) is censored
 * by pino's redaction, at the top level and up to three levels down.
 */
import type { FastifyRequest } from 'fastify';

export const SECRET_FIELDS = [
  'password', 'newPassword', 'oldPassword', 'checkPass', 'password_weak',
  'code', 'smsCode', 'imgVerify', 'resetTicket', 'ticket',
  'token', 'access_token', 'refresh_token', 'sign', 'signature', 'secret',
] as const;

const SECRET = new Set<string>(SECRET_FIELDS.map((f) => f.toLowerCase()));
export const CENSOR = '[redacted]';

/** The URL with the value of every secret query parameter replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const raw = eq < 0 ? pair : pair.slice(0, eq);
      let name = raw;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        // A malformed escape stays as it came; its name is compared as is.
      }
      return eq >= 0 && SECRET.has(name.toLowerCase()) ? `${raw}=${CENSOR}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

const paths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]),
];

/** Fastify's logger options at `level`, with the redaction above. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths, censor: CENSOR },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
