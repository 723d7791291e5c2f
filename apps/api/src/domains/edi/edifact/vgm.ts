/**
 * What an inbound VERMAS (D.16A, verified gross mass, as SMDG's VERMAS guide uses it: BGM 749) says, as one VGM per
 * container, after a check of the message's segment table. Pure, like moves.ts: finding the container's export weigh
 * order and recording its VGM (weigh's code path) is inbound.ts's — not wired yet (issue 25 §1, VERMAS).
 *
 * Header: RFF+BN a booking for every container. One EQD+CN group per container: RFF+BN its booking, MEA+AAE+VGM the
 * mass (KGM or LBS), DTM+798 the verification time, DOC+SM1/SM2 the SOLAS method, NAD+SPC the responsible party with
 * CTA+RP the signatory.
 */
import { elementOf, SYNTAX_ERROR, type EdifactMessage, type Segment, type SyntaxIssue } from './syntax';
import { portTimeOf } from './moves';

export interface InboundVgm {
  containerNo: string;
  bookingNo: string | null;
  /** Kilograms, rounded to the kilogram. */
  vgmKg: number;
  method: 'SM1' | 'SM2' | null;
  responsibleParty: string | null;
  signatory: string | null;
  /** Port time 'YYYY-MM-DD HH:mm:ss' of DTM+798, or null. */
  time: string | null;
  segmentPosition: number;
}

export interface ReadVgm {
  documentNumber: string;
  vgms: InboundVgm[];
  errors: SyntaxIssue[];
}

/** The VERMAS segment table (D.16A) this hub reads. */
export const VERMAS_TAGS: ReadonlySet<string> = new Set([
  'UNH', 'BGM', 'DTM', 'RFF', 'NAD', 'CTA', 'COM', 'EQD', 'LOC', 'SEL', 'MEA', 'TDT', 'DOC', 'UNT',
]);

const LBS_TO_KG = 0.45359237;

const issue = (code: SyntaxIssue['code'], s: Segment | { tag: string; position: number }, detail: string, element?: number, component?: number): SyntaxIssue => ({
  code, segment: s.tag, segmentPosition: s.position, detail, ...(element !== undefined ? { element } : {}), ...(component !== undefined ? { component } : {}),
});

/** Reads a syntactically sound VERMAS; its segment-table errors are returned, not thrown. */
export function readVgm(message: EdifactMessage): ReadVgm {
  const errors: SyntaxIssue[] = [];
  const unh = message.segments[0]!;
  if (message.type !== 'VERMAS') return { documentNumber: '', vgms: [], errors: [issue(SYNTAX_ERROR.invalidValue, unh, `message type ${message.type} is not a VERMAS`, 2, 1)] };
  if (message.version !== 'D' || message.release !== '16A') {
    errors.push(issue(SYNTAX_ERROR.invalidValue, unh, `VERMAS is read in directory D:16A, not ${message.version}:${message.release}`, 2, 3));
  }
  const bgm = message.segments[1];
  if (!bgm || bgm.tag !== 'BGM') return { documentNumber: '', vgms: [], errors: [...errors, issue(SYNTAX_ERROR.missing, bgm ?? { tag: 'BGM', position: 2 }, 'BGM must follow UNH')] };
  if (elementOf(bgm, 1) !== '749') errors.push(issue(SYNTAX_ERROR.invalidValue, bgm, `document name code ${elementOf(bgm, 1) || '(none)'} is not 749`, 1, 1));
  for (const s of message.segments) {
    if (!VERMAS_TAGS.has(s.tag)) errors.push(issue(SYNTAX_ERROR.segmentNotSupported, s, `${s.tag} is not a segment of VERMAS D.16A`));
  }
  const vgms: InboundVgm[] = [];
  let headerBooking: string | null = null;
  let current: InboundVgm | null = null;
  let lastNad = '';
  for (const s of message.segments.slice(2)) {
    switch (s.tag) {
      case 'EQD':
        if (elementOf(s, 1) !== 'CN') break;
        current = { containerNo: elementOf(s, 2).trim().toUpperCase(), bookingNo: headerBooking, vgmKg: 0, method: null, responsibleParty: null, signatory: null, time: null, segmentPosition: s.position };
        if (!current.containerNo) errors.push(issue(SYNTAX_ERROR.missing, s, 'the container number is missing', 2));
        vgms.push(current);
        lastNad = '';
        break;
      case 'RFF':
        if (elementOf(s, 1, 1) === 'BN') {
          const v = elementOf(s, 1, 2).replace(/\s+/g, '').toUpperCase() || null;
          if (current) current.bookingNo = v;
          else headerBooking = v;
        }
        break;
      case 'MEA':
        if (current && elementOf(s, 1) === 'AAE' && elementOf(s, 2, 1) === 'VGM') {
          const unit = elementOf(s, 3, 1);
          const value = Number(elementOf(s, 3, 2));
          if (!['KGM', 'LBR'].includes(unit)) errors.push(issue(SYNTAX_ERROR.invalidValue, s, `unit ${unit || '(none)'} is not KGM or LBR`, 3, 1));
          else if (!Number.isFinite(value) || value <= 0) errors.push(issue(SYNTAX_ERROR.invalidValue, s, `mass "${elementOf(s, 3, 2)}" is not a positive number`, 3, 2));
          else current.vgmKg = Math.round(unit === 'LBR' ? value * LBS_TO_KG : value);
        }
        break;
      case 'DTM':
        if (current && elementOf(s, 1, 1) === '798') {
          const time = portTimeOf(elementOf(s, 1, 2), elementOf(s, 1, 3));
          if (!time) errors.push(issue(SYNTAX_ERROR.invalidValue, s, `date/time "${elementOf(s, 1, 2)}" in format ${elementOf(s, 1, 3) || '(none)'} is not a valid 201/203/204 value`, 1, 2));
          else current.time = time;
        }
        break;
      case 'DOC': {
        const code = elementOf(s, 1, 1);
        if (current && (code === 'SM1' || code === 'SM2')) current.method = code;
        break;
      }
      case 'NAD':
        lastNad = elementOf(s, 1);
        if (current && lastNad === 'SPC') current.responsibleParty = elementOf(s, 4, 1) || elementOf(s, 2, 1) || null;
        break;
      case 'CTA':
        if (current && lastNad === 'SPC' && elementOf(s, 1) === 'RP') current.signatory = elementOf(s, 2, 2) || elementOf(s, 2, 1) || null;
        break;
      default:
        break;
    }
  }
  if (vgms.length === 0) errors.push(issue(SYNTAX_ERROR.lowerLevelEmpty, { tag: 'EQD', position: 3 }, 'the message holds no container (EQD+CN)'));
  for (const v of vgms) if (!v.vgmKg) errors.push(issue(SYNTAX_ERROR.missing, { tag: 'MEA', position: v.segmentPosition }, `container ${v.containerNo} has no verified gross mass (MEA+AAE+VGM)`));
  return { documentNumber: elementOf(bgm, 2), vgms, errors };
}
