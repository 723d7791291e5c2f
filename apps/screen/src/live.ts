/**
 * The live feed: the SDK's socket client (login frame, 90 s heartbeat, reconnect after 10 s, 30 s, 60 s,
 * then 10 s …) on the board's own socket /new/api/screen/ws, whose type 4 frames carry one new alarm each.
 */
import { createNoticeSocket, type NoticeSocket } from '@port/sdk';
import type { Alarm } from './api';
import type { Credential } from './credential';
import { socketUrl } from './env';

export type LiveEvent =
  | { type: 'connected' }
  | { type: 'alarm'; alarm: Alarm }
  | { type: 'reconnecting'; delay: number }
  /** The server refused the credential (type 2 then close 4401); the board stops. */
  | { type: 'refused'; text: string };

const ALARM_FRAME = 4;
const SYSTEM_FRAME = 2;

function isAlarm(value: unknown): value is Alarm {
  if (!value || typeof value !== 'object') return false;
  const a = value as Partial<Alarm>;
  return typeof a.id === 'string' && typeof a.truckLicense === 'string' && typeof a.abnormalTime === 'string';
}

export function connectLive(credential: Credential, onEvent: (e: LiveEvent) => void): NoticeSocket | null {
  if (credential.kind === 'none') return null;
  const socket = createNoticeSocket({
    url: socketUrl(credential.kind === 'display'),
    getToken: () => credential.token,
    // The board's socket ignores the identity; the SDK's login frame carries one.
    getIdentity: () => ({ userId: credential.kind, userName: credential.kind, orgId: '', orgName: '' }),
  });
  socket.on((event) => {
    if (event.type === 'connected') onEvent({ type: 'connected' });
    else if (event.type === 'reconnecting') onEvent({ type: 'reconnecting', delay: event.delay });
    else if (event.type === 'message' && event.messageType === ALARM_FRAME && isAlarm(event.content)) onEvent({ type: 'alarm', alarm: event.content });
    else if (event.type === 'message' && event.messageType === SYSTEM_FRAME) onEvent({ type: 'refused', text: String(event.content ?? '') });
  });
  return socket;
}
