/** The notifications of SPEC §8 for the SDK's error events (loaded by ./api-events on the first one). */
import type { ApiEvent } from '@port/sdk';
import errors from 'virtual:portal-messages/zh-CN/errors';
import { extendZh, translate, type MessageKey } from './i18n';
import { $dict } from './language';
import { notify } from './notify';

extendZh(errors);

/**
 * Calls whose failures the page shows under its own form (sign-in, registration, password reset), so a
 * second notification would only repeat the same message.
 */
const INLINE = [/^\/auth\/oauth\/token(?:\?|$)/, /^\/user\/reg\//, /^\/auth\/forge-password/, /^\/code(?:\?|$)/];

const tr = (key: MessageKey, params?: Record<string, string | number>) => translate($dict.get(), key, params);

export function showApiEvent(event: ApiEvent): void {
  switch (event.type) {
    case 'logout':
      return;
    case 'info':
      notify('info', event.message ?? tr(event.messageKey));
      return;
    case 'warning-modal':
      notify('warning', event.message ?? tr(event.messageKey), { title: tr(event.titleKey) });
      return;
    case 'warning':
      notify('warning', event.message ?? tr(event.messageKey));
      return;
    case 'duplicate':
      notify('warning', tr(event.messageKey, event.params));
      return;
    case 'connection-failed':
      notify('error', tr(event.messageKey), { title: tr(event.titleKey) });
      return;
    case 'system-error':
      if (event.status < 500 && INLINE.some((pattern) => pattern.test(event.url))) return;
      notify('error', event.message ?? tr(event.messageKey), {
        title: tr(event.titleKey),
        duration: event.duration,
        detail: [tr('errors.traceId', { traceId: event.traceId }), tr('errors.timestamp', { time: event.time })],
      });
      return;
  }
}
