import { describe, expect, it } from 'vitest';
import { codecoInterchange, codecoMessage, escapeEdi, type CodecoEnvelope, type CodecoMove } from './codeco';

const env: CodecoEnvelope = { sender: 'PORTOP', recipient: 'FWD001', reference: 'E2611250001', prepared: '2026-11-25 17:40:05', portCode: 'CNNGB' };
const move = (over: Partial<CodecoMove> = {}): CodecoMove => ({
  containerNo: 'MSKU1234565', sizeType: '22G1', emptyFull: 'F', direction: 'gateIn', time: '2026-11-25 08:15:00',
  place: 'BLCT', lineCode: 'MSK', billNo: 'BK001', truckLicense: '浙B12345', ...over,
});

/** The segments of an interchange, split on unreleased terminators. */
function segmentsOf(text: string): string[] {
  const out: string[] = [];
  let current = '';
  const chars = [...text.replace(/\n/g, '')];
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i]!;
    if (c === '?' && !current.startsWith('UNA')) current += c + (chars[(i += 1)] ?? '');
    else if (c === "'" && !(current.startsWith('UNA') && current.length < 8)) {
      out.push(current);
      current = '';
    } else current += c;
  }
  return out;
}

describe('CODECO writer', () => {
  it('releases the service characters with ?', () => {
    expect(escapeEdi("A+B:C'D?E")).toBe("A?+B?:C?'D??E");
    const text = codecoInterchange([move({ billNo: "BL+1:2'3?" })], env);
    expect(text).toContain("RFF+BM:BL?+1?:2?'3??'");
    // The released terminator does not end the segment.
    expect(segmentsOf(text).filter((s) => s.startsWith('RFF'))).toEqual(["RFF+BM:BL?+1?:2?'3??"]);
  });

  it('counts every segment from UNH to UNT in UNT', () => {
    const moves = [move(), move({ containerNo: 'TGHU1234560', billNo: null, truckLicense: null }), move({ direction: 'gateOut', emptyFull: 'E' })];
    const segments = segmentsOf(codecoInterchange(moves, env));
    const unhAt = segments.flatMap((s, i) => (s.startsWith('UNH+') ? [i] : []));
    expect(unhAt).toHaveLength(2);
    for (const start of unhAt) {
      const end = segments.findIndex((s, i) => i > start && s.startsWith('UNT+'));
      const [, count, ref] = segments[end]!.split('+');
      expect(Number(count)).toBe(end - start + 1);
      expect(ref).toBe(segments[start]!.split('+')[1]);
    }
    // gate-in message: UNH BGM NAD + (EQD RFF DTM LOC NAD TDT) + (EQD DTM LOC NAD TDT) + CNT UNT = 16
    expect(codecoMessage(moves.slice(0, 2), 'gateIn', '1', env)).toHaveLength(16);
  });

  it('writes one interchange with one message per direction', () => {
    const text = codecoInterchange([move(), move({ direction: 'gateOut' })], env);
    const segments = segmentsOf(text);
    expect(text.startsWith("UNA:+.? '")).toBe(true);
    expect(segments[1]).toBe('UNB+UNOW:4+PORTOP+FWD001+20261125:1740+E2611250001');
    expect(segments.filter((s) => s.startsWith('UNB'))).toHaveLength(1);
    expect(segments.at(-1)).toBe('UNZ+2+E2611250001');
    expect(segments.filter((s) => s.startsWith('BGM')).map((s) => s.split('+')[1])).toEqual(['34', '36']);
    expect(segments).toContain('EQD+CN+MSKU1234565+22G1:102:5++2+5');
    expect(segments).toContain('DTM+7:202611250815:203');
    expect(segments).toContain('LOC+165+CNNGB:139:6+BLCT:TER:ZZZ');
    expect(segments).toContain('TDT+1++3+31++++浙B12345:146');
  });

  it('answers an interchange without messages when there are no moves', () => {
    expect(segmentsOf(codecoInterchange([], env)).slice(1)).toEqual(['UNB+UNOW:4+PORTOP+FWD001+20261125:1740+E2611250001', 'UNZ+0+E2611250001']);
  });
});
