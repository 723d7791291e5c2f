/** The page's query string, read after hydration (never while rendering) and kept in step with the UI. */
export function readQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** Replaces query parameters without a reload (undefined or '' removes one). */
export function writeQuery(values: Record<string, string | number | undefined>): void {
  const params = readQuery();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const search = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
}

/** A positive integer query value, or the fallback. */
export function intParam(params: URLSearchParams, name: string, fallback: number, allowed?: readonly number[]): number {
  const n = Number.parseInt(params.get(name) ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return fallback;
  return allowed && !allowed.includes(n) ? fallback : n;
}
