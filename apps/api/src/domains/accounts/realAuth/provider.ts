/**
 * The real-name authentication provider adapter. The built-in sandbox is served by this api: its page
 * (GET /user/realAuth/sandbox/{flowId}) walks identity → confirmation → signed callback, as a real
 * provider's hosted page would.
 */
import { API_BASE } from '@port/config/constants';
import type { AppServices } from '../../../services';

export interface RealAuthProvider {
  readonly name: string;
  /** Whether the sandbox pages are served (only for the built-in provider). */
  readonly sandbox: boolean;
  /** The page to show in the 900 px frame for a flow. */
  linkFor(flowId: string): string;
}

export const sandboxProvider: RealAuthProvider = {
  name: 'sandbox',
  sandbox: true,
  linkFor: (flowId) => `${API_BASE}/user/realAuth/sandbox/${encodeURIComponent(flowId)}`,
};

/** The configured provider. Only the sandbox exists today; a real one would be chosen here from env. */
export const realAuthProvider = (_services: AppServices): RealAuthProvider => sandboxProvider;
