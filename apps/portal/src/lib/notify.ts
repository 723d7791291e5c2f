/**
 * Toasts and notifications of SPEC §8 for the portal, in plain DOM (no library): a live region at the
 * top right, each message removed after its duration.
 */
import { TIMING } from '@port/config/constants';

export type NotifyKind = 'success' | 'info' | 'warning' | 'error';

let region: HTMLElement | null = null;

function container(): HTMLElement {
  if (region && document.body.contains(region)) return region;
  region = document.createElement('div');
  region.className = 'notify-region';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  return region;
}

export function notify(kind: NotifyKind, text: string, options: { title?: string; duration?: number; detail?: string[] } = {}): void {
  const box = document.createElement('div');
  box.className = `notify notify-${kind}`;
  if (kind === 'error' || kind === 'warning') box.setAttribute('role', 'alert');
  if (options.title) {
    const title = document.createElement('strong');
    title.textContent = options.title;
    box.append(title);
  }
  const body = document.createElement('p');
  body.textContent = text;
  box.append(body);
  for (const line of options.detail ?? []) {
    const small = document.createElement('small');
    small.textContent = line;
    box.append(small);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'notify-close';
  close.setAttribute('aria-label', '×');
  close.textContent = '×';
  close.addEventListener('click', () => box.remove());
  box.append(close);
  container().append(box);
  window.setTimeout(() => box.remove(), options.duration ?? TIMING.notificationDefault);
}
