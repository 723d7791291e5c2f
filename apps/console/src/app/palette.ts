/**
 * Arco's 10-step colour palette (the "dynamic gradient" of @arco-design/color), ported so the shell
 * does not ship the `color` library (~10 KB gz) for it. palette.test.ts checks it step for step
 * against @arco-design/color for every theme colour of SPEC §9.
 */
type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Hue in degrees, saturation and value in percent (as the `color` library answers them). */
function rgbToHsv([r8, g8, b8]: Rgb): { h: number; s: number; v: number } {
  const r = r8 / 255;
  const g = g8 / 255;
  const b = b8 / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  let h = 0;
  if (delta !== 0) {
    if (r === max) h = (g - b) / delta;
    else if (g === max) h = 2 + (b - r) / delta;
    else h = 4 + (r - g) / delta;
    h = Math.min(h * 60, 360);
    if (h < 0) h += 360;
  }
  return { h, s: max === 0 ? 0 : (delta / max) * 100, v: max * 100 };
}

function hsvToRgb(h: number, s: number, v: number): Rgb {
  const hh = h / 60;
  const ss = s / 100;
  let vv = v / 100;
  const hi = Math.floor(hh) % 6;
  const f = hh - Math.floor(hh);
  const p = 255 * vv * (1 - ss);
  const q = 255 * vv * (1 - ss * f);
  const t = 255 * vv * (1 - ss * (1 - f));
  vv *= 255;
  const table: Rgb[] = [
    [vv, t, p],
    [q, vv, p],
    [p, vv, t],
    [p, q, vv],
    [t, p, vv],
    [vv, p, q],
  ];
  const rgb = table[hi] ?? table[0]!;
  return [Math.round(rgb[0]), Math.round(rgb[1]), Math.round(rgb[2])];
}

const HUE_STEP = 2;
const MAX_SATURATION_STEP = 100;
const MIN_SATURATION_STEP = 9;
const MAX_VALUE = 100;
const MIN_VALUE = 30;

/** Step i (1–10; 6 is the colour itself) as 'r,g,b'. */
export function paletteStep(hex: string, i: number): string {
  const base = hexToRgb(hex);
  if (i === 6) return base.join(',');
  const { h, s, v } = rgbToHsv(base);
  const isLight = i < 6;
  const index = isLight ? 6 - i : i - 6;
  let hue =
    h >= 60 && h <= 240
      ? isLight
        ? h - HUE_STEP * index
        : h + HUE_STEP * index
      : isLight
        ? h + HUE_STEP * index
        : h - HUE_STEP * index;
  if (hue < 0) hue += 360;
  else if (hue >= 360) hue -= 360;
  hue = Math.round(hue);
  const saturation = isLight
    ? s <= MIN_SATURATION_STEP
      ? s
      : s - ((s - MIN_SATURATION_STEP) / 5) * index
    : s + ((MAX_SATURATION_STEP - s) / 4) * index;
  const value = isLight ? v + ((MAX_VALUE - v) / 5) * index : v <= MIN_VALUE ? v : v - ((v - MIN_VALUE) / 4) * index;
  return hsvToRgb(hue, saturation, value).join(',');
}

/** The 10 steps of a '#rrggbb' colour as Arco's 'r,g,b' variable values. */
export function palette(hex: string): string[] {
  return Array.from({ length: 10 }, (_, i) => paletteStep(hex, i + 1));
}

/**
 * Step i of Arco's dark palette (palette-dark of @arco-design/color): the light palette read backwards, its hue and
 * value kept, its saturation stepped down from the colour's own so that text and fills stay readable on dark grey.
 */
export function paletteDarkStep(hex: string, i: number): string {
  const origin = rgbToHsv(hexToRgb(hex));
  const light = rgbToHsv(paletteStep(hex, 10 - i + 1).split(',').map(Number) as Rgb);
  // Step 6's saturation comes from the colour's own; the others step from it (clamped as the library's Color is).
  const sixth = origin.h < 50 ? origin.s - 15 : origin.h < 191 ? origin.s - 20 : origin.s - 15;
  const baseSaturation = Math.max(0, Math.min(100, sixth));
  const step = Math.ceil((baseSaturation - 9) / 4);
  const step1to5 = Math.ceil((100 - baseSaturation) / 5);
  const saturation = i < 6 ? baseSaturation + (6 - i) * step1to5 : i === 6 ? sixth : baseSaturation - step * (i - 6);
  return hsvToRgb(light.h, Math.max(0, Math.min(100, saturation)), light.v).join(',');
}

/** The 10 steps of Arco's dark palette of a '#rrggbb' colour. */
export function paletteDark(hex: string): string[] {
  return Array.from({ length: 10 }, (_, i) => paletteDarkStep(hex, i + 1));
}
