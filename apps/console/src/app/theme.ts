/**
 * Primary colour, font size and colour-weak mode, applied through Arco's CSS variables (every Arco
 * component reads --arcoblue-N through --primary-N and --link-N), so changing them needs no rebuild.
 */
import { LAYOUT } from '@port/config/constants';
import { palette } from './palette';

const HEX = /^#[0-9a-f]{6}$/i;

/** The 10-step palette of a colour as Arco's 'r,g,b' variable values; index 5 (step 6) is the colour itself. */
export function paletteOf(color: string): string[] {
  const base = HEX.test(color) ? color : LAYOUT.primaryColor;
  return palette(base);
}

export function applyPrimaryColor(color: string, root: HTMLElement = document.body): void {
  paletteOf(color).forEach((rgb, i) => {
    root.style.setProperty(`--arcoblue-${i + 1}`, rgb);
  });
}

export function applyFontSize(size: number, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--console-font-size', `${size}px`);
  root.classList.toggle('console-font-compact', size !== LAYOUT.fontSizes.normal);
}

export function applyColorWeak(weak: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('console-color-weak', weak);
}
