/** A catalogue tyre's 购买: for a company that may order and while the tyre is on sale with stock, the order form with it chosen. */
import { Button } from '@arco-design/web-react';
import { tyreOrderEntity } from '@port/sdk/domains/tyre';
import { useNavigate } from 'react-router-dom';
import { usePermission } from '../../permission';
import { usePagePath } from '../../routing/page-path';
import type { EntityRecord } from '../../shared/entity/model';
import { entityPageKeys } from '../../shared/entity/paths';
import { useText } from '../../shared/entity/text';

export function BuyButton({ record }: { record: EntityRecord }) {
  const t = useText();
  const navigate = useNavigate();
  const { can } = usePermission();
  const form = usePagePath(entityPageKeys(tyreOrderEntity).form);
  if (!form || !can('tyre:order:edit') || record.status !== 'onSale' || !(Number(record.stock) > 0)) return null;
  return (
    <Button type="primary" onClick={() => navigate(`${form}?tyreId=${encodeURIComponent(String(record.id))}`)}>
      {t('tyre.actions.order')}
    </Button>
  );
}
