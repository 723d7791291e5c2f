import { describe, expect, it } from 'vitest';
import { InterchangeTooLarge, hasSyntaxErrors, parseInterchange, SYNTAX_ERROR } from './syntax';
import { readMoves } from './moves';

const LIMIT = { maxBytes: 1024 * 1024 };

/** A gate-in CODECO after SMDG's CODECO D.95B guide example (one container group), with our demo parties. */
const CODECO = [
  "UNA:+.? '",
  "UNB+UNOW:4+BLCT:ZZZ+PORTOP:ZZZ+261128:0930+BLCT000123'",
  "UNH+1+CODECO:D:95B:UN:ITG14'",
  "BGM+34+GI000123+9'",
  "NAD+MS+BLCT:160:ZZZ'",
  "EQD+CN+MSKU0000011+22G1:102:5++2+5'",
  "RFF+BM:MAEU045W0001'",
  "DTM+7:202611280915:203'",
  "LOC+165+CNNGB:139:6+BLCT:TER:ZZZ'",
  "NAD+CF+MSK:160:ZZZ'",
  "TDT+1++3+31++++浙B12345:146'",
  "CNT+16:1'",
  "UNT+11+1'",
  "UNZ+1+BLCT000123'",
].join('\n');

describe('parseInterchange', () => {
  it('reads the envelope, the message and its segments', () => {
    const x = parseInterchange(CODECO, LIMIT);
    expect(hasSyntaxErrors(x)).toBe(false);
    expect(x.sender).toEqual({ id: 'BLCT', qualifier: 'ZZZ' });
    expect(x.reference).toBe('BLCT000123');
    expect(x.messages).toHaveLength(1);
    expect(x.messages[0]).toMatchObject({ reference: '1', type: 'CODECO', version: 'D', release: '95B', association: 'ITG14' });
    const read = readMoves(x.messages[0]!);
    expect(read.errors).toEqual([]);
    expect(read.moves[0]).toMatchObject({ containerNo: 'MSKU0000011', event: 'gateIn', time: '2026-11-28 09:15:00', terminalCode: 'BLCT', lineCode: 'MSK', billNo: 'MAEU045W0001', truckLicense: '浙B12345' });
  });

  it('refuses a character outside the declared character set, naming segment and element', () => {
    const x = parseInterchange(CODECO.replace('UNOW:4', 'UNOC:3'), LIMIT);
    const errors = x.messages[0]!.errors;
    expect(errors).toEqual([expect.objectContaining({ code: SYNTAX_ERROR.invalidCharacter, segment: 'TDT', segmentPosition: 9, element: 8, component: 1 })]);
    // UNOA refuses lower case.
    const lower = parseInterchange(CODECO.replace('UNOW:4', 'UNOA:2').replace('浙B12345', 'b12345'), LIMIT);
    expect(lower.messages[0]!.errors[0]).toMatchObject({ segment: 'TDT', code: '21' });
  });

  it('reads released service characters as data', () => {
    const x = parseInterchange(CODECO.replace('MAEU045W0001', 'A?+B?:C?\'D??E'), LIMIT);
    expect(hasSyntaxErrors(x)).toBe(false);
    expect(readMoves(x.messages[0]!).moves[0]!.billNo).toBe("A+B:C'D?E");
  });

  it('honours the UNA service characters', () => {
    const custom = CODECO.replace("UNA:+.? '", 'UNA*|.# ~').replace(/'\n/g, '~\n').replace(/'$/, '~').replace(/\+/g, '|').replace(/:/g, '*');
    const x = parseInterchange(custom, LIMIT);
    expect(x.errors).toEqual([]);
    expect(x.messages[0]!.errors).toEqual([]);
    expect(readMoves(x.messages[0]!).moves[0]!.containerNo).toBe('MSKU0000011');
  });

  it('checks the UNT count and reference', () => {
    const x = parseInterchange(CODECO.replace('UNT+11+1', 'UNT+12+2'), LIMIT);
    expect(x.messages[0]!.errors).toEqual([
      expect.objectContaining({ code: SYNTAX_ERROR.countDoesNotMatch, segment: 'UNT', segmentPosition: 11, element: 1 }),
      expect.objectContaining({ code: SYNTAX_ERROR.referencesDoNotMatch, segment: 'UNT', element: 2 }),
    ]);
  });

  it('checks the UNZ count and control reference', () => {
    const x = parseInterchange(CODECO.replace('UNZ+1+BLCT000123', 'UNZ+2+OTHER'), LIMIT);
    expect(x.errors.map((e) => [e.segment, e.code, e.element])).toEqual([['UNZ', '29', 1], ['UNZ', '28', 2]]);
  });

  it('finds a truncated interchange', () => {
    const cut = CODECO.slice(0, CODECO.indexOf('CNT+16') + 4);
    const x = parseInterchange(cut, LIMIT);
    expect(x.messages[0]!.errors[0]).toMatchObject({ code: SYNTAX_ERROR.missing, segment: 'UNT' });
    expect(x.errors[0]).toMatchObject({ code: SYNTAX_ERROR.missing, segment: 'UNZ' });
  });

  it('finds an unreleased service character (an extra element), an unknown type and a segment out of order', () => {
    const unreleased = parseInterchange(CODECO.replace('MSKU0000011+22G1', 'MSKU0000011+X+22G1'), LIMIT);
    expect(hasSyntaxErrors(unreleased)).toBe(false);
    expect(readMoves(unreleased.messages[0]!).errors[0]).toMatchObject({ segment: 'EQD', element: 6, code: '12' });
    const unknown = parseInterchange(CODECO.replace('CODECO:D', 'XYZABC:D'), LIMIT);
    expect(readMoves(unknown.messages[0]!).errors[0]).toMatchObject({ segment: 'UNH', element: 2, code: '12' });
    const order = parseInterchange(CODECO.replace("BGM+34+GI000123+9'\nNAD+MS+BLCT:160:ZZZ'", "NAD+MS+BLCT:160:ZZZ'\nBGM+34+GI000123+9'"), LIMIT);
    expect(readMoves(order.messages[0]!).errors[0]).toMatchObject({ segment: 'NAD', segmentPosition: 2, code: '13' });
  });

  it('refuses an unsupported character set and a missing UNB', () => {
    expect(parseInterchange(CODECO.replace('UNOW:4', 'UNOZ:3'), LIMIT).errors[0]).toMatchObject({ segment: 'UNB', element: 1, component: 1 });
    expect(parseInterchange('PK\u0003\u0004binary', LIMIT).errors[0]).toMatchObject({ segment: 'UNB', code: SYNTAX_ERROR.missing });
  });

  it('is bounded: over the limit it refuses before reading, and its time is linear', () => {
    expect(() => parseInterchange('x'.repeat(2000), { maxBytes: 1000 })).toThrow(InterchangeTooLarge);
    const group = CODECO.split('\n').slice(5, 11).join('\n');
    const body = Array.from({ length: 5000 }, () => group).join('\n');
    const big = CODECO.replace(CODECO.split('\n').slice(5, 11).join('\n'), body).replace('UNT+11+1', `UNT+${5 + 5000 * 6}+1`).replace('CNT+16:1', 'CNT+16:5000');
    // The best of three runs after a warm-up: the machine is shared, the bound is the (1 s per MB).
    parseInterchange(CODECO, LIMIT);
    let best = Infinity;
    let x = parseInterchange(big, { maxBytes: 10 * 1024 * 1024 });
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      x = parseInterchange(big, { maxBytes: 10 * 1024 * 1024 });
      readMoves(x.messages[0]!);
      best = Math.min(best, performance.now() - started);
    }
    const read = readMoves(x.messages[0]!);
    expect(best).toBeLessThan(1000 * Math.max(1, Buffer.byteLength(big) / 1024 / 1024));
    expect(x.messages[0]!.errors).toEqual([]);
    expect(read.moves).toHaveLength(5000);
  });
});
