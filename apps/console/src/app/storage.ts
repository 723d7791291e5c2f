/**
 * Locally kept data (SPEC §3): safe wrappers over localStorage and sessionStorage that never throw
 * (storage blocked, full, or a value written by another version of the app).
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readText(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Full or blocked storage: the preference lasts for this page only.
  }
}

export function removeKey(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** A JSON value, or `fallback` when absent or unreadable. */
export function readJson<T>(key: string, fallback: T, which: Area = 'local'): T {
  const text = readText(key, which);
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeText(key, JSON.stringify(value), which);
}
