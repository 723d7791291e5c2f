/**
 * What an inbound COPARN (D.95B, as shipping lines' agents send it: BGM 11 booking/release, 12 release order) says,
 * as a pick-up release, after a check of the message's segment table. Pure, like moves.ts: finding the pick-up
 * application and releasing it (pickup's release code path, in the message's transaction) is inbound.ts's — not
 * wired yet (issue 25 §1, COPARN).
 *
 * Header: RFF+BN (booking number) or RFF+BM (B/L number) names the application; NAD+CA/CF the line; LOC+99 (place
 * of empty equipment dispatch) or LOC+165 the yard; DTM+36 (expiry) the last day of the release. One EQD+CN group per
 * size type: EQD element 2 the container (may be empty for an empty release), element 3 the size-type code, EQN the
 * number of units.
 */
import { elementOf, SYNTAX_ERROR, type EdifactMessage, type Segment, type SyntaxIssue } from './syntax';
import { portTimeOf } from './moves';

export interface InboundRelease {
  documentNumber: string;
  /** BGM 1225: 9 original, 5 replace, 1 cancel. */
  functionCode: string;
  bookingNo: string | null;
  blNo: string | null;
  lineCode: string;
  yardCode: string;
  /** 'YYYY-MM-DD', or null when DTM+36 is absent. */
  validUntil: string | null;
  sizeType: string;
  quantity: number;
  containers: string[];
}

export interface ReadRelease {
  release: InboundRelease | null;
  errors: SyntaxIssue[];
}

/** The COPARN segment table (D.95B) this hub reads. */
export const COPARN_TAGS: ReadonlySet<string> = new Set([
  'UNH', 'BGM', 'TMD', 'TSR', 'FTX', 'RFF', 'DTM', 'TDT', 'LOC', 'NAD', 'CTA', 'COM', 'GID', 'HAN', 'PIA', 'MEA', 'DIM', 'TMP', 'RNG', 'SGP',
  'DGS', 'EQD', 'EQN', 'SEL', 'EQA', 'DAM', 'COD', 'CNT', 'UNT',
]);
/** BGM document name codes read as a release. */
export const COPARN_RELEASE_CODES: ReadonlySet<string> = new Set(['11', '12']);

const issue = (code: SyntaxIssue['code'], s: Segment | { tag: string; position: number }, detail: string, element?: number, component?: number): SyntaxIssue => ({
  code, segment: s.tag, segmentPosition: s.position, detail, ...(element !== undefined ? { element } : {}), ...(component !== undefined ? { component } : {}),
});

/** Reads a syntactically sound COPARN; its segment-table errors are returned, not thrown. */
export function readRelease(message: EdifactMessage): ReadRelease {
  const errors: SyntaxIssue[] = [];
  const unh = message.segments[0]!;
  if (message.type !== 'COPARN') return { release: null, errors: [issue(SYNTAX_ERROR.invalidValue, unh, `message type ${message.type} is not a COPARN`, 2, 1)] };
  if (message.version !== 'D' || message.release !== '95B') {
    errors.push(issue(SYNTAX_ERROR.invalidValue, unh, `COPARN is read in directory D:95B, not ${message.version}:${message.release}`, 2, 3));
  }
  const bgm = message.segments[1];
  if (!bgm || bgm.tag !== 'BGM') return { release: null, errors: [...errors, issue(SYNTAX_ERROR.missing, bgm ?? { tag: 'BGM', position: 2 }, 'BGM must follow UNH')] };
  if (!COPARN_RELEASE_CODES.has(elementOf(bgm, 1))) {
    errors.push(issue(SYNTAX_ERROR.invalidValue, bgm, `document name code ${elementOf(bgm, 1) || '(none)'} is not one of ${[...COPARN_RELEASE_CODES].join(', ')}`, 1, 1));
  }
  for (const s of message.segments) {
    if (!COPARN_TAGS.has(s.tag)) errors.push(issue(SYNTAX_ERROR.segmentNotSupported, s, `${s.tag} is not a segment of COPARN D.95B`));
  }
  const release: InboundRelease = {
    documentNumber: elementOf(bgm, 2), functionCode: elementOf(bgm, 3) || '9', bookingNo: null, blNo: null, lineCode: '', yardCode: '',
    validUntil: null, sizeType: '', quantity: 0, containers: [],
  };
  let groups = 0;
  let inGroup = false;
  let firstEqd: Segment | null = null;
  for (const s of message.segments.slice(2)) {
    switch (s.tag) {
      case 'EQD': {
        if (elementOf(s, 1) !== 'CN') break;
        groups++;
        inGroup = true;
        firstEqd ??= s;
        const sizeType = elementOf(s, 3).trim().toUpperCase();
        if (!sizeType) errors.push(issue(SYNTAX_ERROR.missing, s, 'the size-type code is missing', 3, 1));
        else if (release.sizeType && release.sizeType !== sizeType) errors.push(issue(SYNTAX_ERROR.invalidValue, s, `a release is for one size type: ${sizeType} after ${release.sizeType}`, 3, 1));
        else release.sizeType = sizeType;
        const no = elementOf(s, 2).trim().toUpperCase();
        if (no) release.containers.push(no);
        release.quantity += 1;
        break;
      }
      case 'EQN': {
        const n = Number(elementOf(s, 1, 1));
        if (!Number.isInteger(n) || n < 1) errors.push(issue(SYNTAX_ERROR.invalidValue, s, `number of units "${elementOf(s, 1, 1)}" is not a positive whole number`, 1, 1));
        // EQN counts the group's units; the EQD counted one already.
        else if (inGroup) release.quantity += n - 1;
        break;
      }
      case 'RFF': {
        const [q, v] = [elementOf(s, 1, 1), elementOf(s, 1, 2).replace(/\s+/g, '').toUpperCase()];
        if (q === 'BN' && v) release.bookingNo ??= v;
        if (q === 'BM' && v) release.blNo ??= v;
        break;
      }
      case 'NAD':
        if (!inGroup && ['CA', 'CF'].includes(elementOf(s, 1)) && !release.lineCode) release.lineCode = elementOf(s, 2, 1);
        break;
      case 'LOC':
        if (['99', '165'].includes(elementOf(s, 1)) && elementOf(s, 3, 1) && !release.yardCode) release.yardCode = elementOf(s, 3, 1);
        break;
      case 'DTM':
        if (elementOf(s, 1, 1) === '36') {
          const raw = elementOf(s, 1, 2);
          const format = elementOf(s, 1, 3);
          const time = format === '102' && /^\d{8}$/.test(raw) ? portTimeOf(`${raw}0000`, '203') : portTimeOf(raw, format);
          if (!time) errors.push(issue(SYNTAX_ERROR.invalidValue, s, `expiry date "${raw}" in format ${format || '(none)'} is not a valid 102/203 value`, 1, 2));
          else release.validUntil = time.slice(0, 10);
        }
        break;
      case 'CNT':
        inGroup = false;
        break;
      default:
        break;
    }
  }
  if (groups === 0) errors.push(issue(SYNTAX_ERROR.lowerLevelEmpty, { tag: 'EQD', position: 3 }, 'the message holds no equipment (EQD+CN)'));
  if (!release.bookingNo && !release.blNo) errors.push(issue(SYNTAX_ERROR.missing, { tag: 'RFF', position: 3 }, 'the release names no booking (RFF+BN) or B/L (RFF+BM)'));
  return { release, errors };
}
