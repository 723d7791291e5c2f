/** The sandbox ribbon on every portal page (issue 30): an island hydrated at idle; it draws nothing outside production. */
import { SandboxRibbon } from '@port/ui/SandboxRibbon';
import { api, unwrap } from '../../lib/api';
import { useLanguage } from '../../lib/language';

const loadSandboxes = () => unwrap(api.GET('/health/sandboxes'));

export default function PortalSandboxRibbon() {
  return <SandboxRibbon load={loadSandboxes} language={useLanguage()} />;
}
