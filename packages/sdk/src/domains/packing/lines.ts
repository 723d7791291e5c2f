/**
 * The cargo lines of a packing list (装箱单), one line a cargo item, the fields separated by "|":
 *   description | HS code | packages | package kind | gross weight kg | volume m³ | marks
 * parsed and checked the same way by the form and the server; the totals are what the terminal's data is compared with.
 */
import type { MessageKey } from '../../i18n';
import { issue, type Validator } from '../../rules/core';

/** UN/ECE Recommendation 21 package codes a container is usually stuffed with. */
export const PACKAGE_KINDS = ['CT', 'PK', 'PX', 'BG', 'CS', 'DR', 'BE', 'RO', 'CR', 'BX'] as const;
/** An HS code: 6 to 10 digits (the first six are international, the rest national). */
export const HS_CODE_PATTERN = /^\d{6,10}$/;
export const MAX_CARGO_LINES = 30;

export interface CargoLine {
  description: string;
  hsCode: string;
  packages: number;
  packageKind: string;
  grossWeight: number;
  volume: number;
  marks: string;
}

const k = (key: string) => `packing.list.${key}` as MessageKey;
const rows = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
const cells = (line: string) => line.split(/[|｜]/).map((c) => c.trim());
const DECIMAL = /^\d+(\.\d{1,3})?$/;

/** The first problem of the lines (by line number), or null. */
export const validateCargoLines: Validator = (value) => {
  if (typeof value !== 'string' || !value.trim()) return null;
  const all = rows(value);
  if (all.length > MAX_CARGO_LINES) return issue(k('tooManyLines'), { max: MAX_CARGO_LINES });
  for (const [i, line] of all.entries()) {
    const n = i + 1;
    const [description = '', hsCode = '', packages = '', kind = '', gross = '', volume = ''] = cells(line);
    if (cells(line).length < 6) return issue(k('lineFormat'), { n });
    if (!description || description.length > 100) return issue(k('descriptionInvalid'), { n });
    if (!HS_CODE_PATTERN.test(hsCode)) return issue(k('hsCodeInvalid'), { n });
    if (!/^[1-9]\d{0,5}$/.test(packages)) return issue(k('packagesInvalid'), { n });
    if (!(PACKAGE_KINDS as readonly string[]).includes(kind.toUpperCase())) return issue(k('packageKindInvalid'), { n, kinds: PACKAGE_KINDS.join(' ') });
    if (!DECIMAL.test(gross) || Number(gross) <= 0 || Number(gross) > 40000) return issue(k('grossInvalid'), { n });
    if (!DECIMAL.test(volume) || Number(volume) <= 0 || Number(volume) > 100) return issue(k('volumeInvalid'), { n });
  }
  return null;
};

/** The lines as records (call after the validator passed). */
export function parseCargoLines(text: string): CargoLine[] {
  return rows(text).map((line) => {
    const [description = '', hsCode = '', packages = '0', packageKind = '', gross = '0', volume = '0', ...marks] = cells(line);
    return { description, hsCode, packages: Number(packages), packageKind: packageKind.toUpperCase(), grossWeight: Number(gross), volume: Number(volume), marks: marks.join(' | ') };
  });
}

/** The normalized text: one line an item, " | " between the fields, the package kind upper-cased. */
export const normalizeCargoLines = (text: string): string =>
  rows(text).map((line) => {
    const c = cells(line);
    if (c[3]) c[3] = c[3].toUpperCase();
    return c.join(' | ');
  }).join('\n');

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Packages, gross weight (kg, 0.001) and volume (m³, 0.001) of all lines. */
export function cargoTotals(lines: readonly CargoLine[]): { packages: number; grossWeight: number; volume: number } {
  return {
    packages: lines.reduce((n, l) => n + l.packages, 0),
    grossWeight: round(lines.reduce((n, l) => n + l.grossWeight, 0), 3),
    volume: round(lines.reduce((n, l) => n + l.volume, 0), 3),
  };
}

/** The compared fields: the forwarder's field and the terminal's pre-entry field beside it. */
export const PACKING_COMPARED = [
  ['sealNo', 'terminalSealNo'],
  ['packages', 'terminalPackages'],
  ['grossWeight', 'terminalGrossWeight'],
  ['volume', 'terminalVolume'],
] as const;

export interface PackingDifference {
  field: (typeof PACKING_COMPARED)[number][0];
  terminalField: (typeof PACKING_COMPARED)[number][1];
  mine: string | number | null;
  terminal: string | number | null;
  /** 'same', 'differs', or 'none' when the terminal has no value for it. */
  state: 'same' | 'differs' | 'none';
}

const same = (a: unknown, b: unknown) => (typeof a === 'number' || typeof b === 'number' ? round(Number(a), 3) === round(Number(b), 3) : String(a ?? '') === String(b ?? ''));

/** Field by field: the forwarder's packing list against the terminal's pre-entry data. */
export function packingDifferences(record: Readonly<Record<string, unknown>>): PackingDifference[] {
  return PACKING_COMPARED.map(([field, terminalField]) => {
    const mine = (record[field] ?? null) as string | number | null;
    const terminal = (record[terminalField] ?? null) as string | number | null;
    return { field, terminalField, mine, terminal, state: terminal === null ? 'none' : same(mine, terminal) ? 'same' : 'differs' };
  });
}

const blankOr = (test: (n: number) => boolean, key: string): Validator => (value) =>
  value === null || value === undefined || value === '' || test(Number(value)) ? null : issue(k(`terminalData.${key}`));
/** The terminal's pre-entry figures (each optional): packages a positive whole number, gross 0–40000 kg, volume 0–100 m³. */
export const validateTerminalPackages = blankOr((n) => Number.isInteger(n) && n >= 1 && n <= 999999, 'packagesInvalid');
export const validateTerminalGross = blankOr((n) => n > 0 && n <= 40000, 'grossInvalid');
export const validateTerminalVolume = blankOr((n) => n > 0 && n <= 100, 'volumeInvalid');
