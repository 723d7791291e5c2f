/**
 * The credentials a request may carry, as the HTTP layer reads them (a bearer token, an API key, a wall display's
 * token), the callers they stand for, and the authenticators that resolve them. The authenticators belong to
 * their domains (auth: sessions, open: API keys, screen: display tokens); the server hands them to the contract
 * (`registerContract`'s `authenticate`), so this layer never imports a domain.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices, SessionUser } from '../services';

export const API_KEY_HEADER = 'x-api-key';
export const DISPLAY_TOKEN_HEADER = 'x-display-token';

/** The stored form of a token or key: only its hash is kept, so a database leak yields nothing usable. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (h && /^Bearer\s+/i.test(h)) {
    const t = h.replace(/^Bearer\s+/i, '').trim();
    return t && t !== 'undefined' && t !== 'null' ? t : undefined;
  }
  return undefined;
}

export function apiKeyFrom(req: FastifyRequest): string | undefined {
  const h = req.headers[API_KEY_HEADER];
  const v = Array.isArray(h) ? h[0] : h;
  return v?.trim() || undefined;
}

export function displayTokenFrom(req: FastifyRequest): string | undefined {
  const raw = req.headers[DISPLAY_TOKEN_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/** The caller of an api-key operation. */
export interface ApiKeyCaller {
  keyId: string;
  companyId: string;
  productCode: string;
  subscriptionId: string;
}

/** The wall display behind a valid display token. */
export interface DisplayCaller {
  tokenId: string;
  name: string;
}

/** How each credential becomes a caller; null (or a thrown 401/403/429) when it does not. */
export interface Authenticators {
  /** The session behind a token when the session cache holds it: the hot path, no promise. */
  cachedSession(services: AppServices, token: string): SessionUser | undefined;
  resolveSession(services: AppServices, token: string): Promise<SessionUser | null>;
  resolveDisplayToken(services: AppServices, token: string): Promise<DisplayCaller | null>;
  /** Throws unless the key is live and subscribed to `product`; counts the call. */
  authenticateApiKey(services: AppServices, req: FastifyRequest, reply: FastifyReply, product: string): Promise<ApiKeyCaller>;
}
