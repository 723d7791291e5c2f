/**
 * The sandbox ribbon on every portal page (issue 30): an island hydrated at idle; it draws nothing outside production.
 * The island itself only asks the server; the ribbon's view and its texts in four languages (@port/ui/SandboxRibbon)
 * load when the answer calls for a ribbon, so a page of a production server without sandboxes never fetches them.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../lib/api';
import { useLanguage } from '../../lib/language';

const SandboxRibbon = lazy(() => import('@port/ui/SandboxRibbon').then((m) => ({ default: m.SandboxRibbon })));

/** Whether the server's answer calls for a ribbon (the condition of ribbonText in @port/ui/SandboxRibbon). */
const showsRibbon = (state: Schemas['Sandboxes']): boolean => state.production && state.sandboxes.length > 0;

export default function PortalSandboxRibbon() {
  const language = useLanguage();
  const [state, setState] = useState<Schemas['Sandboxes'] | null>(null);
  useEffect(() => {
    let live = true;
    unwrap(api.GET('/health/sandboxes')).then((s) => live && setState(s), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  // The ribbon is given the answer already in hand: no second request.
  const answered = useMemo(() => (state ? () => Promise.resolve(state) : null), [state]);
  if (!state || !answered || !showsRibbon(state)) return null;
  return (
    <Suspense fallback={null}>
      <SandboxRibbon load={answered} language={language} />
    </Suspense>
  );
}
