/**
 * 港区通行证 (SPEC §2.8 papDetail): 车辆备案 is the list; vehicleDetails (the filing), papCarReviewAmap (the review
 * beside the truck's positions) and vehicleChildDetails (the trailer) open the one detail page; the form; the
 * province abbreviation table. The permit fee's ledger screens (/pap/papPrePayDetail, /pap/advancePayment) are the
 * ledger domain's. Filing (permits:filing:edit, the fleet) and reviewing (permits:filing:audit, platform staff: the
 * administrator role holds every menu) hang under a hidden group of their own.
 */
import type { DomainMenu } from '../module';

const button = (perms: string): DomainMenu => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });
const named = (key: string, path: string, title: string, component: string): DomainMenu => ({ key, type: 'named', path, title, component, hidden: true });

export const PERMITS_MENUS: DomainMenu = {
  key: 'papDetail', type: 'nested', path: '/papDetail', title: '港区通行证', icon: 'truck', after: 'fleet',
  children: [
    { key: 'papDetail.filings', type: 'page', path: '/papDetail/vehicleFiling', title: '车辆备案', component: 'permits/filings', keepAlive: true,
      children: [button('permits:filing:list')] },
    named('papDetail.vehicleDetails', '/papDetail/vehicleDetails', '车辆备案详情', 'permits/filingDetail'),
    named('papDetail.papCarReviewAmap', '/papDetail/papCarReviewAmap', '车辆备案审核', 'permits/filingDetail'),
    named('papDetail.vehicleChildDetails', '/papDetail/vehicleChildDetails', '挂车备案详情', 'permits/filingDetail'),
    named('papDetail.filingForm', '/papDetail/vehicleFilingForm', '车辆备案申请', 'permits/filingForm'),
    { key: 'papDetail.provinceAbbrTable', type: 'page', path: '/papDetail/provinceAbbrTable', title: '省份简称表', component: 'permits/provinceAbbrTable' },
  ],
};

export const PERMITS_OPERATION_MENUS: DomainMenu = {
  key: 'papOperations', type: 'nested', path: '/pap-operations', title: '港区通行作业', icon: 'truck', hidden: true,
  children: [button('permits:filing:edit'), button('permits:filing:audit')],
};

export const PERMITS_FLEET_KEYS = ['papDetail', 'permits:filing:edit'];
