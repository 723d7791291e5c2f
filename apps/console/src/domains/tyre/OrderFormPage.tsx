/**
 * 购买轮胎: the order's form, the tyre chosen when the catalogue's 购买 opened it (?tyreId=), one tyre by default. The
 * truck the tyres are for is offered to a fleet only (a company without trucks would be refused their list).
 */
import { tyreOrderEntity } from '@port/sdk/domains/tyre';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '../../permission';
import { EntityFormPage } from '../../shared/entity/EntityFormPage';

const withoutTruck = {
  ...tyreOrderEntity,
  form: (tyreOrderEntity.form ?? []).map((s) => ({ ...s, fields: s.fields.filter((f) => f !== 'truckId') })),
};

export default function OrderFormPage() {
  const [params] = useSearchParams();
  const { can } = usePermission();
  const tyreId = params.get('tyreId');
  const initialValues = useMemo(() => ({ quantity: 1, ...(tyreId ? { tyreId } : {}) }), [tyreId]);
  return <EntityFormPage description={can('fleet:truck:list') ? tyreOrderEntity : withoutTruck} initialValues={initialValues} />;
}
