/**
 * Draws a captcha as a GIF with no native dependency: a 5x7 bitmap font, scaled and jittered per glyph,
 * over noise dots and lines, encoded with omggif. Answers base64 without the data-URL prefix.
 */
import { randomInt } from 'node:crypto';
import { GifWriter } from 'omggif';

/** Characters that cannot be confused with each other (no 0/O, 1/I/L). */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

// 7 rows of 5 bits per glyph, most significant bit on the left.
const FONT: Record<string, number[]> = {
  '2': [14, 17, 1, 2, 4, 8, 31], '3': [31, 2, 4, 2, 1, 17, 14], '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14], '6': [6, 8, 16, 30, 17, 17, 14], '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14], '9': [14, 17, 17, 15, 1, 2, 12],
  A: [14, 17, 17, 31, 17, 17, 17], B: [30, 17, 17, 30, 17, 17, 30], C: [14, 17, 16, 16, 16, 17, 14],
  D: [28, 18, 17, 17, 17, 18, 28], E: [31, 16, 16, 30, 16, 16, 31], F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15], H: [17, 17, 17, 31, 17, 17, 17], J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17], M: [17, 27, 21, 21, 17, 17, 17], N: [17, 17, 25, 21, 19, 17, 17],
  P: [30, 17, 17, 30, 16, 16, 16], Q: [14, 17, 17, 17, 21, 18, 13], R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30], T: [31, 4, 4, 4, 4, 4, 4], U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4], W: [17, 17, 17, 21, 21, 21, 10], X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4], Z: [31, 1, 2, 4, 8, 16, 31],
};

const WIDTH = 120;
const HEIGHT = 40;
// Palette: background, then ink colours (dark blues and reds readable on the light background).
const PALETTE = [0xf4f7fb, 0x244883, 0x1f6f8b, 0x8b1f3a, 0x3a4a58, 0xa7b4c8, 0x6a5acd, 0x2f7d32];

export function randomCaptchaText(length = 4): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return s;
}

export function renderCaptchaGif(text: string): string {
  const px = new Uint8Array(WIDTH * HEIGHT); // all background (index 0)
  const set = (x: number, y: number, c: number) => {
    if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) px[y * WIDTH + x] = c;
  };
  // Noise dots in the pale colour.
  for (let i = 0; i < 260; i++) set(randomInt(WIDTH), randomInt(HEIGHT), 5);
  // Glyphs: scale 3 horizontally, 4 vertically, with a shear and a vertical jitter each.
  const slot = Math.floor(WIDTH / (text.length + 1));
  [...text].forEach((ch, i) => {
    const rows = FONT[ch] ?? FONT.X!;
    const colour = 1 + randomInt(4);
    const x0 = Math.floor(slot / 2) + i * slot + randomInt(5);
    const y0 = 4 + randomInt(6);
    const shear = (randomInt(5) - 2) / 10;
    rows.forEach((bits, row) => {
      for (let col = 0; col < 5; col++) {
        if (!(bits & (1 << (4 - col)))) continue;
        for (let dy = 0; dy < 4; dy++)
          for (let dx = 0; dx < 3; dx++) {
            const y = y0 + row * 4 + dy;
            set(Math.round(x0 + col * 3 + dx + shear * (y - y0)), y, colour);
          }
      }
    });
  });
  // Two interference lines across the text.
  for (let l = 0; l < 2; l++) {
    const ya = randomInt(HEIGHT);
    const yb = randomInt(HEIGHT);
    const c = 6 + randomInt(2);
    for (let x = 0; x < WIDTH; x++) set(x, Math.round(ya + ((yb - ya) * x) / WIDTH), c);
  }
  const buf = Buffer.alloc(WIDTH * HEIGHT + 2048);
  const gif = new GifWriter(buf, WIDTH, HEIGHT, { palette: PALETTE });
  gif.addFrame(0, 0, WIDTH, HEIGHT, px as unknown as number[]); // omggif reads any indexable array
  return buf.subarray(0, gif.end()).toString('base64');
}
