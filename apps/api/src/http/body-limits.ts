/**
 * How much of a request body the server reads (issue 30: a 100 MB upload was read to its end before the size
 * refusal). Two rules, for every route:
 *  - a declared Content-Length beyond the route's ceiling is refused (413, in the caller's language) before any
 *    byte of the body is read;
 *  - an answer sent while the request body is still arriving (a refusal at a limit, of a chunked body that declared
 *    no length, or any early refusal) closes the connection: Node then drops the socket once the answer is out,
 *    instead of reading and discarding the rest of the body to keep the connection alive.
 * The readers stop at their limit (Fastify's JSON body limit, the upload readers at the file size), then refuse.
 */
import type { FastifyInstance } from 'fastify';
import { serverLanguage, serverMessage } from '@port/config/server-messages';
import { UPLOAD } from '@port/config/constants';
import { clientText } from '../lib/text';
import { ApiError } from './errors';

/** The largest JSON (or other non-upload) request body. */
export const BODY_LIMIT = 1024 * 1024;
/**
 * The largest multipart request: twice the largest file an upload takes, room for the form around it, so a file
 * just over its limit is still read and refused by the upload's own words (lib/upload.ts, domains/files).
 */
export const MULTIPART_LIMIT = 2 * UPLOAD.fileMaxMb * 1024 * 1024;

const isMultipart = (contentType: string | undefined) => (contentType ?? '').toLowerCase().startsWith('multipart/');

/** The 413 of a body over its ceiling, in the caller's language: uploads by the file limit the forms show. */
export function bodyTooLarge(acceptLanguage: string | undefined, multipart: boolean): ApiError {
  const lang = serverLanguage(acceptLanguage);
  const text = multipart
    ? clientText(lang, 'validation.fileTooLarge', { n: UPLOAD.fileMaxMb })
    : serverMessage(lang, 'bodyTooLarge', { size: `${BODY_LIMIT / 1024 / 1024} MB` });
  return new ApiError(413, 'bodyTooLarge', {}, { text });
}

export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const declared = Number(req.headers['content-length']);
    const multipart = isMultipart(req.headers['content-type']);
    if (Number.isFinite(declared) && declared > (multipart ? MULTIPART_LIMIT : BODY_LIMIT)) {
      return done(bodyTooLarge(req.headers['accept-language'], multipart));
    }
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    // `complete` turns true once the whole body has arrived; a body-less request is complete at once.
    if (req.raw.complete === false) void reply.header('connection', 'close');
    done(null, payload);
  });
}
