/** /home/work, the user's whole work queue (issue 26), read fresh on opening and kept live by the socket's type 6 frame. */
import { Card } from '@arco-design/web-react';
import { useEffect } from 'react';
import { useTr } from '../../app/i18n';
import { useWork } from '../../work/store';
import { WorkList } from '../../work/WorkList';

export default function WorkPage() {
  const t = useTr();
  useEffect(() => {
    void useWork.getState().refresh();
  }, []);
  return (
    <Card title={t('console.pages.work')} bordered={false} className="console-work-page">
      <WorkList />
    </Card>
  );
}
