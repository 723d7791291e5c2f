/**
 * The avatar dropdown (SPEC §2.5): system settings, personal centre, change password, company details
 * (hidden for userType 5) and logout after the confirmation '是否确认退出登录？'.
 */
import { Avatar, Dropdown, Menu, Modal } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import { useTr } from '../app/i18n';
import { logout } from '../session/logout';
import { avatarName, useSession } from '../session/store';

/** userType 5 cannot see company details (SPEC §6). */
export const HIDES_COMPANY_DETAILS = 5;

export function AvatarMenu({ onOpenSettings }: { onOpenSettings: () => void }) {
  const t = useTr();
  const navigate = useNavigate();
  const info = useSession((s) => s.info);
  const name = avatarName(info);

  const confirmLogout = () => {
    Modal.confirm({
      title: t('console.user.logoutTitle'),
      content: t('login.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => logout(),
    });
  };

  const onClick = (key: string) => {
    if (key === 'settings') onOpenSettings();
    else if (key === 'logout') confirmLogout();
    else navigate(key);
  };

  const droplist = (
    <Menu onClickMenuItem={onClick} className="console-avatar-menu">
      <Menu.Item key="settings">{t('console.user.settings')}</Menu.Item>
      <Menu.Item key="/account/center">{t('console.user.center')}</Menu.Item>
      <Menu.Item key="/account/ChangePassword">{t('console.user.changePassword')}</Menu.Item>
      {info?.user.userType === HIDES_COMPANY_DETAILS ? null : (
        <Menu.Item key="/account/CheckIn">{t('console.user.companyDetails')}</Menu.Item>
      )}
      <Menu.Item key="logout">{t('console.user.logout')}</Menu.Item>
    </Menu>
  );

  return (
    <Dropdown droplist={droplist} position="br" trigger="click">
      <button type="button" className="console-avatar" aria-label={name} data-user-data>
        <Avatar size={28} style={{ backgroundColor: 'rgb(var(--primary-6))' }}>
          {name.slice(-2)}
        </Avatar>
        <span className="console-avatar-name">{name}</span>
        <IconDown />
      </button>
    </Dropdown>
  );
}
