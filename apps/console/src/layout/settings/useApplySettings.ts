import { useEffect } from 'react';
import { applyColorWeak, applyDarkMode, applyFontSize, applyPrimaryColor } from '../../app/theme';
import { useSettings } from './store';

/** Keeps the document's theme in step with the settings. */
export function useApplySettings(): void {
  const color = useSettings((s) => s.color);
  const fontSize = useSettings((s) => s.fontSize);
  const weak = useSettings((s) => s.weak);
  const dark = useSettings((s) => s.dark);
  useEffect(() => applyPrimaryColor(color, dark), [color, dark]);
  useEffect(() => applyFontSize(fontSize), [fontSize]);
  useEffect(() => applyColorWeak(weak), [weak]);
  useEffect(() => applyDarkMode(dark), [dark]);
}
