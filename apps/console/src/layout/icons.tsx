/** Menu icons by the server's icon names; unknown names get a neutral icon. */
import {
  IconApps,
  IconDashboard,
  IconFile,
  IconHome,
  IconLink,
  IconMessage,
  IconSearch,
  IconSend,
  IconSettings,
  IconStorage,
  IconUser,
  IconUserGroup,
} from '@arco-design/web-react/icon';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  home: IconHome,
  order: IconFile,
  truck: IconSend,
  search: IconSearch,
  user: IconUserGroup,
  settings: IconSettings,
  link: IconLink,
  dashboard: IconDashboard,
  ship: IconStorage,
  profile: IconUser,
  message: IconMessage,
};

export function MenuIcon({ name }: { name?: string | null }) {
  const Icon = (name && ICONS[name]) || IconApps;
  return <Icon />;
}
