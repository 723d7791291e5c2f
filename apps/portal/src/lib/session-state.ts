/** The session as a store (who is signed in) and the TO_AUTH rule: what ./session and ./session-actions share. */
import { atom } from 'nanostores';
import type { Schemas } from '@port/sdk';
import { needsAuth } from '@port/sdk/auth-status';

export type UserInfo = Schemas['UserInfo'];

export type SessionState =
  | { status: 'unknown' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; info: UserInfo };

export const $session = atom<SessionState>({ status: 'unknown' });

/** The portal's TO_AUTH rule (ARCHITECTURE.md): authStatus neither '01' nor '02'. */
export function needsAuthentication(info: UserInfo): boolean {
  return needsAuth(info.user.authStatus);
}
