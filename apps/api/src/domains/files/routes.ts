import type {} from './tables';
import { randomUUID } from 'node:crypto';
import { serverLanguage } from '@port/config/server-messages';
import type { FastifyRequest } from 'fastify';
import { defineHandlers, RAW, requireUser } from '../../http/contract';
import { Answer } from '../../http/envelope';
import { badRequest, forbidden, invalid, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../../lib/audit';
import { formatDateTime } from '../../lib/datetime';
import { verifyingSecrets } from '../../lib/signing-keys';
import { clientText } from '../../lib/text';
import type { SessionUser } from '../../services';
import { reachesOtherCompanies } from '../accounts/common/access';
import { linkIsValid, signedLink } from '../../lib/file-links';
import { detectType, extensionOf, EXTENSION_KINDS } from './magic';
import { CONTAINER_MIME, FILE_MAX_BYTES, PICTURE_MAX_BYTES, UPLOAD_POLICIES } from './policy';
import { fileStorage } from './storage';

const FILE_TYPES = ['invoice', 'receipt', 'contract', 'attachment'] as const;
/** Reviewers of onboarding applications may see every company's files. */
const REVIEW_PERMISSION = 'accounts:seller:list';

interface Upload {
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer; truncated: boolean } | null;
}

/** Reads the multipart request whole: fields in any order, one file, cut off (and flagged) past 5 MB. */
async function readUpload(req: FastifyRequest): Promise<Upload> {
  const out: Upload = { fields: {}, file: null };
  // throwFileSizeLimit is read per call at run time, though the call's type does not list it: off, so the
  // truncated flag (not an exception mid-stream) tells an oversize file.
  const options = { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 }, throwFileSizeLimit: false };
  const parts = req.parts(options);
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') out.fields[part.fieldname] = part.value;
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) {
      // busboy sets truncated at the limit but would read (and drop) the rest of the part: stop here instead, and
      // the refusal closes the connection (http/body-limits.ts). An oversize file is refused, never stored cut.
      chunks.push(chunk as Buffer);
      if (part.file.truncated) break;
    }
    if (part.fieldname === 'file') out.file = { name: part.filename || 'file', bytes: Buffer.concat(chunks), truncated: part.file.truncated };
    if (part.file.truncated) break;
  }
  return out;
}

/** The original name without any path, kept for display and downloads. */
const baseName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')].filter((c) => c.charCodeAt(0) >= 0x20).join('').slice(0, 200) || 'file';

/** An optional text field of the form, trimmed; longer than max is a 400 naming the field. */
function checkField(fields: Record<string, string>, name: string, max: number): string | null {
  const value = fields[name]?.trim();
  if (!value) return null;
  if (value.length > max) throw badRequest('invalidField', { field: name, detail: `> ${max}` }, name);
  return value;
}

function mayRead(user: SessionUser, row: { uploader_id: string | null; company_id: string | null }): boolean {
  return (
    row.uploader_id === user.userId ||
    (row.company_id !== null && row.company_id === user.companyId) ||
    reachesOtherCompanies(user, REVIEW_PERMISSION)
  );
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Upload to the storage adapter, signed links, the download itself, and business order attachments. */
export const fileHandlers = defineHandlers({
  uploadFile: async ({ services, user, req }) => {
    const me = requireUser(user);
    const lang = serverLanguage(req.headers['accept-language']);
    const { fields, file } = await readUpload(req);
    if (!file || file.bytes.length === 0) throw invalid(clientText(lang, 'upload.fileRequired'), 'file');

    const bizType = fields.bizType?.trim() || 'common';
    const policy = UPLOAD_POLICIES[bizType];
    if (!policy) throw invalid(clientText(lang, 'upload.bizTypeInvalid'), 'bizType');
    const businessNo = checkField(fields, 'businessNo', 64);
    const businessType = checkField(fields, 'businessType', 50);
    const fileType = checkField(fields, 'fileType', 20);
    if (fileType && !(FILE_TYPES as readonly string[]).includes(fileType)) {
      throw badRequest('invalidField', { field: 'fileType', detail: FILE_TYPES.join(' | ') }, 'fileType');
    }

    if (file.truncated) throw invalid(clientText(lang, 'validation.fileTooLarge', { n: FILE_MAX_BYTES / 1024 / 1024 }), 'file');
    const name = baseName(file.name);
    const ext = extensionOf(name);
    const detected = detectType(file.bytes);
    const typeOk = detected && EXTENSION_KINDS[ext]?.includes(detected.kind) && policy.kinds.includes(detected.kind);
    if (!detected || !typeOk) throw invalid(clientText(lang, policy.typeMessage), 'file');
    if (detected.picture && file.bytes.length > PICTURE_MAX_BYTES) {
      throw invalid(clientText(lang, 'validation.fileTooLarge', { n: PICTURE_MAX_BYTES / 1024 / 1024 }), 'file');
    }

    const container = detected.kind === 'zip' || detected.kind === 'ole';
    const storedExt = container ? ext : detected.ext;
    const contentType = container ? (CONTAINER_MIME[ext] ?? detected.mime) : detected.mime;
    const now = services.now();
    const path = `${bizType}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${storedExt}`;
    await fileStorage(services).put(path, file.bytes);

    const result = { fileUrl: path, fileName: name, size: file.bytes.length, contentType };
    await services.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('stored_files')
        .values({
          path, original_name: name, content_type: contentType, size: file.bytes.length, biz_type: bizType,
          company_id: me.companyId, uploader_id: me.userId, business_no: businessNo, business_type: businessType,
          file_type: fileType, create_time: now,
        })
        .execute();
      await recordAudit(trx, actorOf(me, req), {
        action: 'upload', entity: 'file', entityId: path,
        after: { ...result, bizType, businessNo, businessType, fileType },
      });
    });
    return new Answer(result, clientText(lang, 'upload.success'));
  },

  queryFileUrl: async ({ services, user, query }) => {
    const me = requireUser(user);
    const row = await services.db.selectFrom('stored_files').select(['path', 'uploader_id', 'company_id']).where('path', '=', query.fileUrl).executeTakeFirst();
    // A file the caller may not see answers as if it did not exist.
    if (!row || !mayRead(me, row)) throw notFound();
    const link = signedLink(services.env.signingSecret, row.path, services.now());
    return { fileUrl: row.path, url: link.url, expiresAt: formatDateTime(new Date(link.expires * 1000)) };
  },

  downloadFile: async ({ services, query, reply }) => {
    if (!linkIsValid(verifyingSecrets(services.env), query.path, query.expires, query.signature, services.now())) throw forbidden();
    const row = await services.db.selectFrom('stored_files').select(['path', 'original_name', 'content_type']).where('path', '=', query.path).executeTakeFirst();
    const bytes = row ? await fileStorage(services).get(row.path) : null;
    if (!row || !bytes) throw notFound();
    const inline = row.content_type.startsWith('image/') && row.content_type !== 'image/svg+xml';
    void reply
      .code(200)
      .header('content-type', row.content_type)
      .header('x-content-type-options', 'nosniff')
      // Even if a browser renders it, a stored file runs no script and reaches nothing.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .header('content-disposition', disposition(inline ? 'inline' : 'attachment', row.original_name))
      .header('cache-control', 'private, max-age=600')
      .send(bytes);
    return RAW;
  },

  listBusinessFiles: async ({ services, user, body }) => {
    const me = requireUser(user);
    let q = services.db
      .selectFrom('stored_files as f')
      .leftJoin('users as u', 'u.user_id', 'f.uploader_id')
      .select(['f.id', 'f.path', 'f.original_name', 'f.file_type', 'f.size', 'f.create_time', 'u.name as uploader_name', 'u.mobile as uploader_mobile'])
      .where('f.business_no', '=', body.businessNo)
      .orderBy('f.create_time')
      .orderBy('f.id');
    if (body.businessType) q = q.where('f.business_type', '=', body.businessType);
    if (me.dataScope !== '1') {
      if (!me.companyId) return [];
      q = q.where('f.company_id', '=', me.companyId);
    }
    const rows = await q.execute();
    const now = services.now();
    return rows.map((r) => ({
      fileId: r.id,
      fileName: r.original_name,
      fileUrl: r.path,
      url: signedLink(services.env.signingSecret, r.path, now).url,
      fileType: r.file_type,
      size: r.size,
      uploadTime: formatDateTime(r.create_time),
      uploadBy: r.uploader_name ?? r.uploader_mobile ?? null,
    }));
  },
});
