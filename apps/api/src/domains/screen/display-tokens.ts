/**
 * Display tokens: read-only credentials for an unattended wall display (the /screen/* data calls and the
 * screen socket). Checked against the database on every call, so a revoke takes effect at once on every
 * replica; only a hash is stored.
 */
import { randomBytes } from 'node:crypto';
import type { AppServices } from '../../services';
import { hashToken, type DisplayCaller } from '../../http/credentials';

/** last_used_at is written at most this often per token (a display polls every few seconds). */
const LAST_USED_RESOLUTION_MS = 60_000;

export function newDisplayTokenValue(): string {
  return `dt_${randomBytes(32).toString('base64url')}`;
}

/** The display behind a token; null when it is unknown, revoked or expired. */
export async function resolveDisplayToken(services: AppServices, token: string): Promise<DisplayCaller | null> {
  if (token.length > 200) return null;
  const now = services.now();
  const row = await services.db
    .selectFrom('display_tokens')
    .select(['id', 'name', 'last_used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const id = String(row.id);
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > LAST_USED_RESOLUTION_MS) {
    await services.db.updateTable('display_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
  }
  return { tokenId: id, name: row.name };
}
