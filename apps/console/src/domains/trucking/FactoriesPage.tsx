/**
 * 常用工厂 (trucking/factories, /order/factory): the forwarder's frequent factories — the loading / unloading
 * addresses offered when placing an order. The shared entity list bound to the description
 * (@port/sdk/domains/trucking factoryEntity: fields, validators, filters, columns, trucking:factory:* permissions);
 * add and edit in a dialog, as before; the server scopes the rows.
 */
import { factoryEntity } from '@port/sdk/domains/trucking';
import { useTr } from '../../app/i18n';
import { EntityListPage } from '../../shared/entity/EntityListPage';

export default function FactoriesPage() {
  const t = useTr();
  return <EntityListPage description={factoryEntity} listId="trucking-factories" editIn="dialog" title={t('trucking.pages.factories')} />;
}
