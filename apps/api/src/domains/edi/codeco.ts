/**
 * The EDIFACT CODECO writer (container gate-in/gate-out report, directory D.95B, ITG14 profile). One download is one
 * interchange (UNA, UNB … UNZ) holding one message per direction present: BGM 34 for gate-in, 36 for gate-out.
 * Each container is one EQD group (EQD, RFF, DTM, LOC, NAD, TDT). Service characters are the UNA defaults:
 * component ':', element '+', release '?', segment terminator "'"; a data character among them is released with '?'.
 * The character set is UNOW (UTF-8, syntax 4) because plates carry Chinese characters.
 */

export interface CodecoMove {
  containerNo: string;
  /** ISO 6346 size-type code ('22G1'). */
  sizeType: string;
  emptyFull: 'E' | 'F';
  direction: 'gateIn' | 'gateOut';
  /** Port time, 'YYYY-MM-DD HH:mm:ss' (UTC+8). */
  time: string;
  /** The terminal's code. */
  place: string;
  lineCode: string;
  billNo: string | null;
  truckLicense: string | null;
}

export interface CodecoEnvelope {
  sender: string;
  recipient: string;
  /** The interchange control reference (digits and letters, at most 14). */
  reference: string;
  /** When the interchange was prepared, port time 'YYYY-MM-DD HH:mm:ss'. */
  prepared: string;
  /** UN/LOCODE of the port. */
  portCode: string;
}

/** A data value with the service characters released. */
export const escapeEdi = (value: string): string => value.replace(/[?+:']/g, (c) => `?${c}`);

const compact = (time: string): string => time.replace(/\D/g, '').slice(0, 12);

/** The message of one direction: its segments from UNH to UNT (UNT counts them all, UNH and UNT included). */
export function codecoMessage(moves: readonly CodecoMove[], direction: 'gateIn' | 'gateOut', messageRef: string, env: CodecoEnvelope): string[] {
  const e = escapeEdi;
  const segments = [
    `UNH+${e(messageRef)}+CODECO:D:95B:UN:ITG14`,
    `BGM+${direction === 'gateIn' ? '34' : '36'}+${e(`${env.reference}${messageRef}`)}+9`,
    `NAD+MS+${e(env.sender)}:160:ZZZ`,
  ];
  for (const m of moves) {
    segments.push(
      `EQD+CN+${e(m.containerNo)}+${e(m.sizeType)}:102:5++${direction === 'gateIn' ? '2' : '3'}+${m.emptyFull === 'E' ? '4' : '5'}`,
      ...(m.billNo ? [`RFF+BM:${e(m.billNo)}`] : []),
      `DTM+7:${compact(m.time)}:203`,
      `LOC+165+${e(env.portCode)}:139:6+${e(m.place)}:TER:ZZZ`,
      `NAD+CF+${e(m.lineCode)}:160:ZZZ`,
      `TDT+1++3+31${m.truckLicense ? `++++${e(m.truckLicense)}:146` : ''}`,
    );
  }
  segments.push(`CNT+16:${moves.length}`);
  segments.push(`UNT+${segments.length + 1}+${e(messageRef)}`);
  return segments;
}

/** The whole interchange as text, one segment a line. */
export function codecoInterchange(moves: readonly CodecoMove[], env: CodecoEnvelope): string {
  const directions = (['gateIn', 'gateOut'] as const).filter((d) => moves.some((m) => m.direction === d));
  const messages = directions.map((d, i) => codecoMessage(moves.filter((m) => m.direction === d), d, String(i + 1), env));
  const prepared = compact(env.prepared);
  const segments = [
    `UNB+UNOW:4+${escapeEdi(env.sender)}+${escapeEdi(env.recipient)}+${prepared.slice(0, 8)}:${prepared.slice(8, 12)}+${escapeEdi(env.reference)}`,
    ...messages.flat(),
    `UNZ+${messages.length}+${escapeEdi(env.reference)}`,
  ];
  return `UNA:+.? '\n${segments.map((s) => `${s}'`).join('\n')}\n`;
}
