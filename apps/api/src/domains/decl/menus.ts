/**
 * The declarations menu (SPEC §2.8 "Declarations and bookings"): 危险品出口申报 is the list; the SPEC's routes
 * /dangerous/export/declaration/form/detail|add|edit open the shared detail and form pages (add and edit are one
 * form, ?id= making it an edit). Declaring (decl:dangerous:edit, the forwarder) and reviewing
 * (decl:dangerous:audit, the terminal) hang under a hidden group of their own, since a role selecting a menu takes
 * its whole subtree. The pre-arrival list, the entry form of SPEC's /preArrival/preArrivalEdit and its detail follow;
 * entering is decl:prearrival:edit (the forwarder), the gate-in match decl:prearrival:gate (the terminal), the customs desk's
 * answer decl:customs:desk (platform staff: the administrator role holds every menu).
 */
import type { MenuSeed } from '../module';

const button = (perms: string): MenuSeed => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });
const named = (key: string, path: string, title: string, component: string): MenuSeed => ({ key, type: 'named', path, title, component, hidden: true });

export const DECL_MENUS: MenuSeed = {
  key: 'declarations', type: 'nested', path: '/declarations', title: '申报管理', icon: 'order',
  children: [
    { key: 'declarations.dangerous', type: 'page', path: '/dangerous/export/declaration', title: '危险品出口申报', component: 'decl/dgDeclarations', keepAlive: true,
      children: [button('decl:dangerous:list')] },
    named('declarations.dangerous.detail', '/dangerous/export/declaration/form/detail', '危险品申报详情', 'decl/dgDeclarationDetail'),
    named('declarations.dangerous.add', '/dangerous/export/declaration/form/add', '新增危险品申报', 'decl/dgDeclarationForm'),
    named('declarations.dangerous.edit', '/dangerous/export/declaration/form/edit', '修改危险品申报', 'decl/dgDeclarationForm'),
    { key: 'declarations.reefer', type: 'page', path: '/temperatureBox/export/declaration', title: '冷藏箱出口申报', component: 'decl/reeferDeclarations', keepAlive: true,
      children: [button('decl:reefer:list')] },
    named('declarations.reefer.detail', '/temperatureBox/export/declaration/form/detail', '冷藏箱申报详情', 'decl/reeferDeclarationDetail'),
    named('declarations.reefer.add', '/temperatureBox/export/declaration/form/add', '新增冷藏箱申报', 'decl/reeferDeclarationForm'),
    named('declarations.reefer.edit', '/temperatureBox/export/declaration/form/edit', '修改冷藏箱申报', 'decl/reeferDeclarationForm'),
    // The /wt variant: the same list, detail and form, the channel 'wt' taken from the path.
    named('declarations.reeferWt', '/temperatureBox/export/declaration/wt', '冷藏箱出口申报(温台)', 'decl/reeferDeclarations'),
    named('declarations.reeferWt.detail', '/temperatureBox/export/declaration/wt/detail', '冷藏箱申报详情(温台)', 'decl/reeferDeclarationDetail'),
    named('declarations.reeferWt.add', '/temperatureBox/export/declaration/wt/add', '新增冷藏箱申报(温台)', 'decl/reeferDeclarationForm'),
    named('declarations.reeferWt.edit', '/temperatureBox/export/declaration/wt/edit', '修改冷藏箱申报(温台)', 'decl/reeferDeclarationForm'),
    { key: 'declarations.preArrival', type: 'page', path: '/preArrival/preArrivalList', title: '预到港与运抵申报', component: 'decl/preArrivals', keepAlive: true,
      children: [button('decl:prearrival:list')] },
    named('declarations.preArrival.edit', '/preArrival/preArrivalEdit', '预到港信息录入', 'decl/preArrivalForm'),
    named('declarations.preArrival.detail', '/preArrival/preArrivalDetail', '运抵申报详情', 'decl/preArrivalDetail'),
  ],
};

export const DECL_OPERATION_MENUS: MenuSeed = {
  key: 'declOperations', type: 'nested', path: '/declaration-operations', title: '申报作业', icon: 'order', hidden: true,
  children: [button('decl:dangerous:edit'), button('decl:dangerous:audit'), button('decl:prearrival:edit'), button('decl:prearrival:gate'), button('decl:customs:desk'), button('decl:reefer:edit'), button('decl:reefer:audit')],
};

/** What the forwarder and the terminal roles select (a key takes its subtree). */
export const DECL_FORWARDER_KEYS = ['declarations', 'decl:dangerous:edit', 'decl:prearrival:edit', 'decl:reefer:edit'];
export const DECL_TERMINAL_KEYS = ['declarations', 'decl:dangerous:audit', 'decl:prearrival:gate', 'decl:reefer:audit'];
