/** The loading overlay '正在努力加载中...' (SPEC §8), for chunks, the session and pages. */
import { Spin } from '@arco-design/web-react';
import { useTr } from '../app/i18n';

export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  const t = useTr();
  return (
    <div className={fullscreen ? 'console-loading console-loading-fullscreen' : 'console-loading'} role="status">
      <Spin size={28} tip={t('common.loading')} />
    </div>
  );
}
