/**
 * The real-name authentication provider adapter, chosen by REALAUTH_PROVIDER.
 *
 * 'sandbox' (built in): served by this api. Its page (GET /user/realAuth/sandbox/{flowId}) walks identity →
 * confirmation → signed callback, as a real provider's hosted page would; callbacks are signed with SIGNING_SECRET.
 *
 * 'webhook': a provider's hosted page at REALAUTH_PAGE_URL, sharing the key REALAUTH_SECRET with us.
 *   - The frame opens {REALAUTH_PAGE_URL}?flowId=…&kind=company|person&shopId=…&expires=<epoch ms>&signature=…
 *     where signature is the lowercase hex HMAC-SHA256(REALAUTH_SECRET, flowId.kind.shopId.expires): the page
 *     knows the link came from us and until when it holds.
 *   - The provider calls POST /user/realAuth/callback (RealAuthCallback, signed with REALAUTH_SECRET) with
 *     'submitted' once the identity is entered (authStatus '01'), then 'success', 'failed' or 'cancelled'.
 * Another provider implements RealAuthProvider and is chosen in realAuthProvider().
 */
import { createHmac } from 'node:crypto';
import { API_BASE } from '@port/config/constants';
import { verifyingSecrets } from '../../../lib/signing-keys';
import type { AppServices } from '../../../services';

/** What a provider needs of a flow to link to it. */
export interface FlowRef {
  flow_id: string;
  kind: 'company' | 'person';
  shop_id: string | null;
  expires_at: Date | string;
}

export interface RealAuthProvider {
  readonly name: string;
  /** Whether the sandbox pages are served (only for the built-in provider). */
  readonly sandbox: boolean;
  /** The keys a callback's signature may be made with (several during a rotation). */
  readonly callbackSecrets: readonly string[];
  /** The page to show in the 900 px frame for a flow. */
  linkFor(flow: FlowRef): string;
}

export const sandboxProvider = (signingSecrets: readonly string[]): RealAuthProvider => ({
  name: 'sandbox',
  sandbox: true,
  callbackSecrets: signingSecrets,
  linkFor: (flow) => `${API_BASE}/user/realAuth/sandbox/${encodeURIComponent(flow.flow_id)}`,
});

export const signLink = (secret: string, f: { flowId: string; kind: string; shopId: string; expires: string }): string =>
  createHmac('sha256', secret).update(`${f.flowId}.${f.kind}.${f.shopId}.${f.expires}`).digest('hex');

export const webhookProvider = (pageUrl: string, secret: string): RealAuthProvider => ({
  name: 'webhook',
  sandbox: false,
  callbackSecrets: [secret],
  linkFor(flow) {
    const fields = { flowId: flow.flow_id, kind: flow.kind, shopId: flow.shop_id ?? '', expires: String(new Date(flow.expires_at).getTime()) };
    const url = new URL(pageUrl);
    for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v);
    url.searchParams.set('signature', signLink(secret, fields));
    return url.toString();
  },
});

/** The configured provider (REALAUTH_PROVIDER). */
export function realAuthProvider(services: AppServices): RealAuthProvider {
  const { provider, pageUrl, secret } = services.env.realAuth;
  return provider === 'webhook' && pageUrl && secret ? webhookProvider(pageUrl, secret) : sandboxProvider(verifyingSecrets(services.env));
}
