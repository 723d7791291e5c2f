/** A pick-up application's detail: the shared entity detail, with links to shipInfoCompare, the D/O and the reservation. */
import { Button } from '@arco-design/web-react';
import { pickupApplicationEntity } from '@port/sdk/domains/pickup';
import { useNavigate } from 'react-router-dom';
import { usePermission } from '../../permission';
import { usePagePath } from '../../routing/page-path';
import { EntityDetailPage } from '../../shared/entity/EntityDetailPage';
import type { EntityRecord } from '../../shared/entity/model';
import { useText } from '../../shared/entity/text';

export default function ApplicationDetailPage() {
  const t = useText();
  const navigate = useNavigate();
  const { can } = usePermission();
  const compare = usePagePath('pickup/compare');
  const edo = usePagePath('documents/edoPdf');
  const reserve = usePagePath('pickup/reserve');
  const extra = (r: EntityRecord) => {
    const released = r.status === 'released';
    return (
      <>
        {compare && released ? <Button onClick={() => navigate(`${compare}?id=${r.id}`)}>{t('pickup.application.compare')}</Button> : null}
        {edo && typeof r.edoId === 'string' ? <Button onClick={() => navigate(`${edo}?id=${r.edoId}`)}>{t('pickup.application.edo')}</Button> : null}
        {reserve && released && can('pickup:apply') ? (
          <Button type="primary" onClick={() => navigate(`${reserve}?applicationId=${r.id}`)}>{t('pickup.application.reserve')}</Button>
        ) : null}
      </>
    );
  };
  return <EntityDetailPage description={pickupApplicationEntity} extras={{ actions: extra }} />;
}
