import { useEffect } from 'react';
import { applyColorWeak, applyFontSize, applyPrimaryColor } from '../../app/theme';
import { useSettings } from './store';

/** Keeps the document's theme in step with the settings. */
export function useApplySettings(): void {
  const color = useSettings((s) => s.color);
  const fontSize = useSettings((s) => s.fontSize);
  const weak = useSettings((s) => s.weak);
  useEffect(() => applyPrimaryColor(color), [color]);
  useEffect(() => applyFontSize(fontSize), [fontSize]);
  useEffect(() => applyColorWeak(weak), [weak]);
}
