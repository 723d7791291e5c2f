/**
 * Inbound EDIFACT (issue 25 part 1): an interchange from a company's system (open API or console upload) is logged,
 * checked (syntax.ts, then the message's segment table in moves.ts), and each sound CODECO/COARRI message is applied
 * in its own transaction through the gate screen's code path (open/events.ts recordContainerEvent: the move, its
 * yard-fee visit, its webhooks), so one message applies whole or not at all. Business refusals (a container another
 * company holds, a terminal code not the sender's, a gate-out the release check refuses) roll the message back and
 * become APERAK; syntax errors become CONTRL. A duplicate (same UNB sender and control reference) is answered with
 * what the first copy got and not applied again.
 */
import type { ServerLanguage } from '@port/config/server-messages';
import { isValidContainerNumber } from '@port/sdk/rules';
import { ApiError } from '../../http/errors';
import { parseDateTime, portStamp } from '../../lib/datetime';
import { clientText } from '../../lib/text';
import type { Executor } from '../../lib/records';
import type { AppServices } from '../../services';
import { recordContainerEvent, touchEventLists } from '../open/events';
import { kickDeliveries } from '../open/worker';
import { assertGateOutCovered } from '../yardbk/gate';
import { aperakInterchange, contrlInterchange, type BusinessRefusal } from './edifact/answers';
import { readMoves, type InboundMove } from './edifact/moves';
import { hasSyntaxErrors, InterchangeTooLarge, parseInterchange, SYNTAX_ERROR, type Interchange, type SyntaxIssue } from './edifact/syntax';
import type { EdiProblem, EdiRecord } from './tables';

/** The largest inbound interchange: half the JSON body limit, so an upload's JSON around it still fits. */
export const EDI_MAX_BYTES = 512 * 1024;

export type InterchangeStatus = 'received' | 'syntaxError' | 'applied' | 'partlyApplied' | 'refused';
export type MessageStatus = 'applied' | 'syntaxError' | 'refused';

export interface Receipt {
  id: string;
  duplicate: boolean;
  status: InterchangeStatus;
  controlReference: string;
  messages: Array<{ reference: string; type: string; status: MessageStatus }>;
  contrl: string | null;
  aperak: string | null;
  problems: EdiProblem[];
}

export interface Inbound {
  text: string;
  /** The company of the API key or of the uploading user. */
  companyId: string;
  channel: 'api' | 'upload';
  receivedBy: string;
  lang: ServerLanguage;
}

/** A business refusal inside a message's transaction: rolls it back. */
class Refused extends Error {
  constructor(readonly refusal: Omit<BusinessRefusal, 'messageReference' | 'documentNumber'>) {
    super(refusal.text);
  }
}

const syntaxProblem = (message: string | null, i: SyntaxIssue): EdiProblem => ({
  kind: 'syntax', message, code: i.code, segment: i.segment, segmentPosition: i.segmentPosition, element: i.element ?? null, component: i.component ?? null, containerNo: null, detail: i.detail,
});
const businessProblem = (r: BusinessRefusal): EdiProblem => ({
  kind: 'business', message: r.messageReference, code: r.code, segment: r.segment, segmentPosition: r.segmentPosition, element: null, component: null, containerNo: r.containerNo, detail: r.text,
});

/** The places (terminal codes) a company gates at: its vessel calls' terminal code, its yard-fee places, its company code. */
async function placesOf(db: Executor, companyId: string): Promise<{ kind: string; places: string[] }> {
  const company = await db.selectFrom('companies').select(['company_code', 'kind']).where('company_id', '=', companyId).executeTakeFirst();
  if (!company) return { kind: '', places: [] };
  const [terminals, yards] = await Promise.all([
    db.selectFrom('vessel_voyages').select('terminal_code').distinct().where('terminal_company_id', '=', companyId).where('terminal_code', 'is not', null).execute(),
    db.selectFrom('yardfee_places').select('place').where('company_id', '=', companyId).execute(),
  ]);
  const places = [...terminals.map((t) => t.terminal_code ?? ''), ...yards.map((y) => y.place), company.company_code].filter(Boolean);
  return { kind: company.kind, places: [...new Set(places)] };
}

interface Applier {
  companyId: string;
  kind: string;
  places: string[];
  lang: ServerLanguage;
  actor: { userId: string | null; companyId: string | null };
}

/** Checks and records one container of a message, inside the message's transaction. */
async function applyMove(trx: Executor, a: Applier, type: string, m: InboundMove): Promise<{ record: EdiRecord; queued: number; visits: boolean }> {
  const at = (code: string, text: string) => new Refused({ code, segment: 'EQD', segmentPosition: m.segmentPosition, text, containerNo: m.containerNo || null });
  const allowed = type === 'COARRI' ? a.kind === 'terminal' : a.kind === 'terminal' || a.kind === 'yard';
  if (!allowed) throw at('PARTY', `${type} is accepted from ${type === 'COARRI' ? 'a terminal' : 'a terminal or a yard'} only`);
  if (!isValidContainerNumber(m.containerNo)) throw at('CTNNO', `${m.containerNo} is not an ISO 6346 container number`);
  if (m.terminalCode && !a.places.includes(m.terminalCode)) throw at('PARTY', `LOC names terminal ${m.terminalCode}, not one of the sender's (${a.places.join(', ')})`);
  const place = m.terminalCode || a.places[0]!;
  // A container whose last move (by insertion order, seq: ids are uuids) put it into another company's place (gate-in, discharge) is that company's until it leaves.
  const last = await trx.selectFrom('portal_container_moves').select(['event', 'place', 'line_code', 'bill_no']).where('container_no', '=', m.containerNo).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  if (last && (last.event === 'gateIn' || last.event === 'discharge') && !a.places.includes(last.place)) {
    throw at('HELD', `${m.containerNo} is in another company's place (${last.place}) since its last move`);
  }
  const time = m.time ? parseDateTime(m.time) : null;
  if (!time) throw at('TIME', `no usable event time for ${m.containerNo}`);
  const lineCode = m.lineCode || last?.line_code || m.containerNo.slice(0, 3);
  // The same release check as the gate screen's: a yard's gate-out needs a paid barcode, a release, a reservation or a yard booking.
  if (a.kind === 'yard' && m.event === 'gateOut') {
    try {
      await assertGateOutCovered(trx, a.lang, { yardCompanyId: a.companyId, place, containerNo: m.containerNo, sizeType: m.sizeType, lineCode, now: time, actor: a.actor });
    } catch (err) {
      if (err instanceof ApiError) throw at('RELEASE', err.options.text ?? err.message);
      throw err;
    }
  }
  const { event, queued, visits } = await recordContainerEvent(trx, {
    containerNo: m.containerNo, event: m.event, time, place, sizeType: m.sizeType, lineCode, emptyFull: m.emptyFull,
    billNo: m.billNo?.toUpperCase() || last?.bill_no || null, vesselCode: m.vesselCode, voyage: m.voyage, truckLicense: m.truckLicense,
  });
  return { record: { kind: 'containerMove', id: event.id, containerNo: m.containerNo, event: m.event }, queued, visits };
}

/** Our reference for an answer: 'A' + port time to the second + a tail of the inbound id, at most 14 characters. */
const answerReference = (now: Date, id: string) => `A${portStamp(now).slice(4, 14)}${id.slice(-3)}`.slice(0, 14);

interface Outcome {
  status: InterchangeStatus;
  messages: Receipt['messages'];
  contrl: string;
  aperak: string | null;
  problems: EdiProblem[];
  records: EdiRecord[];
  containerNos: string[];
  refs: string[];
  applied: number;
}

/** Checks and applies a parsed interchange for `companyId`; every message in its own transaction. */
async function applyInterchange(services: AppServices, x: Interchange, id: string, companyId: string, lang: ServerLanguage, actor: Applier['actor']): Promise<Outcome> {
  const now = services.now();
  const envelopeIssues: SyntaxIssue[] = [];
  // The UNB sender must be one of the company's declared EDI identities (the API key or the user says which company).
  const party = await services.db.selectFrom('edi_parties').select('company_id').where('edi_id', '=', x.sender.id).where('qualifier', '=', x.sender.qualifier).executeTakeFirst();
  if (x.errors.length === 0 && party?.company_id !== companyId) {
    envelopeIssues.push({ code: SYNTAX_ERROR.unknownSender, segment: 'UNB', segmentPosition: 1, element: 2, detail: `sender ${x.sender.id}${x.sender.qualifier ? `:${x.sender.qualifier}` : ''} is not an EDI identity of this company` });
  }
  const problems: EdiProblem[] = [...x.errors, ...envelopeIssues].map((i) => syntaxProblem(null, i));
  const reads = x.messages.map((m) => {
    const read = m.errors.length ? null : readMoves(m);
    if (read) m.errors.push(...read.errors);
    for (const i of m.errors) problems.push(syntaxProblem(m.reference, i));
    return read;
  });
  const containerNos = new Set<string>();
  const refs = new Set<string>([x.reference]);
  // A message refused for its syntax is still found by the containers its EQD segments name.
  for (const m of x.messages) {
    for (const s of m.segments) if (s.tag === 'EQD' && s.elements[1]?.[0] === 'CN' && s.elements[2]?.[0]) containerNos.add(s.elements[2][0].trim().toUpperCase().slice(0, 11));
  }
  for (const r of reads) {
    if (!r) continue;
    if (r.documentNumber) refs.add(r.documentNumber.toUpperCase());
    for (const m of r.moves) {
      if (m.containerNo) containerNos.add(m.containerNo);
      if (m.billNo) refs.add(m.billNo.toUpperCase());
    }
  }
  const envelopeRejected = x.errors.length > 0 || envelopeIssues.length > 0;
  const messages: Receipt['messages'] = [];
  const refusals: BusinessRefusal[] = [];
  const records: EdiRecord[] = [];
  let applied = 0;
  const { kind, places } = envelopeRejected ? { kind: '', places: [] } : await placesOf(services.db, companyId);
  for (const [i, m] of x.messages.entries()) {
    const read = reads[i];
    if (envelopeRejected || !read || m.errors.length > 0) {
      messages.push({ reference: m.reference, type: m.type, status: 'syntaxError' });
      continue;
    }
    try {
      const done = await services.db.transaction().execute(async (trx) => {
        const out = [];
        for (const move of read.moves) out.push(await applyMove(trx, { companyId, kind, places, lang, actor }, m.type, move));
        return out;
      });
      records.push(...done.map((d) => d.record));
      touchEventLists(done.some((d) => d.visits));
      if (done.some((d) => d.queued)) kickDeliveries(services);
      applied++;
      messages.push({ reference: m.reference, type: m.type, status: 'applied' });
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      const refusal = { ...err.refusal, messageReference: m.reference, documentNumber: read.documentNumber };
      refusals.push(refusal);
      problems.push(businessProblem(refusal));
      messages.push({ reference: m.reference, type: m.type, status: 'refused' });
    }
  }
  const prepared = portStamp(now).slice(0, 12);
  const reference = answerReference(now, id);
  const contrl = contrlInterchange(x, { reference, prepared }, { interchange: envelopeIssues });
  const aperak = refusals.length ? aperakInterchange(x, { reference: `${reference.slice(0, 13)}P`, prepared }, refusals) : null;
  const syntaxRejected = messages.filter((m) => m.status === 'syntaxError').length;
  const status: InterchangeStatus = envelopeRejected || (x.messages.length > 0 && syntaxRejected === x.messages.length) || x.messages.length === 0 ? 'syntaxError'
    : applied === x.messages.length ? 'applied' : applied > 0 ? 'partlyApplied' : syntaxRejected > 0 ? 'syntaxError' : 'refused';
  return { status, messages, contrl, aperak, problems, records, containerNos: [...containerNos], refs: [...refs], applied };
}

const receiptOf = (row: { id: string; status: string; control_ref: string; contrl: string | null; aperak: string | null; problems: EdiProblem[] }, duplicate: boolean, messages: Receipt['messages']): Receipt => ({
  id: String(row.id), duplicate, status: row.status as InterchangeStatus, controlReference: row.control_ref, messages, contrl: row.contrl, aperak: row.aperak, problems: row.problems,
});

/** What the log keeps of a message's outcome, to answer a duplicate the same. */
const messagesOf = (x: Interchange, problems: EdiProblem[], status: string): Receipt['messages'] => x.messages.map((m) => {
  const own = problems.filter((p) => p.message === m.reference);
  return { reference: m.reference, type: m.type, status: own.some((p) => p.kind === 'syntax') || status === 'syntaxError' ? 'syntaxError' : own.length ? 'refused' : 'applied' };
});

/** Receives one interchange: logs it, checks, applies, answers. Throws InterchangeTooLarge beyond EDI_MAX_BYTES. */
export async function receiveInterchange(services: AppServices, input: Inbound): Promise<Receipt> {
  const x = parseInterchange(input.text, { maxBytes: EDI_MAX_BYTES });
  const now = services.now();
  // Logged first as received: the unique index turns a concurrent or repeated copy into a duplicate here.
  const inserted = await services.db
    .insertInto('edi_interchanges')
    .values({
      company_id: input.companyId, direction: 'in', channel: input.channel, sender_id: x.sender.id.slice(0, 35), sender_qualifier: x.sender.qualifier.slice(0, 4),
      recipient_id: x.recipient.id.slice(0, 35), control_ref: x.reference.slice(0, 14) || `NOREF${now.getTime()}`, message_types: [...new Set(x.messages.map((m) => m.type))].sort().join(',').slice(0, 200),
      message_count: x.messages.length, applied_count: 0, status: 'received', raw: input.text, problems: '[]', records: '[]', container_nos: [], refs: [], received_by: input.receivedBy,
      create_time: now, update_time: now,
    })
    .onConflict((oc) => oc.columns(['sender_id', 'sender_qualifier', 'control_ref']).where('direction', '=', 'in').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const first = await services.db.selectFrom('edi_interchanges').select(['id', 'company_id', 'status', 'control_ref', 'contrl', 'aperak', 'problems'])
      .where('direction', '=', 'in').where('sender_id', '=', x.sender.id).where('sender_qualifier', '=', x.sender.qualifier).where('control_ref', '=', x.reference).executeTakeFirstOrThrow();
    // Another company's interchange with the same UNB sender: say nothing of it.
    if (first.company_id !== input.companyId) throw new ApiError(409, 'staleUpdate', {}, { text: clientText(input.lang, 'edi.errors.duplicateOther') });
    return receiptOf(first, true, messagesOf(x, first.problems, first.status));
  }
  return finish(services, x, String(inserted.id), input.companyId, input.lang, { userId: input.channel === 'upload' ? input.receivedBy : null, companyId: input.companyId }, null);
}

/** Applies and stores the outcome; on a replay the earlier applied messages and records count too. */
async function finish(services: AppServices, x: Interchange, id: string, companyId: string, lang: ServerLanguage, actor: Applier['actor'], previous: { records: EdiRecord[]; applied: number; total: number } | null): Promise<Receipt> {
  const outcome = await applyInterchange(services, x, id, companyId, lang, actor);
  let status = outcome.status;
  if (previous) {
    const applied = previous.applied + outcome.applied;
    status = applied === previous.total ? 'applied' : applied > 0 ? 'partlyApplied' : 'refused';
  }
  const row = await services.db
    .updateTable('edi_interchanges')
    .set((eb) => ({
      status, contrl: outcome.contrl, aperak: outcome.aperak, problems: JSON.stringify(outcome.problems),
      applied_count: (previous?.applied ?? 0) + outcome.applied, records: JSON.stringify([...(previous?.records ?? []), ...outcome.records]),
      update_time: services.now(),
      ...(previous ? { replays: eb('replays', '+', 1) } : { container_nos: outcome.containerNos, refs: outcome.refs }),
    }))
    .where('id', '=', id)
    .returning(['id', 'status', 'control_ref', 'contrl', 'aperak', 'problems'])
    .executeTakeFirstOrThrow();
  return receiptOf(row, false, outcome.messages);
}

/**
 * Replays a refused or partly applied inbound interchange after its cause was fixed: only the messages refused
 * before run again (an applied message is never applied twice); the answers stored become the replay's.
 */
export async function replayInterchange(services: AppServices, id: string, companyId: string | null, lang: ServerLanguage, actor: Applier['actor']): Promise<Receipt | 'notRefused' | null> {
  let q = services.db.selectFrom('edi_interchanges').select(['raw', 'status', 'records', 'problems', 'applied_count', 'message_count', 'company_id']).where('id', '=', id).where('direction', '=', 'in');
  if (companyId) q = q.where('company_id', '=', companyId);
  const row = await q.executeTakeFirst();
  if (!row || !row.company_id) return null;
  if (row.status !== 'refused' && row.status !== 'partlyApplied') return 'notRefused';
  const x = parseInterchange(row.raw, { maxBytes: EDI_MAX_BYTES });
  const refusedRefs = new Set(row.problems.filter((p) => p.kind === 'business').map((p) => p.message));
  const again: Interchange = { ...x, messages: x.messages.filter((m) => refusedRefs.has(m.reference)) };
  return finish(services, again, id, row.company_id, lang, actor, { records: row.records, applied: row.applied_count, total: row.message_count });
}

export { hasSyntaxErrors, InterchangeTooLarge };
