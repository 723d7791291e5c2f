/**
 * The answers to an inbound interchange: CONTRL (ISO 9735 syntax and service report, message version 4 release 1 for a
 * syntax-4 interchange, D:3 otherwise) saying per message whether its syntax was accepted, naming the segment (UCS)
 * and element (UCD) of each error; and APERAK (D.95B application error and acknowledgement) for what the business
 * rules refused, one ERC/FTX group per refusal. Both are written with the UNA default service characters and sent
 * back from the recipient of the inbound interchange to its sender.
 */
import { escapeEdi } from '../codeco';
import type { Interchange, SyntaxIssue } from './syntax';

export interface AnswerEnvelope {
  /** Our interchange control reference for the answer. */
  reference: string;
  /** Port time 'YYYYMMDDHHmm'. */
  prepared: string;
}

/** UCI/UCM action codes (0083): 4 rejected, 7 acknowledged, 8 received (not yet checked beyond syntax). */
const ACTION = { rejected: '4', accepted: '7' } as const;

const e = escapeEdi;
const party = (p: { id: string; qualifier: string }) => (p.qualifier ? `${e(p.id)}:${e(p.qualifier)}` : e(p.id));

function envelope(x: Interchange, env: AnswerEnvelope, syntaxId: string, messages: string[][]): string {
  const date = env.prepared.slice(2, 8);
  const time = env.prepared.slice(8, 12);
  const version = x.syntaxVersion === '4' ? '4' : '3';
  const segments = [
    `UNB+${syntaxId}:${version}+${party(x.recipient)}+${party(x.sender)}+${date}:${time}+${e(env.reference)}`,
    ...messages.flat(),
    `UNZ+${messages.length}+${e(env.reference)}`,
  ];
  return `UNA:+.? '\n${segments.map((s) => `${s}'`).join('\n')}\n`;
}

/** The character set of an answer: the sender's when we support it, else UNOC (a rejected UNB may name anything). */
const answerSyntax = (x: Interchange) => (['UNOA', 'UNOB', 'UNOC', 'UNOW', 'UNOY'].includes(x.syntaxId) ? x.syntaxId : 'UNOC');

const errorTail = (i: SyntaxIssue) => `+${i.code}+${e(i.segment)}${i.element !== undefined ? `+${i.element}${i.component !== undefined ? `:${i.component}` : ''}` : ''}`;

/** The CONTRL of an interchange: one UCM per message (accepted or rejected), the interchange rejected when its envelope is wrong. */
export function contrlInterchange(x: Interchange, env: AnswerEnvelope, extra: { interchange?: SyntaxIssue[] } = {}): string {
  const envelopeErrors = [...x.errors, ...(extra.interchange ?? [])];
  const messageRef = '1';
  const type = x.syntaxVersion === '4' ? 'CONTRL:4:1:UN' : 'CONTRL:D:3:UN';
  const segments = [`UNH+${messageRef}+${type}`];
  const first = envelopeErrors[0];
  segments.push(`UCI+${e(x.reference)}+${party(x.sender)}+${party(x.recipient)}+${first ? ACTION.rejected + errorTail(first) : ACTION.accepted}`);
  for (const m of x.messages) {
    const id = [m.type, m.version, m.release, m.agency].map(e).join(':');
    const rejected = m.errors.length > 0 || envelopeErrors.length > 0;
    segments.push(`UCM+${e(m.reference)}+${id}+${rejected ? ACTION.rejected : ACTION.accepted}`);
    for (const err of m.errors) {
      segments.push(`UCS+${err.segmentPosition}+${err.element === undefined ? err.code : ''}`);
      if (err.element !== undefined) segments.push(`UCD+${err.code}+${err.element}${err.component !== undefined ? `:${err.component}` : ''}`);
    }
  }
  segments.push(`UNT+${segments.length + 1}+${messageRef}`);
  return envelope(x, env, answerSyntax(x), [segments]);
}

export interface BusinessRefusal {
  /** The inbound message's reference (UNH 0062). */
  messageReference: string;
  /** The document number of the inbound message (BGM 1004), when it had one. */
  documentNumber: string;
  /** Application error code (ERC 9321, an..8): HELD, PARTY, RELEASE, CTNNO, TIME (openapi EdiProblem). */
  code: string;
  /** Where: the segment tag and position of the group it refused, e.g. EQD at 5. */
  segment: string;
  segmentPosition: number;
  /** The text of the refusal (the sender's language is unknown: English). */
  text: string;
  containerNo: string | null;
}

/** One APERAK per refused message; each of its refusals an ERC + FTX (+ RFF of the container) group. */
export function aperakInterchange(x: Interchange, env: AnswerEnvelope, refusals: readonly BusinessRefusal[]): string {
  const byMessage = new Map<string, BusinessRefusal[]>();
  for (const r of refusals) byMessage.set(r.messageReference, [...(byMessage.get(r.messageReference) ?? []), r]);
  const messages = [...byMessage.entries()].map(([ref, list], i) => {
    const own = String(i + 1);
    const segments = [
      `UNH+${own}+APERAK:D:95B:UN`,
      `BGM+305+${e(`${env.reference}${own}`)}+27`,
      `DTM+137:${env.prepared}:203`,
      `RFF+ACW:${e(ref)}`,
      ...(list[0]!.documentNumber ? [`RFF+AAK:${e(list[0]!.documentNumber)}`] : []),
    ];
    for (const r of list) {
      segments.push(`ERC+${e(r.code)}`, `FTX+AAO+++${e(`${r.segment} ${r.segmentPosition}: ${r.text}`.slice(0, 350))}`);
      if (r.containerNo) segments.push(`RFF+AAI:${e(r.containerNo)}`);
    }
    segments.push(`UNT+${segments.length + 1}+${own}`);
    return segments;
  });
  return envelope(x, env, answerSyntax(x), messages);
}
