/**
 * The ISO 9735 (UN/EDIFACT syntax, versions 2 to 4) interchange reader and checker. Pure: text in, a structure and
 * the syntax errors out, each naming the segment (tag and position in its message) and the element/component
 * position, with the CONTRL error code (data element 0085) the answer (contrl.ts) carries.
 *
 * Bounded: the caller's size limit is checked before anything is read, and the reader is one pass over the characters
 * (no backtracking, no regular expression over the whole text), so its time is linear in the size.
 */

/** CONTRL syntax error codes (UN/EDIFACT data element 0085) this checker reports. */
export const SYNTAX_ERROR = {
  syntaxVersion: '2',
  invalidValue: '12',
  missing: '13',
  notSupportedInPosition: '14',
  segmentNotSupported: '15',
  tooManyConstituents: '16',
  invalidCharacter: '21',
  invalidServiceSegment: '22',
  unknownSender: '23',
  duplicate: '26',
  referencesDoNotMatch: '28',
  countDoesNotMatch: '29',
  lowerLevelEmpty: '32',
  unspecified: '18',
  tooLong: '39',
} as const;
export type SyntaxErrorCode = (typeof SYNTAX_ERROR)[keyof typeof SYNTAX_ERROR];

export interface SyntaxIssue {
  code: SyntaxErrorCode;
  /** The segment's tag ('UNT') and its position in the message (UNH = 1) or, outside a message, in the interchange. */
  segment: string;
  segmentPosition: number;
  /** 1-based element position in the segment, and component position in the element, when the error is that precise. */
  element?: number;
  component?: number;
  /** An English explanation for the log; the console translates by code. */
  detail: string;
}

export interface ServiceCharacters {
  component: string;
  element: string;
  decimal: string;
  release: string;
  /** ' ' (space) when the UNA reserves none (syntax 3). */
  repetition: string;
  segment: string;
}

export const DEFAULT_SERVICE_CHARACTERS: ServiceCharacters = { component: ':', element: '+', decimal: '.', release: '?', repetition: ' ', segment: "'" };

export interface Segment {
  tag: string;
  /** elements[0] is the tag itself; elements[i] the components of element i. */
  elements: string[][];
  /** 1-based position in the interchange (UNA excluded). */
  position: number;
}

export interface EdifactMessage {
  reference: string;
  /** 'CODECO', 'COARRI' … and its directory ('D', '95B', 'UN', association 'ITG14'). */
  type: string;
  version: string;
  release: string;
  agency: string;
  association: string;
  /** From UNH to UNT, both included. */
  segments: Segment[];
  errors: SyntaxIssue[];
}

export interface Party {
  id: string;
  qualifier: string;
}

export interface Interchange {
  serviceCharacters: ServiceCharacters;
  syntaxId: string;
  syntaxVersion: string;
  sender: Party;
  recipient: Party;
  /** 'YYMMDD' or 'CCYYMMDD' and 'HHMM' as sent. */
  prepared: { date: string; time: string };
  reference: string;
  test: boolean;
  messages: EdifactMessage[];
  /** Errors of the envelope (UNA, UNB, UNZ, a segment outside a message); any makes the whole interchange rejected. */
  errors: SyntaxIssue[];
}

/** The character sets of UNB's syntax identifier this reader accepts, each as a test of one character (a code point). */
const CHARACTER_SETS: Record<string, (cp: number) => boolean> = {
  // Level A: upper-case letters, digits, space and . , - ( ) / = ' + : ? ! " % & * ; < >
  UNOA: (cp) => (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x30 && cp <= 0x39) || ` .,-()/='+:?!"%&*;<>`.includes(String.fromCodePoint(cp)),
  // Level B: level A plus lower-case letters, @ [ ] _ { }
  UNOB: (cp) => (cp >= 0x20 && cp <= 0x7e) && !'#$\\^`|~'.includes(String.fromCodePoint(cp)),
  // ISO 8859-1: printable Latin-1.
  UNOC: (cp) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff),
  // ISO 10646 (UTF-8 on the wire): any character but controls.
  UNOW: (cp) => cp >= 0x20 && cp !== 0x7f,
  UNOY: (cp) => cp >= 0x20 && cp !== 0x7f,
};
export const SUPPORTED_CHARACTER_SETS = Object.keys(CHARACTER_SETS);

export class InterchangeTooLarge extends Error {
  constructor(readonly bytes: number, readonly limit: number) {
    super(`interchange of ${bytes} bytes exceeds ${limit}`);
  }
}

const issue = (code: SyntaxErrorCode, segment: string, segmentPosition: number, detail: string, element?: number, component?: number): SyntaxIssue => ({
  code, segment, segmentPosition, detail, ...(element !== undefined ? { element } : {}), ...(component !== undefined ? { component } : {}),
});

/** A raw segment as read: its elements and components, the release character removed. */
interface RawSegment {
  elements: string[][];
  position: number;
  /** The characters the character set refuses, as [element, component] positions. */
  badCharacter: [number, number] | null;
}

/**
 * Splits the text after the UNA into segments in one pass. Line breaks between segments (after a terminator) are
 * skipped, as most systems write one segment a line. An unterminated last segment is returned with `open`.
 */
function splitSegments(text: string, start: number, sc: ServiceCharacters, allowed: ((cp: number) => boolean) | null): { segments: RawSegment[]; open: boolean; danglingRelease: boolean } {
  const segments: RawSegment[] = [];
  const RELEASE = sc.release.charCodeAt(0);
  const SEGMENT = sc.segment.charCodeAt(0);
  const ELEMENT = sc.element.charCodeAt(0);
  const COMPONENT = sc.component.charCodeAt(0);
  // The character set's verdict on each code unit below 256, computed once (the rest asks `allowed`).
  const low = new Uint8Array(256);
  for (let c = 0; c < 256; c++) low[c] = !allowed || allowed(c) ? 1 : 0;
  let elements: string[][] = [];
  let components: string[] = [];
  // The current component is text.slice(from, i) plus, after a release character, the pieces before it.
  let pieces = '';
  let from = start;
  let bad: [number, number] | null = null;
  let started = false;
  let danglingRelease = false;
  const take = (i: number) => {
    const v = pieces + text.slice(from, i);
    pieces = '';
    from = i + 1;
    return v;
  };
  const n = text.length;
  for (let i = start; i < n; i++) {
    const c = text.charCodeAt(i);
    if (!started) {
      if (c === 10 || c === 13) {
        from = i + 1;
        continue;
      }
      started = true;
    }
    if (c === RELEASE) {
      if (i + 1 >= n) {
        danglingRelease = true;
        pieces += text.slice(from, i);
        from = n;
        break;
      }
      pieces += text.slice(from, i);
      from = i + 1;
      i++;
      const next = text.charCodeAt(i);
      if (!bad && !(next < 256 ? low[next] : allowed ? allowed(next) : true)) bad = [elements.length, components.length + 1];
      continue;
    }
    if (c === SEGMENT) {
      components.push(take(i));
      elements.push(components);
      segments.push({ elements, position: segments.length + 1, badCharacter: bad });
      elements = [];
      components = [];
      bad = null;
      started = false;
      continue;
    }
    if (c === ELEMENT) {
      components.push(take(i));
      elements.push(components);
      components = [];
      continue;
    }
    if (c === COMPONENT) {
      components.push(take(i));
      continue;
    }
    if (!bad && !(c < 256 ? low[c] : allowed ? allowed(c) : true)) bad = [elements.length, components.length + 1];
  }
  const rest = pieces + text.slice(from, n);
  const open = started && (elements.length > 0 || components.length > 0 || rest.length > 0);
  if (open) {
    components.push(rest);
    elements.push(components);
    segments.push({ elements, position: segments.length + 1, badCharacter: bad });
  }
  return { segments, open, danglingRelease };
}

const value = (s: RawSegment | Segment, element: number, component = 1): string => s.elements[element]?.[component - 1] ?? '';
const tagOf = (s: RawSegment): string => s.elements[0]?.[0] ?? '';

/** Reads the service characters of a UNA (9 characters after 'UNA'), else the defaults. */
function serviceCharactersOf(text: string): { sc: ServiceCharacters; start: number; error: SyntaxIssue | null } {
  if (!text.startsWith('UNA')) return { sc: DEFAULT_SERVICE_CHARACTERS, start: 0, error: null };
  if (text.length < 9) return { sc: DEFAULT_SERVICE_CHARACTERS, start: text.length, error: issue(SYNTAX_ERROR.invalidServiceSegment, 'UNA', 0, 'UNA is shorter than its 6 service characters') };
  const [component, element, decimal, release, repetition, segment] = text.slice(3, 9).split('') as [string, string, string, string, string, string];
  const sc = { component, element, decimal, release, repetition, segment };
  const distinct = new Set([component, element, release, segment]);
  if (distinct.size !== 4 || /[A-Za-z0-9]/.test(component + element + release + segment)) {
    return { sc, start: 9, error: issue(SYNTAX_ERROR.invalidValue, 'UNA', 0, 'the UNA service characters are not distinct non-alphanumeric characters') };
  }
  return { sc, start: 9, error: null };
}

/** The UNB's syntax identifier, read before splitting so the character set applies from the first segment. */
function syntaxIdentifierOf(text: string, start: number, sc: ServiceCharacters): string {
  const head = text.slice(start, start + 64).replace(/^[\r\n]+/, '');
  if (!head.startsWith(`UNB${sc.element}`)) return '';
  const rest = head.slice(4);
  let end = 0;
  while (end < rest.length && rest[end] !== sc.component && rest[end] !== sc.element && rest[end] !== sc.segment) end++;
  return rest.slice(0, end);
}

export interface ParseOptions {
  /** The largest interchange in bytes (UTF-8); beyond it `InterchangeTooLarge` is thrown before reading. */
  maxBytes: number;
}

/** Reads and checks one interchange. Throws only InterchangeTooLarge; every other fault is an issue in the answer. */
export function parseInterchange(text: string, options: ParseOptions): Interchange {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > options.maxBytes) throw new InterchangeTooLarge(bytes, options.maxBytes);
  const una = serviceCharactersOf(text);
  const sc = una.sc;
  const errors: SyntaxIssue[] = una.error ? [una.error] : [];
  const syntaxId = syntaxIdentifierOf(text, una.start, sc);
  const allowed = CHARACTER_SETS[syntaxId] ?? null;
  const { segments, open, danglingRelease } = splitSegments(text, una.start, sc, allowed);
  const result: Interchange = {
    serviceCharacters: sc, syntaxId, syntaxVersion: '', sender: { id: '', qualifier: '' }, recipient: { id: '', qualifier: '' },
    prepared: { date: '', time: '' }, reference: '', test: false, messages: [], errors,
  };
  const unb = segments[0];
  if (!unb || tagOf(unb) !== 'UNB') {
    errors.push(issue(SYNTAX_ERROR.missing, 'UNB', 1, 'the interchange does not start with UNB'));
    return result;
  }
  result.syntaxVersion = value(unb, 1, 2);
  result.sender = { id: value(unb, 2, 1), qualifier: value(unb, 2, 2) };
  result.recipient = { id: value(unb, 3, 1), qualifier: value(unb, 3, 2) };
  result.prepared = { date: value(unb, 4, 1), time: value(unb, 4, 2) };
  result.reference = value(unb, 5);
  result.test = value(unb, 11) === '1';
  if (!allowed) errors.push(issue(SYNTAX_ERROR.invalidValue, 'UNB', 1, `character set "${syntaxId}" is not one of ${SUPPORTED_CHARACTER_SETS.join(', ')}`, 1, 1));
  if (!['1', '2', '3', '4'].includes(result.syntaxVersion)) errors.push(issue(SYNTAX_ERROR.syntaxVersion, 'UNB', 1, `syntax version "${result.syntaxVersion}" is not 1 to 4`, 1, 2));
  if (!result.sender.id) errors.push(issue(SYNTAX_ERROR.missing, 'UNB', 1, 'the sender identification is missing', 2, 1));
  if (!result.recipient.id) errors.push(issue(SYNTAX_ERROR.missing, 'UNB', 1, 'the recipient identification is missing', 3, 1));
  if (!/^\d{6}(\d{2})?$/.test(result.prepared.date) || !/^\d{4}$/.test(result.prepared.time)) errors.push(issue(SYNTAX_ERROR.invalidValue, 'UNB', 1, 'the date/time of preparation is not YYMMDD:HHMM', 4));
  if (!result.reference) errors.push(issue(SYNTAX_ERROR.missing, 'UNB', 1, 'the interchange control reference is missing', 5));
  else if (result.reference.length > 14) errors.push(issue(SYNTAX_ERROR.tooLong, 'UNB', 1, 'the interchange control reference is longer than 14', 5));
  if (unb.badCharacter) errors.push(issue(SYNTAX_ERROR.invalidCharacter, 'UNB', 1, `a character outside ${syntaxId}`, unb.badCharacter[0], unb.badCharacter[1]));

  let message: EdifactMessage | null = null;
  let unz: RawSegment | null = null;
  for (let i = 1; i < segments.length; i++) {
    const raw = segments[i]!;
    const tag = tagOf(raw);
    if (unz) {
      errors.push(issue(SYNTAX_ERROR.segmentNotSupported, tag || '?', raw.position, 'a segment after UNZ'));
      break;
    }
    if (tag === 'UNZ') {
      if (message) {
        message.errors.push(issue(SYNTAX_ERROR.missing, 'UNT', message.segments.length + 1, `message ${message.reference} has no UNT`));
        message = null;
      }
      unz = raw;
      continue;
    }
    if (tag === 'UNH') {
      if (message) message.errors.push(issue(SYNTAX_ERROR.missing, 'UNT', message.segments.length + 1, `message ${message.reference} has no UNT before the next UNH`));
      message = {
        reference: value(raw, 1), type: value(raw, 2, 1), version: value(raw, 2, 2), release: value(raw, 2, 3), agency: value(raw, 2, 4), association: value(raw, 2, 5),
        segments: [], errors: [],
      };
      result.messages.push(message);
      if (!message.reference) message.errors.push(issue(SYNTAX_ERROR.missing, 'UNH', 1, 'the message reference number is missing', 1));
      if (!message.type || !message.version || !message.release || !message.agency) message.errors.push(issue(SYNTAX_ERROR.missing, 'UNH', 1, 'the message identifier is incomplete', 2));
    }
    if (!message) {
      errors.push(issue(tag === 'UNT' ? SYNTAX_ERROR.segmentNotSupported : SYNTAX_ERROR.segmentNotSupported, tag || '?', raw.position, 'a segment outside any message (no UNH before it)'));
      continue;
    }
    const segment: Segment = { tag, elements: raw.elements, position: message.segments.length + 1 };
    message.segments.push(segment);
    if (!/^[A-Z][A-Z0-9]{2}$/.test(tag)) message.errors.push(issue(SYNTAX_ERROR.invalidServiceSegment, tag || '?', segment.position, `"${tag.slice(0, 10)}" is not a segment tag`));
    if (raw.badCharacter) message.errors.push(issue(SYNTAX_ERROR.invalidCharacter, tag, segment.position, `a character outside ${syntaxId}`, raw.badCharacter[0], raw.badCharacter[1]));
    if (tag === 'UNT') {
      const count = value(raw, 1);
      if (!/^\d+$/.test(count) || Number(count) !== message.segments.length) {
        message.errors.push(issue(SYNTAX_ERROR.countDoesNotMatch, 'UNT', segment.position, `UNT counts ${count || 'nothing'}, the message has ${message.segments.length} segments`, 1));
      }
      if (value(raw, 2) !== message.reference) message.errors.push(issue(SYNTAX_ERROR.referencesDoNotMatch, 'UNT', segment.position, `UNT reference "${value(raw, 2)}" is not UNH's "${message.reference}"`, 2));
      message = null;
    }
  }
  if (message) message.errors.push(issue(SYNTAX_ERROR.missing, 'UNT', message.segments.length + 1, `message ${message.reference} has no UNT (truncated)`));
  const lastPosition = segments.length + 1;
  if (danglingRelease) errors.push(issue(SYNTAX_ERROR.invalidCharacter, 'UNZ', lastPosition, 'the text ends with a release character'));
  if (!unz) {
    errors.push(issue(SYNTAX_ERROR.missing, 'UNZ', lastPosition, open ? 'the interchange is truncated (last segment unterminated, no UNZ)' : 'the interchange has no UNZ'));
  } else {
    const count = value(unz, 1);
    if (!/^\d+$/.test(count) || Number(count) !== result.messages.length) {
      errors.push(issue(SYNTAX_ERROR.countDoesNotMatch, 'UNZ', unz.position, `UNZ counts ${count || 'nothing'}, the interchange has ${result.messages.length} messages`, 1));
    }
    if (value(unz, 2) !== result.reference) errors.push(issue(SYNTAX_ERROR.referencesDoNotMatch, 'UNZ', unz.position, `UNZ reference "${value(unz, 2)}" is not UNB's "${result.reference}"`, 2));
  }
  if (unz && result.messages.length === 0) errors.push(issue(SYNTAX_ERROR.lowerLevelEmpty, 'UNZ', unz.position, 'the interchange holds no message'));
  // Unique message references within the interchange (ISO 9735 part 1, 0062).
  const seen = new Set<string>();
  for (const m of result.messages) {
    if (seen.has(m.reference)) m.errors.push(issue(SYNTAX_ERROR.duplicate, 'UNH', 1, `message reference ${m.reference} is used twice in the interchange`, 1));
    seen.add(m.reference);
  }
  return result;
}

/** Element `element`, component `component` of a segment ('' when absent). */
export const elementOf = (segment: Segment, element: number, component = 1): string => value(segment, element, component);

/** Whether the interchange or any message has a syntax error. */
export const hasSyntaxErrors = (x: Interchange): boolean => x.errors.length > 0 || x.messages.some((m) => m.errors.length > 0);
