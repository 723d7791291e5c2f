/** The console: Arco's provider (locale, density), the router under /new, the session gate and routes. */
import { ConfigProvider } from '@arco-design/web-react';
import { SandboxRibbon } from '@port/ui/SandboxRibbon';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { installFeedback } from './app/feedback';
import { api, unwrap } from './app/api';
import { arcoLocaleOf } from './app/i18n';
import { ROUTER_BASENAME } from './env';
import { useSettings } from './layout/settings/store';
import { AppRoutes } from './routing/AppRoutes';
import { buildRouteTable } from './routing/records';
import { ScrollToTop } from './routing/ScrollToTop';
import { expireSession } from './session/logout';
import { SessionGate } from './session/SessionGate';
import { useApplySettings } from './layout/settings/useApplySettings';
import { AppBoundary } from './ui/AppBoundary';
import { useLocalizedRoutes } from './routing/localize';

/** Which sandboxes a production server runs: every console page, the sign-in included, shows the ribbon. */
const loadSandboxes = () => unwrap(api.GET('/health/sandboxes'));

export function App() {
  const { i18n } = useTranslation();
  const routes = useLocalizedRoutes();
  const density = useSettings((s) => s.layoutModel);
  const table = useMemo(() => buildRouteTable(routes), [routes]);
  useApplySettings();

  useEffect(() => installFeedback({ onLogout: (delay) => expireSession(delay) }), []);

  return (
    <ConfigProvider locale={arcoLocaleOf(i18n.language)} size={density === 'compact' ? 'small' : 'default'}>
      <AppBoundary>
        <BrowserRouter basename={ROUTER_BASENAME}>
          <ScrollToTop />
          <SessionGate table={table}>
            <AppRoutes table={table} />
          </SessionGate>
        </BrowserRouter>
        <SandboxRibbon load={loadSandboxes} language={i18n.language} />
      </AppBoundary>
    </ConfigProvider>
  );
}
