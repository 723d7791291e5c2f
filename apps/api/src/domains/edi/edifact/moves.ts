/**
 * What an inbound CODECO or COARRI (D.95B, as SMDG's ITG guides use them) says, as container moves, after a check of
 * the message's segment table (which tags it may hold, BGM second). Pure: the business checks and the recording are
 * inbound.ts's.
 *
 * CODECO: BGM 34 gate-in report, 36 gate-out report; one EQD group per container (EQD, RFF, DTM+7, LOC+165, NAD+CF,
 * TDT+1 with the truck). COARRI: BGM 44 discharge report, 46 loading report; the vessel call in the header TDT+20
 * (voyage, carrier, vessel), one EQD group per container with DTM+203 (execution time).
 */
import { elementOf, SYNTAX_ERROR, type EdifactMessage, type Segment, type SyntaxIssue } from './syntax';

export type MoveEvent = 'gateIn' | 'gateOut' | 'load' | 'discharge';

export interface InboundMove {
  containerNo: string;
  event: MoveEvent;
  /** Port time 'YYYY-MM-DD HH:mm:ss', or null when the group carries no usable date. */
  time: string | null;
  /** LOC+165/147 … component 1 of element 3 (the terminal's code), '' when absent. */
  terminalCode: string;
  sizeType: string;
  emptyFull: 'E' | 'F';
  lineCode: string;
  billNo: string | null;
  vesselCode: string | null;
  voyage: string | null;
  truckLicense: string | null;
  /** The EQD's position in the message, for the APERAK. */
  segmentPosition: number;
}

export interface ReadMessage {
  documentNumber: string;
  moves: InboundMove[];
  errors: SyntaxIssue[];
}

/** The message types and directories this hub applies. */
export const INBOUND_TYPES: Record<string, { version: string; release: string; tags: ReadonlySet<string>; events: Record<string, MoveEvent> }> = {
  CODECO: {
    version: 'D', release: '95B',
    tags: new Set(['UNH', 'BGM', 'DTM', 'FTX', 'RFF', 'TDT', 'LOC', 'NAD', 'CTA', 'COM', 'GID', 'HAN', 'FTX', 'SGP', 'EQD', 'TMD', 'MEA', 'DIM', 'SEL', 'EQA', 'DAM', 'COD', 'TPL', 'TSR', 'HAN', 'DGS', 'CNT', 'UNT', 'PCI', 'TCC', 'EQN']),
    events: { '34': 'gateIn', '36': 'gateOut' },
  },
  COARRI: {
    version: 'D', release: '95B',
    tags: new Set(['UNH', 'BGM', 'DTM', 'FTX', 'RFF', 'TDT', 'LOC', 'NAD', 'CTA', 'COM', 'EQD', 'TMD', 'MEA', 'DIM', 'TMP', 'RNG', 'SEL', 'EQA', 'DAM', 'COD', 'HAN', 'DGS', 'GDS', 'GID', 'PCI', 'CNT', 'UNT', 'EQN', 'NAD']),
    events: { '44': 'discharge', '46': 'load' },
  },
};

const issue = (code: SyntaxIssue['code'], s: Segment | { tag: string; position: number }, detail: string, element?: number, component?: number): SyntaxIssue => ({
  code, segment: s.tag, segmentPosition: s.position, detail, ...(element !== undefined ? { element } : {}), ...(component !== undefined ? { component } : {}),
});

/** DTM's value in format 203 (CCYYMMDDHHMM), 204 (…SS) or 201 (YYMMDDHHMM) as port time text; null when unreadable. */
export function portTimeOf(text: string, format: string): string | null {
  const full = format === '201' && /^\d{10}$/.test(text) ? `20${text}` : text;
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/.exec(full);
  if (!m || !['201', '203', '204', ''].includes(format)) return null;
  const [, y, mo, d, h, mi, s] = m;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31 || Number(h) > 23 || Number(mi) > 59) return null;
  return `${y}-${mo}-${d} ${h}:${mi}:${s ?? '00'}`;
}

/** Reads a syntactically sound message of an INBOUND_TYPES type; its segment-table errors are returned, not thrown. */
export function readMoves(message: EdifactMessage): ReadMessage {
  const spec = INBOUND_TYPES[message.type];
  const errors: SyntaxIssue[] = [];
  const unh = message.segments[0]!;
  if (!spec) return { documentNumber: '', moves: [], errors: [issue(SYNTAX_ERROR.invalidValue, unh, `message type ${message.type} is not received here (CODECO, COARRI)`, 2, 1)] };
  if (message.version !== spec.version || message.release !== spec.release) {
    errors.push(issue(SYNTAX_ERROR.invalidValue, unh, `${message.type} is read in directory ${spec.version}:${spec.release}, not ${message.version}:${message.release}`, 2, 3));
  }
  const bgm = message.segments[1];
  if (!bgm || bgm.tag !== 'BGM') {
    errors.push(issue(SYNTAX_ERROR.missing, bgm ?? { tag: 'BGM', position: 2 }, 'BGM must follow UNH'));
    return { documentNumber: '', moves: [], errors };
  }
  const event = spec.events[elementOf(bgm, 1)];
  if (!event) errors.push(issue(SYNTAX_ERROR.invalidValue, bgm, `document name code ${elementOf(bgm, 1) || '(none)'} is not one of ${Object.keys(spec.events).join(', ')}`, 1, 1));
  const documentNumber = elementOf(bgm, 2);
  for (const s of message.segments) {
    if (!spec.tags.has(s.tag)) errors.push(issue(SYNTAX_ERROR.segmentNotSupported, s, `${s.tag} is not a segment of ${message.type} ${spec.version}.${spec.release}`));
  }
  const moves: InboundMove[] = [];
  // Header data a group inherits: the vessel call (TDT+20), the operator (NAD+CF) and the place (LOC) before the first EQD.
  let vesselCode: string | null = null;
  let voyage: string | null = null;
  let headerLine = '';
  let headerTerminal = '';
  let headerTime: string | null = null;
  let current: InboundMove | null = null;
  let countDeclared: number | null = null;
  let cnt: Segment | null = null;
  for (const s of message.segments.slice(2)) {
    if (s.tag === 'EQD') {
      if (elementOf(s, 1) !== 'CN') continue;
      const fullEmpty = elementOf(s, 6);
      current = {
        containerNo: elementOf(s, 2).trim().toUpperCase(), event: event ?? 'gateIn', time: headerTime, terminalCode: headerTerminal,
        sizeType: elementOf(s, 3) || '22G1', emptyFull: fullEmpty === '4' ? 'E' : 'F', lineCode: headerLine, billNo: null,
        vesselCode, voyage, truckLicense: null, segmentPosition: s.position,
      };
      if (!current.containerNo) errors.push(issue(SYNTAX_ERROR.missing, s, 'the container number is missing', 2));
      if (fullEmpty && !['4', '5'].includes(fullEmpty)) errors.push(issue(SYNTAX_ERROR.invalidValue, s, `full/empty indicator ${fullEmpty} is not 4 or 5`, 6));
      moves.push(current);
      continue;
    }
    if (s.tag === 'CNT') {
      cnt = s;
      if (elementOf(s, 1, 1) === '16') countDeclared = Number(elementOf(s, 1, 2));
      current = null;
      continue;
    }
    const target = current;
    switch (s.tag) {
      case 'TDT': {
        if (!target && elementOf(s, 1) === '20') {
          voyage = elementOf(s, 2) || null;
          vesselCode = elementOf(s, 8, 1) || elementOf(s, 8, 4) || null;
        }
        // C222 (element 8) holds the plate; our CODECO writer put it one element later (9) before issue 25, read both.
        const plate = elementOf(s, 8, 1) || elementOf(s, 9, 1);
        if (target && elementOf(s, 3) === '3' && plate) target.truckLicense = plate;
        break;
      }
      case 'NAD':
        if (elementOf(s, 1) === 'CF') {
          if (target) target.lineCode = elementOf(s, 2, 1);
          else headerLine = elementOf(s, 2, 1);
        }
        break;
      case 'LOC':
        if (['165', '147', '9', '11'].includes(elementOf(s, 1))) {
          const code = elementOf(s, 3, 1);
          if (target) {
            if (code) target.terminalCode = code;
          } else if (code) headerTerminal = code;
        }
        break;
      case 'DTM': {
        const qualifier = elementOf(s, 1, 1);
        if (['7', '203', '178', '132'].includes(qualifier)) {
          const time = portTimeOf(elementOf(s, 1, 2), elementOf(s, 1, 3));
          if (!time) errors.push(issue(SYNTAX_ERROR.invalidValue, s, `date/time "${elementOf(s, 1, 2)}" in format ${elementOf(s, 1, 3) || '(none)'} is not a valid 201/203/204 value`, 1, 2));
          else if (target) target.time = time;
          else headerTime = time;
        }
        break;
      }
      case 'RFF':
        if (target && ['BM', 'BN'].includes(elementOf(s, 1, 1)) && !target.billNo) target.billNo = elementOf(s, 1, 2) || null;
        break;
      default:
        break;
    }
  }
  if (moves.length === 0) errors.push(issue(SYNTAX_ERROR.lowerLevelEmpty, { tag: 'EQD', position: 3 }, 'the message holds no container (EQD+CN)'));
  if (cnt && countDeclared !== null && countDeclared !== moves.length) {
    errors.push(issue(SYNTAX_ERROR.countDoesNotMatch, cnt, `CNT+16 counts ${countDeclared}, the message has ${moves.length} containers`, 1, 2));
  }
  for (const m of moves) if (!m.time) errors.push(issue(SYNTAX_ERROR.missing, { tag: 'DTM', position: m.segmentPosition }, `container ${m.containerNo} has no event date/time (DTM+7 or DTM+203)`));
  return { documentNumber, moves, errors };
}
