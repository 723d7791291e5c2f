/**
 * The handlers of the message hub (openapi/paths/edi.yaml, issue 25 parts 1 and 4): inbound EDIFACT by API key and by
 * upload (inbound.ts), the message log with its raw text and answers, replay of a refused interchange, and the EDI
 * identities each company declares. A company reads and changes its own entries only (another's answer 404, as if
 * absent); platform staff read every company's.
 */
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Schemas } from '@port/sdk/contract';
import { serverLanguage, type ServerLanguage } from '@port/config/server-messages';
import { defineHandlers, RAW, requireUser } from '../../http/contract';
import { ApiError, forbidden, invalid, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../../lib/audit';
import { formatDateTime } from '../../lib/datetime';
import { clientText } from '../../lib/text';
import type { SessionUser } from '../../services';
import { EDI_MAX_BYTES, InterchangeTooLarge, receiveInterchange, replayInterchange, type Receipt } from './inbound';
import type { EdiProblem, EdiRecord } from './tables';

/** The port's UNB identity: recipient of inbound interchanges, sender of CONTRL/APERAK and of the CODECO download. */
export const PORT_EDI_ID = 'PORTOP';

const languageOf = (req: FastifyRequest): ServerLanguage => serverLanguage(req.headers['accept-language']);
const isId = (v: string) => /^[0-9]{1,18}$/.test(v);

/** The company whose entries the caller reads: its own; null (all) for platform staff. */
function scopeOf(me: SessionUser): string | null {
  if (me.platform) return null;
  if (!me.companyId) throw notFound();
  return me.companyId;
}

/** The caller's own company, for what writes in a company's name (platform staff have none to write for). */
function ownCompany(me: SessionUser, lang: ServerLanguage): string {
  if (!me.companyId) throw forbidden(clientText(lang, 'edi.errors.noCompany'));
  return me.companyId;
}

type LogRow = {
  id: string; create_time: Date; direction: string; channel: string; company_id: string | null; company_name: string | null; sender_id: string; sender_qualifier: string;
  recipient_id: string; control_ref: string; message_types: string; message_count: number; applied_count: number; status: string; container_nos: string[]; refs: string[];
  problems: EdiProblem[]; records: EdiRecord[]; has_contrl: boolean; has_aperak: boolean; replays: number; size: number;
};

const view = (r: LogRow): Schemas['EdiInterchange'] => ({
  id: String(r.id), time: formatDateTime(r.create_time), direction: r.direction === 'out' ? 'out' : 'in',
  channel: r.channel === 'upload' ? 'upload' : r.channel === 'download' ? 'download' : 'api',
  companyId: r.company_id, companyName: r.company_name, senderId: r.sender_id, senderQualifier: r.sender_qualifier, recipientId: r.recipient_id,
  controlReference: r.control_ref, messageTypes: r.message_types, messageCount: r.message_count, appliedCount: r.applied_count,
  status: r.status as Schemas['EdiInterchangeStatus'], containerNos: r.container_nos, references: r.refs, problems: r.problems, records: r.records,
  hasContrl: r.has_contrl, hasAperak: r.has_aperak, replays: r.replays, size: Number(r.size),
});

/** The refusal of an interchange over the size limit (the open API's body limit is larger: this one is the hub's). */
const tooLarge = (lang: ServerLanguage) => new ApiError(413, 'bodyTooLarge', {}, { text: clientText(lang, 'edi.errors.tooLarge', { kb: EDI_MAX_BYTES / 1024 }) });

async function receive(run: () => Promise<Receipt>, lang: ServerLanguage): Promise<Receipt> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof InterchangeTooLarge) throw tooLarge(lang);
    throw err;
  }
}

export const ediMessageHandlers = defineHandlers({
  receiveEdifact: async ({ services, apiKey, body, req }) => {
    const lang = languageOf(req);
    if (!apiKey) throw new ApiError(401, 'unauthorized');
    // The body is text/plain (Fastify reads it as a string); the contract types only JSON bodies, so it is checked here.
    const text: unknown = body;
    if (typeof text !== 'string' || !text.trim()) throw invalid(clientText(lang, 'edi.errors.bodyText'), 'body');
    return receive(() => receiveInterchange(services, { text, companyId: apiKey.companyId, channel: 'api', receivedBy: `key:${apiKey.keyId}`, lang }), lang);
  },

  uploadEdiInterchange: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = languageOf(req);
    const companyId = ownCompany(me, lang);
    if (!body.text.trim()) throw invalid(clientText(lang, 'edi.errors.bodyText'), 'body.text');
    const receipt = await receive(() => receiveInterchange(services, { text: body.text, companyId, channel: 'upload', receivedBy: me.userId, lang }), lang);
    await recordAudit(services.db, actorOf(me, req), { action: 'upload', entity: 'edi_interchange', entityId: receipt.id, after: { status: receipt.status, duplicate: receipt.duplicate, fileName: body.fileName ?? null } });
    return receipt;
  },

  listEdiInterchanges: async ({ services, user, query }) => {
    const me = requireUser(user);
    const company = scopeOf(me);
    const pageNo = Math.max(1, Number(query.pageNo) || 1);
    const pageSize = Math.min(100, Math.max(1, Number(query.pageSize) || 20));
    let base = services.db.selectFrom('edi_interchanges as i').leftJoin('companies as c', 'c.company_id', 'i.company_id');
    if (company) base = base.where('i.company_id', '=', company);
    const containerNo = query.containerNo?.trim().toUpperCase();
    if (containerNo) base = base.where(sql<boolean>`i.container_nos @> array[${containerNo}]::text[]`);
    const reference = query.reference?.trim();
    if (reference) base = base.where((eb) => eb.or([eb('i.control_ref', '=', reference), eb(sql<boolean>`i.refs @> array[${reference.toUpperCase()}]::text[]`, '=', true)]));
    if (query.status) base = base.where('i.status', '=', query.status);
    if (query.direction) base = base.where('i.direction', '=', query.direction);
    const [rows, count] = await Promise.all([
      base.select([
        'i.id', 'i.create_time', 'i.direction', 'i.channel', 'i.company_id', 'c.company_name', 'i.sender_id', 'i.sender_qualifier', 'i.recipient_id', 'i.control_ref',
        'i.message_types', 'i.message_count', 'i.applied_count', 'i.status', 'i.container_nos', 'i.refs', 'i.problems', 'i.records', 'i.replays',
        sql<boolean>`i.contrl is not null`.as('has_contrl'), sql<boolean>`i.aperak is not null`.as('has_aperak'), sql<number>`octet_length(i.raw)`.as('size'),
      ]).orderBy('i.id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
      base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { data: (rows as LogRow[]).map(view), total: Number(count.n), totalExact: true, pageNo, pageSize };
  },

  downloadEdiInterchange: async ({ services, user, params, query, reply }) => {
    const me = requireUser(user);
    const company = scopeOf(me);
    if (!isId(params.id)) throw notFound();
    let q = services.db.selectFrom('edi_interchanges').select(['raw', 'contrl', 'aperak', 'control_ref', 'sender_id']).where('id', '=', params.id);
    if (company) q = q.where('company_id', '=', company);
    const row = await q.executeTakeFirst();
    const part = query.part ?? 'raw';
    const text = row ? (part === 'contrl' ? row.contrl : part === 'aperak' ? row.aperak : row.raw) : null;
    if (!row || text === null) throw notFound();
    const name = `${part.toUpperCase()}_${row.sender_id}_${row.control_ref}`.replace(/[^A-Za-z0-9_.-]/g, '_');
    reply.code(200).header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${name}.edi"`).type('application/edifact; charset=utf-8').send(text);
    return RAW;
  },

  replayEdiInterchange: async ({ services, user, params, req }) => {
    const me = requireUser(user);
    const lang = languageOf(req);
    if (!isId(params.id)) throw notFound();
    const receipt = await replayInterchange(services, params.id, scopeOf(me), lang, { userId: me.userId, companyId: me.companyId });
    if (!receipt) throw notFound();
    if (receipt === 'notRefused') throw new ApiError(409, 'staleUpdate', {}, { text: clientText(lang, 'edi.errors.notRefused') });
    await recordAudit(services.db, actorOf(me, req), { action: 'replay', entity: 'edi_interchange', entityId: params.id, after: { status: receipt.status } });
    return receipt;
  },

  listEdiParties: async ({ services, user }) => {
    const me = requireUser(user);
    const company = scopeOf(me);
    let q = services.db.selectFrom('edi_parties as p').leftJoin('companies as c', 'c.company_id', 'p.company_id').select(['p.id', 'p.company_id', 'c.company_name', 'p.edi_id', 'p.qualifier', 'p.create_time']);
    if (company) q = q.where('p.company_id', '=', company);
    const rows = await q.orderBy('p.id').limit(500).execute();
    return {
      portId: PORT_EDI_ID,
      data: rows.map((r) => ({ id: String(r.id), companyId: r.company_id, companyName: r.company_name, ediId: r.edi_id, qualifier: r.qualifier, createTime: formatDateTime(r.create_time) })),
    };
  },

  addEdiParty: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = languageOf(req);
    const companyId = ownCompany(me, lang);
    const ediId = body.ediId.trim().toUpperCase();
    const qualifier = (body.qualifier ?? '').trim().toUpperCase();
    if (!ediId) throw invalid(clientText(lang, 'edi.errors.ediIdRequired'), 'body.ediId');
    if (ediId === PORT_EDI_ID) throw invalid(clientText(lang, 'edi.errors.ediIdTaken'), 'body.ediId');
    const row = await services.db.insertInto('edi_parties').values({ company_id: companyId, edi_id: ediId, qualifier, create_time: services.now() })
      .onConflict((oc) => oc.columns(['edi_id', 'qualifier']).doNothing()).returning(['id', 'create_time']).executeTakeFirst();
    if (!row) throw new ApiError(409, 'staleUpdate', {}, { text: clientText(lang, 'edi.errors.ediIdTaken') });
    await recordAudit(services.db, actorOf(me, req), { action: 'add', entity: 'edi_party', entityId: String(row.id), after: { ediId, qualifier } });
    const name = await services.db.selectFrom('companies').select('company_name').where('company_id', '=', companyId).executeTakeFirst();
    return { id: String(row.id), companyId, companyName: name?.company_name ?? null, ediId, qualifier, createTime: formatDateTime(row.create_time) };
  },

  removeEdiParty: async ({ services, user, params, req }) => {
    const me = requireUser(user);
    const companyId = ownCompany(me, languageOf(req));
    if (!isId(params.id)) throw notFound();
    const gone = await services.db.deleteFrom('edi_parties').where('id', '=', params.id).where('company_id', '=', companyId).returning(['edi_id', 'qualifier']).executeTakeFirst();
    if (!gone) throw notFound();
    await recordAudit(services.db, actorOf(me, req), { action: 'remove', entity: 'edi_party', entityId: params.id, before: { ediId: gone.edi_id, qualifier: gone.qualifier } });
    return null;
  },
});
