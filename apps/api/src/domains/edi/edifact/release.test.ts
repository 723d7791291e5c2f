import { describe, expect, it } from 'vitest';
import { parseInterchange } from './syntax';
import { readRelease } from './release';

const LIMIT = { maxBytes: 1024 * 1024 };

/** An empty-container release COPARN in the shape lines' agents send (BGM+11, RFF+BN, NAD+CA, EQD + EQN), with our demo parties. */
const coparn = (lines: string[]) => [
  "UNA:+.? '",
  "UNB+UNOA:2+NBAGENT:ZZZ+PORTOP:ZZZ+261129:1010+AG0000451'",
  "UNH+AG000045100001+COPARN:D:95B:UN:SMDG20'",
  ...lines,
  `UNT+${lines.length + 2}+AG000045100001'`,
  "UNZ+1+AG0000451'",
].join('\n');

const RELEASE = [
  "BGM+11+REL20261129001+9'",
  "RFF+BN:NBBK2026110001'",
  "TDT+20+045W+1++MSK:172:20+++9321483:146:11:DEMO STAR'",
  "LOC+99+CNNGB:139:6+ZZYARD:TER:ZZZ'",
  "DTM+36:20261205:102'",
  "NAD+CA+MSK:172:20'",
  "EQD+CN++22G1:102:5+2+2+4'",
  "EQN+3'",
  "TMD+++2'",
  "CNT+16:1'",
];

describe('readRelease (COPARN D.95B)', () => {
  it('reads the booking, line, yard, expiry, size type and quantity', () => {
    const x = parseInterchange(coparn(RELEASE), LIMIT);
    expect(x.errors).toEqual([]);
    const m = x.messages[0]!;
    expect(m.errors).toEqual([]);
    const { release, errors } = readRelease(m);
    expect(errors).toEqual([]);
    expect(release).toEqual({
      documentNumber: 'REL20261129001', functionCode: '9', bookingNo: 'NBBK2026110001', blNo: null, lineCode: 'MSK', yardCode: 'ZZYARD',
      validUntil: '2026-12-05', sizeType: '22G1', quantity: 3, containers: [],
    });
  });

  it('names the segment and element of what the table refuses', () => {
    const broken = RELEASE.map((l) => l.replace("BGM+11+", "BGM+34+").replace("RFF+BN:NBBK2026110001'", "RFF+ZZZ:X'").replace("DTM+36:20261205:102'", "DTM+36:20261345:102'"));
    const m = parseInterchange(coparn([...broken.slice(0, 6), "UNS+D'", ...broken.slice(6)]), LIMIT).messages[0]!;
    const { errors } = readRelease(m);
    expect(errors.map((e) => [e.segment, e.element ?? null])).toEqual(expect.arrayContaining([['BGM', 1], ['UNS', null], ['DTM', 1], ['RFF', null]]));
  });

  it('refuses two size types in one release', () => {
    const m = parseInterchange(coparn([...RELEASE.slice(0, 8), "EQD+CN++45G1:102:5+2+2+4'", ...RELEASE.slice(8)]), LIMIT).messages[0]!;
    expect(readRelease(m).errors).toEqual([expect.objectContaining({ segment: 'EQD', element: 3, detail: 'a release is for one size type: 45G1 after 22G1' })]);
  });
});
