/** The portal's floating right toolbar: the shared RightToolbar with this page's session and language. */
import messages from 'virtual:portal-messages/zh-CN/portal.toolbar,portal.footer.qrAlt,errors.systemTip,errors.chatLogin';
import { SITE } from '@port/config/site';
import { RightToolbar } from '@port/ui/RightToolbar';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { extendZh } from '../../lib/i18n';

extendZh(messages);

export interface ToolbarProps {
  /** On /index the toolbar always shows (SPEC §4). */
  alwaysShow?: boolean;
}

const QR = { publicAccount: href('/images/qr/public-account.svg'), app: href('/images/qr/app.svg') };

export default function Toolbar({ alwaysShow = false }: ToolbarProps) {
  const t = useT();
  const session = useSession();
  return (
    <RightToolbar
      site={SITE}
      t={t}
      signedIn={session.status === 'signed-in'}
      loginHref={href(ROUTES.homeLogin)}
      chatHref={`${href(ROUTES.home)}?chat=open`}
      qr={QR}
      alwaysShow={alwaysShow}
    />
  );
}
