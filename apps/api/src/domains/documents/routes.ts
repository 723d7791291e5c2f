/** Documents: records for the print pages, print serial numbers, signed links, the office preview. */
import { serverLanguage, serverMessage } from '@port/config/server-messages';
import { UPLOAD } from '@port/config/constants';
import { defineHandlers, requireUser } from '../../http/contract';
import { ApiError, forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime, portDay } from '../../lib/datetime';
import { verifyingSecrets } from '../../lib/signing-keys';
import { clientText } from '../../lib/text';
import { documentScope, listDocuments, loadDocument } from './records';
import { OFFICE_WORKER_LIMITS, officeOwner, officeSlots, PreviewRefused } from '../../lib/office-jobs';
import { PREVIEW_LIMITS, previewOffice } from './preview';
import { signLink, verifyLink } from './signing';

const MINUTE_MS = 60_000;

/** 'P' + the port's day (YYYYMMDD) + the print's id: unique, ordered, and says when it was printed. */
export const serialNo = (id: string, at: Date): string => `P${portDay(at).replace(/-/g, '')}${id.padStart(6, '0')}`;

export const documentHandlers = defineHandlers({
  listDocuments: async ({ services, user, query }) => {
    const scope = await documentScope(services, requireUser(user));
    const pageNo = Math.max(1, Math.floor(Number(query.pageNo ?? 1)) || 1);
    const pageSize = Math.min(50, Math.max(1, Math.floor(Number(query.pageSize ?? 10)) || 10));
    const page = await listDocuments(services, scope, query.kind, pageNo, pageSize, {
      container: query.container?.trim() || undefined, place: query.place?.trim() || undefined, timeFrom: query.timeFrom, timeTo: query.timeTo,
    });
    return { ...page, pageNo, pageSize };
  },

  getDocument: async ({ services, user, params }) => {
    const scope = await documentScope(services, requireUser(user));
    const doc = await loadDocument(services, scope, params.kind, params.id);
    if (!doc) throw notFound();
    return doc;
  },

  printDocument: async ({ services, user, body }) => {
    const me = requireUser(user);
    const doc = await loadDocument(services, await documentScope(services, me), body.kind, body.id);
    if (!doc) throw notFound();
    const now = services.now();
    const row = await services.db
      .insertInto('document_prints')
      .values({ kind: body.kind, doc_id: body.id, printed_by: me.userId, print_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { serialNo: serialNo(String(row.id), now), printTime: formatDateTime(now), document: doc };
  },

  createDocumentLink: async ({ services, user, body }) => {
    const me = requireUser(user);
    // Only a document the caller may see can be shared.
    const doc = await loadDocument(services, await documentScope(services, me), body.kind, body.id);
    if (!doc) throw notFound();
    const expires = new Date(services.now().getTime() + (body.ttlMinutes ?? 1440) * MINUTE_MS);
    const token = signLink(services.env.signingSecret, { kind: body.kind, id: body.id, exp: Math.floor(expires.getTime() / 1000) });
    return { token, url: `/new/downloadPdf2/index?t=${encodeURIComponent(token)}`, expiresAt: formatDateTime(expires) };
  },

  getSignedDocument: async ({ services, req, query }) => {
    const lang = serverLanguage(req.headers['accept-language']);
    const claims = verifyLink(verifyingSecrets(services.env), query.t, services.now());
    if (!claims) throw forbidden(clientText(lang, 'documents.linkInvalid'));
    const doc = await loadDocument(services, { kind: 'all' }, claims.kind, claims.id);
    if (!doc) throw notFound();
    return { expiresAt: formatDateTime(new Date(claims.exp * 1000)), document: doc };
  },

  // The caller's company's place in the office-file queue, asked by a form while its upload waits.
  getOfficeQueue: async ({ user }) => ({ position: officeSlots.position(officeOwner(requireUser(user))) }),

  previewOffice: async ({ req, user }) => {
    const me = requireUser(user);
    const lang = serverLanguage(req.headers['accept-language']);
    const words = {
      tooSlow: () => serverMessage(lang, 'fileTookTooLong', { seconds: OFFICE_WORKER_LIMITS.timeoutMs / 1000 }),
      tooLarge: () => clientText(lang, 'documents.preview.tooLarge', { mb: UPLOAD.fileMaxMb }),
      unpackedTooLarge: () => serverMessage(lang, 'fileUnpackedTooLarge', { mb: PREVIEW_LIMITS.unpackedBytes / 1024 / 1024 }),
      malformed: () => clientText(lang, 'documents.preview.malformed'),
      unsupported: () => clientText(lang, 'documents.preview.unsupported'),
    };
    let buffer: Buffer;
    let fileName: string;
    try {
      const part = await req.file();
      if (!part) throw invalid(words.unsupported(), 'file');
      fileName = part.filename.slice(0, 200);
      buffer = await part.toBuffer();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid(words.tooLarge(), 'file');
      throw invalid(words.unsupported(), 'file');
    }
    try {
      return await previewOffice(buffer, fileName, officeOwner(me));
    } catch (error) {
      if (error instanceof PreviewRefused) throw invalid(words[error.reason](), 'file');
      throw error;
    }
  },
});
