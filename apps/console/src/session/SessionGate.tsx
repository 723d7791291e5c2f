/**
 * Runs the checks of SPEC §4 on every navigation (src/session/guard.ts decides) and renders the
 * page only once they pass: until the user and routes are loaded nothing of the shell shows, so the
 * menu never flashes entries the user may not open and a deep URL is matched against the full table.
 */
import { TIMING } from '@port/config/constants';
import { ApiFailure, getToken } from '@port/sdk';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify, toast } from '../app/feedback';
import { tr } from '../app/i18n';
import { findRecord } from '../routing/match';
import type { RouteTable } from '../routing/records';
import { PageLoading } from '../ui/PageLoading';
import { isToAuth, isWeakPassword } from './flags';
import { decideNavigation, type NavigationDecision } from './guard';
import { clearLocalSession } from './logout';
import { loginPath, loginUrl, toBrowserPath } from './paths';
import { PUBLIC_PATHS } from './public-routes';
import { useSession } from './store';

function decisionKey(d: NavigationDecision): string {
  return d.kind === 'redirect' ? `redirect:${d.to}` : d.kind;
}

/** User info could not be loaded: tell the user, then sign out and go to login after 1 s (SPEC §8). */
function userInfoFailed(error: unknown): void {
  // A 401 is already handled by the SDK's logout event.
  if (error instanceof ApiFailure && (error.status === 401 || String(error.code) === '401')) return;
  notify('error', tr('errors.userInfoFailed'), {
    title: tr('notifyTitle.error'),
    duration: TIMING.userInfoErrorNotification,
  });
  window.setTimeout(() => window.location.assign(clearLocalSession()), TIMING.logoutReloadDelay);
}

export function SessionGate({ table, children }: { table: RouteTable; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const sessionToken = useSession((s) => s.token);
  const load = useSession((s) => s.load);
  const menuFailed = useSession((s) => s.failure === 'menu');

  const record = findRecord(table.records, location.pathname);
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  let decision: NavigationDecision | null =
    status === 'ending' || status === 'failed'
      ? null
      : decideNavigation({
          path: location.pathname,
          fullPath,
          isPublic: record?.isPublic ?? PUBLIC_PATHS.has(location.pathname),
          storedToken: getToken(),
          sessionToken: status === 'ready' ? sessionToken : null,
          weakPassword: isWeakPassword(),
          toAuth: isToAuth(),
          sessionLoaded: status === 'ready',
        });

  // The login page itself is the portal's; should the console be asked for it (portal not deployed),
  // it shows /404 instead of sending the browser to itself in a loop.
  if (decision?.kind === 'login' && toBrowserPath(location.pathname) === loginPath()) decision = { kind: 'proceed' };

  const key = decision ? `${location.key}|${decisionKey(decision)}` : 'none';
  const decisionRef = useRef(decision);
  decisionRef.current = decision;

  useEffect(() => {
    const d = decisionRef.current;
    if (!d) return;
    switch (d.kind) {
      case 'reload':
        useSession.getState().end();
        toast('warning', d.warning);
        window.setTimeout(() => window.location.reload(), TIMING.logoutReloadDelay);
        return;
      case 'redirect':
        if (d.warning) toast('warning', d.warning);
        navigate(d.to, { replace: true });
        return;
      case 'login':
        useSession.getState().end();
        window.location.assign(loginUrl(d.fullPath));
        return;
      case 'load':
        load().catch(userInfoFailed);
        return;
      case 'proceed':
        return;
    }
  }, [key, load, navigate]);

  useEffect(() => {
    if (menuFailed) notify('error', tr('errors.menuFailed'), { id: 'menu-failed' });
  }, [menuFailed]);

  return decision?.kind === 'proceed' ? <>{children}</> : <PageLoading fullscreen />;
}
