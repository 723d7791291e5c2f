/**
 * The vessel domain's menu entries: 船舶查询 (the schedule) and 船舶资料 under 公共查询, and the hidden detail and
 * form screens. The console page keys (component) are registered by apps/console/src/domains/vessel.
 * Changing the schedule (vessel:code:edit), berthing and departing (vessel:voyage:berth, terminal staff) and
 * closing (vessel:voyage:close) hang under a hidden group of their own: a role selecting a menu takes its whole
 * subtree, so roles that select 公共查询 and the screens read only.
 */
import type { MenuSeed } from '../module';

const button = (perms: string): MenuSeed => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });

export const VESSEL_QUERY_MENUS: MenuSeed[] = [
  { key: 'query.vessel', type: 'page', path: '/query/vessel', title: '船舶查询', component: 'vessel/voyages', keepAlive: true,
    children: [button('vessel:code:list'), button('vessel:code:export')] },
  { key: 'query.vessels', type: 'page', path: '/query/vessels', title: '船舶资料', component: 'vessel/vessels', keepAlive: true },
];

export const VESSEL_HIDDEN_MENUS: MenuSeed = {
  key: 'vessel', type: 'nested', path: '/vessel', title: '船舶', icon: 'ship', hidden: true,
  children: [
    { key: 'vessel.voyageDetail', type: 'named', path: '/vessel/voyageDetail', title: '船期详情', component: 'vessel/voyageDetail', hidden: true },
    { key: 'vessel.vesselDetail', type: 'named', path: '/vessel/vesselDetail', title: '船舶详情', component: 'vessel/vesselDetail', hidden: true },
    { key: 'vessel.voyageForm', type: 'named', path: '/vessel/voyageForm', title: '船期编辑', component: 'vessel/voyageForm', hidden: true },
    { key: 'vessel.vesselForm', type: 'named', path: '/vessel/vesselForm', title: '船舶编辑', component: 'vessel/vesselForm', hidden: true },
  ],
};

export const VESSEL_OPERATION_MENUS: MenuSeed = {
  key: 'vesselOperations', type: 'nested', path: '/vessel-operations', title: '船期作业', icon: 'ship', hidden: true,
  children: [button('vessel:code:edit'), button('vessel:voyage:berth'), button('vessel:voyage:close')],
};

/** Read-only roles get the schedule pages (under 公共查询) and the screens. */
export const VESSEL_READER_KEYS = ['vessel'];
