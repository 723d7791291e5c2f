/**
 * The error catalogue of SPEC §8 rendered with Arco: the SDK emits what happened, this decides how it
 * looks. Notifications appear top right for 3 s unless said otherwise.
 */
import Message from '@arco-design/web-react/es/Message';
import Modal from '@arco-design/web-react/es/Modal';
import Notification from '@arco-design/web-react/es/Notification';
import '@arco-design/web-react/es/Message/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Notification/style/css';
import { TIMING } from '@port/config/constants';
import { onApiEvent, type ApiEvent, type MessageKey, type MessageParams } from '@port/sdk';
import { tr } from './i18n';
import { deferRefusal } from './refusals';

Notification.config({ maxCount: 5, duration: TIMING.notificationDefault });
Message.config({ maxCount: 5, duration: TIMING.notificationDefault });

type Kind = 'success' | 'info' | 'warning' | 'error';

const TITLES: Record<Kind, MessageKey> = {
  success: 'notifyTitle.success',
  info: 'notifyTitle.info',
  warning: 'notifyTitle.warning',
  error: 'notifyTitle.error',
};

/** A notification at the top right; the title defaults to 成功 / 消息 / 警告 / 错误 by type. */
export function notify(
  kind: Kind,
  content: string,
  options: { title?: string; duration?: number; id?: string } = {},
): void {
  Notification[kind]({
    title: options.title ?? tr(TITLES[kind]),
    content,
    position: 'topRight',
    duration: options.duration ?? TIMING.notificationDefault,
    ...(options.id ? { id: options.id } : {}),
  });
}

/** A short toast in the middle top. */
export function toast(kind: Kind, key: MessageKey, params?: MessageParams): void {
  Message[kind]({ content: tr(key, params), duration: TIMING.notificationDefault });
}

/** The default success toast '操作成功' (3 s), or the server's text. */
export function toastSuccess(text?: string): void {
  Message.success({ content: text || tr('common.success'), duration: TIMING.notificationDefault });
}

function systemErrorContent(message: string, traceId: string, time: string) {
  return (
    <div className="console-system-error">
      <div>{message}</div>
      {traceId ? <div className="console-system-error-meta">{tr('errors.traceId', { traceId })}</div> : null}
      <div className="console-system-error-meta">{tr('errors.timestamp', { time })}</div>
    </div>
  );
}

export interface FeedbackHooks {
  /** HTTP 401 / code 401: end the session and reload after `delay` ms. */
  onLogout(delay: number): void;
}

export function renderApiEvent(event: ApiEvent, hooks: FeedbackHooks): void {
  switch (event.type) {
    case 'logout':
      notify('error', event.message || tr(event.messageKey), { id: 'session-expired' });
      hooks.onLogout(event.reloadDelay);
      return;
    case 'info':
      Message.info({ content: event.message || tr(event.messageKey), duration: TIMING.notificationDefault });
      return;
    case 'warning-modal':
      Modal.warning({
        title: tr(event.titleKey),
        content: event.message || tr(event.messageKey),
        okText: tr('common.confirm'),
      });
      return;
    case 'system-error':
      Notification.error({
        title: tr(event.titleKey),
        content: systemErrorContent(event.message || tr(event.messageKey), event.traceId, event.time),
        position: 'topRight',
        duration: event.duration,
      });
      return;
    case 'refused':
      // A form that made the call shows the refusal beside its field and claims it (app/refusals.ts); any other
      // caller's refusal is a plain warning with the server's words — the user can act on it, nothing broke.
      deferRefusal(event.traceId, () => Message.warning({ content: event.message || tr(event.messageKey), duration: TIMING.notificationDefault }));
      return;
    case 'connection-failed':
      notify('error', tr(event.messageKey), { title: tr(event.titleKey), id: 'connection-failed' });
      return;
    case 'duplicate':
      Message.warning({ content: tr(event.messageKey, event.params), duration: TIMING.notificationDefault });
      return;
    case 'warning':
      Message.warning({ content: event.message || tr(event.messageKey), duration: TIMING.notificationDefault });
      return;
  }
}

/** Subscribes the renderer to the SDK's events; answers the unsubscribe function. */
export function installFeedback(hooks: FeedbackHooks): () => void {
  return onApiEvent((event) => renderApiEvent(event, hooks));
}
