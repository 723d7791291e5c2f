import { describe, expect, it } from 'vitest';
import { isToolbarHidden } from './RightToolbar';

const HOUR = 3_600_000;

describe('isToolbarHidden', () => {
  const now = Date.UTC(2025, 5, 1, 12);
  it('keeps a hide for 24 hours, then lets the toolbar show again', () => {
    expect(isToolbarHidden(String(now - HOUR), now)).toBe(true);
    expect(isToolbarHidden(String(now - 24 * HOUR + 1), now)).toBe(true);
    expect(isToolbarHidden(String(now - 24 * HOUR), now)).toBe(false);
  });

  it('ignores nothing stored and what is not a time', () => {
    expect(isToolbarHidden(null, now)).toBe(false);
    expect(isToolbarHidden('yes', now)).toBe(false);
    expect(isToolbarHidden('0', now)).toBe(false);
  });
});
