/**
 * Refusals a form shows itself (issue 26 §5). The SDK tells every 400/409 as a 'refused' event before the caller's
 * promise settles; the feedback renderer waits one task, and a form that caught the ApiFailure claims it by its
 * trace id in the meantime, so the refusal shows once: beside the field in the form, else as a warning.
 */
const claimed = new Set<string>();

export function claimRefusal(traceId: string): void {
  if (!traceId) return;
  claimed.add(traceId);
  // A claim whose event never comes (or came first) must not linger.
  setTimeout(() => claimed.delete(traceId), 10_000);
}

export function deferRefusal(traceId: string, show: () => void): void {
  setTimeout(() => {
    if (traceId && claimed.delete(traceId)) return;
    show();
  }, 0);
}
