/**
 * The container lines of a barge order (SPEC §3 barge container detail): one container a line —
 * number (ISO 6346, check digit), size/type (ISO 6346 code, e.g. 22G1, 45G1) and the operator's code —
 * parsed the same way by the form and the server.
 */
import type { MessageKey } from '../../i18n';
import { issue, type Validator } from '../../rules/core';
import { isContainerFormat, isValidContainerNumber } from '../../rules/container';

/** ISO 6346 size/type codes a barge carries; the first character is the length (2 = 20 ft, 4 = 40 ft, L = 45 ft). */
export const BARGE_SIZE_TYPES = ['22G1', '22R1', '22T1', '22U1', '42G1', '45G1', '45R1', '42U1', 'L5G1'] as const;
/** The container operator (shipping line) code: two to four letters, e.g. MSK, COS, CMA, ONE, EMC. */
export const OPERATOR_CODE_PATTERN = /^[A-Z]{2,4}$/;
export const MAX_CONTAINER_LINES = 60;

export interface BargeContainerLine {
  ctnNo: string;
  ctnSizeType: string;
  ctnOperatorCode: string;
  remarks: string | null;
}

const lines = (text: string) => text.split(/\r?\n/).map((l) => l.trim().toUpperCase()).filter(Boolean);

/** TEU of a size/type code: 20 ft 1, 40 and 45 ft 2. */
export const teuOf = (sizeType: string): number => (sizeType.startsWith('2') ? 1 : 2);

/** The first problem of the lines (by line number), or null. */
export const validateBargeContainerLines: Validator = (value) => {
  if (typeof value !== 'string' || !value.trim()) return null;
  const all = lines(value);
  if (all.length > MAX_CONTAINER_LINES) return issue('barge.order.tooManyContainers' as MessageKey, { max: MAX_CONTAINER_LINES });
  const seen = new Set<string>();
  for (const [i, line] of all.entries()) {
    const n = i + 1;
    const [ctnNo = '', sizeType = '', operator = ''] = line.split(/[\s,，]+/);
    if (!isContainerFormat(ctnNo)) return issue('container.formatInvalid', { n });
    if (!isValidContainerNumber(ctnNo)) return issue('container.checkDigitInvalid', { n });
    if (seen.has(ctnNo)) return issue('barge.order.containerDuplicate' as MessageKey, { n, ctnNo });
    seen.add(ctnNo);
    if (!(BARGE_SIZE_TYPES as readonly string[]).includes(sizeType)) return issue('barge.order.sizeTypeInvalid' as MessageKey, { n, types: BARGE_SIZE_TYPES.join(' ') });
    if (!OPERATOR_CODE_PATTERN.test(operator)) return issue('barge.order.operatorInvalid' as MessageKey, { n });
  }
  return null;
};

/** The lines as records (call after the validator passed); a fourth word onwards is the line's remark. */
export function parseBargeContainerLines(text: string): BargeContainerLine[] {
  return lines(text).map((line) => {
    const [ctnNo = '', ctnSizeType = '', ctnOperatorCode = '', ...rest] = line.split(/[\s,，]+/);
    return { ctnNo, ctnSizeType, ctnOperatorCode, remarks: rest.length ? rest.join(' ') : null };
  });
}

/** The normalized text: upper-case, one space between the words, one container a line. */
export const normalizeBargeContainerLines = (text: string): string =>
  lines(text).map((l) => l.split(/[\s,，]+/).join(' ')).join('\n');
