/** 购买轮胎: the order's form, the tyre chosen when the catalogue's 购买 opened it (?tyreId=), one tyre by default. */
import { tyreOrderEntity } from '@port/sdk/domains/tyre';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EntityFormPage } from '../../shared/entity/EntityFormPage';

export default function OrderFormPage() {
  const [params] = useSearchParams();
  const tyreId = params.get('tyreId');
  const initialValues = useMemo(() => ({ quantity: 1, ...(tyreId ? { tyreId } : {}) }), [tyreId]);
  return <EntityFormPage description={tyreOrderEntity} initialValues={initialValues} />;
}
