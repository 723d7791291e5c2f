/**
 * Primary colour, font size and colour-weak mode, applied through Arco's CSS variables (every Arco
 * component reads --arcoblue-N through --primary-N and --link-N), so changing them needs no rebuild.
 */
import { LAYOUT } from '@port/config/constants';
import { palette, paletteDark } from './palette';

const HEX = /^#[0-9a-f]{6}$/i;

/** The 10-step palette of a colour as Arco's 'r,g,b' variable values; index 5 (step 6) is the colour itself. */
export function paletteOf(color: string, dark = false): string[] {
  const base = HEX.test(color) ? color : LAYOUT.primaryColor;
  return dark ? paletteDark(base) : palette(base);
}

/** In dark mode the dark palette, as Arco's own dark theme does for its colours. */
export function applyPrimaryColor(color: string, dark = false, root: HTMLElement = document.body): void {
  paletteOf(color, dark).forEach((rgb, i) => {
    root.style.setProperty(`--arcoblue-${i + 1}`, rgb);
  });
}

export function applyFontSize(size: number, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--console-font-size', `${size}px`);
  root.classList.toggle('console-font-compact', size !== LAYOUT.fontSizes.normal);
}

/** Arco's dark mode: its components and every colour variable follow the body's arco-theme attribute. */
export function applyDarkMode(dark: boolean, body: HTMLElement = document.body): void {
  if (dark) body.setAttribute('arco-theme', 'dark');
  else body.removeAttribute('arco-theme');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function applyColorWeak(weak: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('console-color-weak', weak);
}
