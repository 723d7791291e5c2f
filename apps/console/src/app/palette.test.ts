import { generate, getRgbStr } from '@arco-design/color';
import { LAYOUT } from '@port/config/constants';
import { describe, expect, it } from 'vitest';
import { palette, paletteDark } from './palette';

describe('palette', () => {
  const colors = [...LAYOUT.themeColors, ...LAYOUT.presetColors, '#165DFF', '#000000', '#FFFFFF', '#808080'];
  it.each(colors)('matches @arco-design/color for %s', (color) => {
    expect(palette(color)).toEqual(generate(color, { list: true }).map((c) => getRgbStr(c)));
  });

  it('keeps the colour itself as step 6', () => {
    expect(palette('#244883')[5]).toBe('36,72,131');
  });
});

describe('dark palette', () => {
  const colors = [...LAYOUT.themeColors, ...LAYOUT.presetColors, '#165DFF'];
  it.each(colors)('matches @arco-design/color for %s', (color) => {
    expect(paletteDark(color)).toEqual(generate(color, { list: true, dark: true }).map((c) => getRgbStr(c)));
  });
});
