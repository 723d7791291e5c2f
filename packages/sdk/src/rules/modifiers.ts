/** Input modifiers of SPEC §5 'Input normalisation' (apps apply them after the 300 ms debounce). */

export type Modifier = 'trim' | 'lower' | 'upper' | 'trimAll';

export const trim = (value: string): string => value.trim();
export const lower = (value: string): string => value.toLowerCase();
export const upper = (value: string): string => value.toUpperCase();
/** Removes all whitespace, inside too (including full-width spaces). */
export const trimAll = (value: string): string => value.replace(/\s+/g, '');

const MODIFIERS: Readonly<Record<Modifier, (value: string) => string>> = { trim, lower, upper, trimAll };

/** Applies the modifiers in order; the default is trim. */
export function applyModifiers(value: string, modifiers: readonly Modifier[] = ['trim']): string {
  return modifiers.reduce((text, name) => MODIFIERS[name](text), value);
}

/** Container-number style inputs: upper-cased and stripped of all whitespace. */
export const normalizeCode = (value: string): string => applyModifiers(value, ['trimAll', 'upper']);
