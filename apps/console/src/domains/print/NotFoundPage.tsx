/** /404: any unknown path lands here (SPEC §2.1). */
import { Button } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { useTr } from '../../app/i18n';

export default function NotFoundPage() {
  const t = useTr();
  const navigate = useNavigate();
  return (
    <div className="console-not-found">
      <div className="console-not-found-code">404</div>
      <p>{t('console.notFound.text')}</p>
      <Button type="primary" onClick={() => navigate('/home')}>
        {t('console.notFound.back')}
      </Button>
    </div>
  );
}
