/**
 * A translator for the keys a description names: they are domain keys registered at run time (app/texts.ts),
 * so they are plain strings, not the typed MessageKey of @port/config's resources.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type Text = (key: string, params?: Readonly<Record<string, string | number>>) => string;

export function useText(): Text {
  const { t } = useTranslation();
  return useCallback<Text>((key, params) => t(key, params ?? {}), [t]);
}
