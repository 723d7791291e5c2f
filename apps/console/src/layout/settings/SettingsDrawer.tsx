/**
 * The settings drawer (SPEC §1, §9): navigation side/top, font size 14/12 px, density loose/compact,
 * fixed header, hide header on scroll (only with a fixed header), theme colour and colour-weak mode,
 * multi-tab, and copy settings. Each change is kept in local storage at once. Loaded on first open.
 */
import { Button, Divider, Drawer, Message, Radio, Switch, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Switch/style/css';
import { IconCheck } from '@arco-design/web-react/icon';
import { LAYOUT, TIMING } from '@port/config/constants';
import type { ReactNode } from 'react';
import { useTr } from '../../app/i18n';
import { settingsSnapshot, type Settings } from './settings';
import { useSettings } from './store';

const COLORS: readonly string[] = [...new Set<string>([...LAYOUT.themeColors, ...LAYOUT.presetColors])];

function Row({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="console-setting-row">
      <span className="console-setting-label" title={hint}>
        {label}
      </span>
      {children}
    </div>
  );
}

export default function SettingsDrawer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const t = useTr();
  const settings = useSettings();
  const set = settings.set;

  const changeColor = (color: string) => {
    if (color === settings.color) return;
    const close = Message.loading({ content: t('common.themeSwitching'), duration: 0 });
    // Let the message paint before the whole page restyles.
    window.setTimeout(() => {
      set('color', color);
      close();
    }, 300);
  };

  const copy = async () => {
    const snapshot: Settings = { ...settings };
    try {
      await navigator.clipboard.writeText(settingsSnapshot(snapshot));
      Message.success({ content: t('common.copySuccess'), duration: TIMING.notificationDefault });
    } catch {
      Message.error({ content: t('common.copyFail'), duration: TIMING.notificationDefault });
    }
  };

  return (
    <Drawer
      width={320}
      title={t('console.settings.title')}
      visible={visible}
      onCancel={onClose}
      footer={null}
      className="console-settings-drawer"
    >
      <Row label={t('console.settings.navigation')}>
        <Radio.Group
          type="button"
          size="small"
          value={settings.layout}
          onChange={(v: Settings['layout']) => set('layout', v)}
        >
          <Radio value="sidemenu">{t('console.settings.sideMenu')}</Radio>
          <Radio value="topmenu">{t('console.settings.topMenu')}</Radio>
        </Radio.Group>
      </Row>
      <Row label={t('console.settings.fontSize')}>
        <Radio.Group type="button" size="small" value={settings.fontSize} onChange={(v: number) => set('fontSize', v)}>
          <Radio value={LAYOUT.fontSizes.normal}>{t('console.settings.fontNormal')}</Radio>
          <Radio value={LAYOUT.fontSizes.compact}>{t('console.settings.fontCompact')}</Radio>
        </Radio.Group>
      </Row>
      <Row label={t('console.settings.density')}>
        <Radio.Group
          type="button"
          size="small"
          value={settings.layoutModel}
          onChange={(v: Settings['layoutModel']) => set('layoutModel', v)}
        >
          <Radio value="loose">{t('console.settings.densityLoose')}</Radio>
          <Radio value="compact">{t('console.settings.densityCompact')}</Radio>
        </Radio.Group>
      </Row>
      <Divider />
      <Row label={t('console.settings.fixedHeader')}>
        <Switch
          size="small"
          checked={settings.fixedHeader}
          onChange={(v) => set('fixedHeader', v)}
          aria-label={t('console.settings.fixedHeader')}
        />
      </Row>
      <Row label={t('console.settings.autoHideHeader')} hint={t('console.settings.autoHideHeaderHint')}>
        <Tooltip content={settings.fixedHeader ? null : t('console.settings.autoHideHeaderHint')}>
          <Switch
            size="small"
            disabled={!settings.fixedHeader}
            checked={settings.fixedHeader && settings.autoHideHeader}
            onChange={(v) => set('autoHideHeader', v)}
            aria-label={t('console.settings.autoHideHeader')}
          />
        </Tooltip>
      </Row>
      <Row label={t('console.settings.multiTab')}>
        <Switch
          size="small"
          checked={settings.multiTab}
          onChange={(v) => set('multiTab', v)}
          aria-label={t('console.settings.multiTab')}
        />
      </Row>
      <Divider />
      <div className="console-setting-label">{t('console.settings.themeColor')}</div>
      <div className="console-color-list" role="radiogroup" aria-label={t('console.settings.themeColor')}>
        {COLORS.map((color) => (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={color === settings.color}
            aria-label={color}
            className="console-color"
            style={{ background: color }}
            onClick={() => changeColor(color)}
          >
            {color === settings.color ? <IconCheck /> : null}
          </button>
        ))}
      </div>
      <Row label={t('console.settings.darkMode')}>
        <Switch size="small" checked={settings.dark} onChange={(v) => set('dark', v)} aria-label={t('console.settings.darkMode')} />
      </Row>
      <Row label={t('console.settings.colorWeak')}>
        <Switch
          size="small"
          checked={settings.weak}
          onChange={(v) => set('weak', v)}
          aria-label={t('console.settings.colorWeak')}
        />
      </Row>
      <Divider />
      <Button long type="outline" onClick={() => void copy()}>
        {t('console.settings.copy')}
      </Button>
      <p className="console-setting-hint">{t('console.settings.copyHint')}</p>
    </Drawer>
  );
}
