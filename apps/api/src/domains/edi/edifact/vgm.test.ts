import { describe, expect, it } from 'vitest';
import { parseInterchange } from './syntax';
import { readVgm } from './vgm';

const LIMIT = { maxBytes: 1024 * 1024 };

/** A VERMAS in the shape of SMDG's VERMAS D.16A guide example (one container), with our demo parties. */
const vermas = (lines: string[]) => [
  "UNA:+.? '",
  "UNB+UNOC:3+NBSHIPPER:ZZZ+PORTOP:ZZZ+261129:1015+VG0000077'",
  "UNH+1+VERMAS:D:16A:UN:SMDG10'",
  ...lines,
  `UNT+${lines.length + 2}+1'`,
  "UNZ+1+VG0000077'",
].join('\n');

const VGM = [
  "BGM+749+VGM20261129001+9'",
  "DTM+137:202611291015:203'",
  "RFF+BN:NBBK2026110001'",
  "NAD+TB+MSK:160:ZZZ'",
  "EQD+CN+MSKU0000011+22G1:6346:5+++5'",
  "MEA+AAE+VGM+KGM:24350'",
  "DTM+798:202611290930:203'",
  "DOC+SM1:VGM:306'",
  "NAD+SPC+++NINGBO DEMO EXPORT CO'",
  "CTA+RP+:ZHANG SAN'",
];

describe('readVgm (VERMAS D.16A)', () => {
  it('reads each container\'s mass, method, party, signatory and time', () => {
    const m = parseInterchange(vermas(VGM), LIMIT).messages[0]!;
    expect(m.errors).toEqual([]);
    expect(readVgm(m)).toEqual({
      documentNumber: 'VGM20261129001', errors: [],
      vgms: [{ containerNo: 'MSKU0000011', bookingNo: 'NBBK2026110001', vgmKg: 24350, method: 'SM1', responsibleParty: 'NINGBO DEMO EXPORT CO', signatory: 'ZHANG SAN', time: '2026-11-29 09:30:00', segmentPosition: 6 }],
    });
  });

  it('converts pounds and names the segment and element of what the table refuses', () => {
    const lbs = readVgm(parseInterchange(vermas(VGM.map((l) => l.replace('KGM:24350', 'LBR:10000'))), LIMIT).messages[0]!);
    expect(lbs.vgms[0]!.vgmKg).toBe(4536);
    const broken = readVgm(parseInterchange(vermas([...VGM.map((l) => l.replace('BGM+749', 'BGM+34').replace('KGM:24350', 'TNE:24')), "GID+1'"]), LIMIT).messages[0]!);
    expect(broken.errors.map((e) => [e.segment, e.element ?? null])).toEqual(expect.arrayContaining([['BGM', 1], ['MEA', 3], ['GID', null], ['MEA', null]]));
  });
});
