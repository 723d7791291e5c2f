/**
 * Renders the SDK's error events (SPEC §8) on portal pages. A 401 ends the session at once; the
 * notifications themselves load on the first event, so pages that never fail never download them.
 */
import { onApiEvent } from '@port/sdk';

let started = false;
export function startApiEvents(): void {
  if (started) return;
  started = true;
  onApiEvent((event) => {
    if (event.type === 'logout') {
      void import('./session-actions').then(({ clearSession }) => {
        clearSession();
        window.setTimeout(() => window.location.reload(), event.reloadDelay);
      });
      return;
    }
    void import('./api-events-render').then(({ showApiEvent }) => showApiEvent(event));
  });
}
