/**
 * A Code 128 reader for the barcode spec: bar/space run lengths (dark > 0, light < 0) from one scan line →
 * modules → symbols → text, with the checksum verified, the way a scanner reads the printed image.
 * The symbol table is the standard one (ISO/IEC 15417), each symbol as 11 modules (13 for STOP).
 */
const PATTERNS = [
  '11011001100', '11001101100', '11001100110', '10010011000', '10010001100', '10001001100', '10011001000', '10011000100', '10001100100', '11001001000',
  '11001000100', '11000100100', '10110011100', '10011011100', '10011001110', '10111001100', '10011101100', '10011100110', '11001110010', '11001011100',
  '11001001110', '11011100100', '11001110100', '11101101110', '11101001100', '11100101100', '11100100110', '11101100100', '11100110100', '11100110010',
  '11011011000', '11011000110', '11000110110', '10100011000', '10001011000', '10001000110', '10110001000', '10001101000', '10001100010', '11010001000',
  '11000101000', '11000100010', '10110111000', '10110001110', '10001101110', '10111011000', '10111000110', '10001110110', '11101110110', '11010001110',
  '11000101110', '11011101000', '11011100010', '11011101110', '11101011000', '11101000110', '11100010110', '11101101000', '11101100010', '11100011010',
  '11101111010', '11001000010', '11110001010', '10100110000', '10100001100', '10010110000', '10010000110', '10000101100', '10000100110', '10110010000',
  '10110000100', '10011010000', '10011000010', '10000110100', '10000110010', '11000010010', '11001010000', '11110111010', '11000010100', '10001111010',
  '10100111100', '10010111100', '10010011110', '10111100100', '10011110100', '10011110010', '11110100100', '11110010100', '11110010010', '11011011110',
  '11011110110', '11110110110', '10101111000', '10100011110', '10001011110', '10111101000', '10111100010', '11110101000', '11110100010', '10111011110',
  '10111101110', '11101011110', '11110101110', '11010000100', '11010010000', '11010011100',
];
const STOP = '1100011101011';

/** The text of a Code 128 symbol from one scan line's runs; throws when it does not decode. */
export function decodeCode128(runs: readonly number[]): string {
  const bars = runs.slice(runs.findIndex((r) => r > 0));
  while (bars.length && bars[bars.length - 1]! < 0) bars.pop();
  // The narrowest run is one module (every symbol has a 1-module element).
  const unit = Math.min(...bars.map(Math.abs));
  const bits = bars.map((r) => (r > 0 ? '1' : '0').repeat(Math.round(Math.abs(r) / unit))).join('');
  if (!bits.endsWith(STOP)) throw new Error('no stop pattern');
  const body = bits.slice(0, -STOP.length);
  if (body.length % 11 !== 0) throw new Error(`bad module count ${body.length}`);
  const codes: number[] = [];
  for (let i = 0; i < body.length; i += 11) {
    const code = PATTERNS.indexOf(body.slice(i, i + 11));
    if (code < 0) throw new Error(`unknown symbol at module ${i}`);
    codes.push(code);
  }
  const [start, ...rest] = codes;
  const check = rest.pop();
  const sum = rest.reduce((acc, c, i) => acc + c * (i + 1), start!) % 103;
  if (sum !== check) throw new Error('checksum mismatch');
  let set = start === 105 ? 'C' : start === 104 ? 'B' : 'A';
  let text = '';
  for (const c of rest) {
    if (c === 99) set = 'C';
    else if (c === 100) set = 'B';
    else if (c === 101) set = 'A';
    else if (set === 'C') text += String(c).padStart(2, '0');
    else if (set === 'B') text += String.fromCharCode(c + 32);
    else text += String.fromCharCode(c < 64 ? c + 32 : c - 64);
  }
  return text;
}
