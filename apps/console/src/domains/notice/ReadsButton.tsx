/** The detail's way to a published post's read statistics (notice/reads?id=). */
import { Button } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { usePagePath } from '../../routing/page-path';
import { recordPath } from '../../shared/entity/paths';
import { useText } from '../../shared/entity/text';

export function ReadsButton({ id }: { id: string }) {
  const t = useText();
  const navigate = useNavigate();
  const path = usePagePath('notice/reads');
  if (!path) return null;
  return <Button className="notice-reads-open" onClick={() => navigate(recordPath(path, id))}>{t('notice.reads.open')}</Button>;
}
