/**
 * 条码提箱 (SPEC §2.8 /barcodeLifting): the barcodes (the list, the forwarder's and the yard's), the detail, the form,
 * and the gate check of the yard or terminal. The print page /barcodeLifting/view/{barcodes} is a record route of the
 * console, the fee's ledger screen /barcodeLifting/barcodePrePayDetail the ledger domain's. Applying
 * (barcode:apply, forwarders) and checking at the gate (barcode:gate, yards and terminals) hang under a hidden group.
 */
import type { DomainMenu } from '../module';

const button = (perms: string): DomainMenu => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });
const named = (key: string, path: string, title: string, component: string): DomainMenu => ({ key, type: 'named', path, title, component, hidden: true });

export const BARCODE_MENUS: DomainMenu = {
  key: 'barcodeLifting', type: 'nested', path: '/barcodeLifting', title: '条码提箱', icon: 'ship', after: 'emptyApply',
  children: [
    { key: 'barcodeLifting.lifts', type: 'page', path: '/barcodeLifting/lifts', title: '条码提箱', component: 'barcode/lifts', keepAlive: true,
      children: [button('barcode:list')] },
    named('barcodeLifting.liftDetail', '/barcodeLifting/detail', '条码详情', 'barcode/liftDetail'),
    named('barcodeLifting.liftForm', '/barcodeLifting/apply', '申请条码提箱', 'barcode/liftForm'),
    { key: 'barcodeLifting.gate', type: 'page', path: '/barcodeLifting/gate', title: '闸口验码', component: 'barcode/gate' },
  ],
};

export const BARCODE_OPERATION_MENUS: DomainMenu = {
  key: 'barcodeOperations', type: 'nested', path: '/barcode-operations', title: '条码提箱作业', icon: 'ship', hidden: true,
  children: [button('barcode:apply'), button('barcode:gate')],
};

const READ = ['barcodeLifting.lifts', 'barcodeLifting.liftDetail', 'barcode:list'];
export const BARCODE_GRANTS = {
  FORWARDER: [...READ, 'barcodeLifting.liftForm', 'barcode:apply'],
  YARD: [...READ, 'barcodeLifting.gate', 'barcode:gate'],
  TERMINAL: [...READ, 'barcodeLifting.gate', 'barcode:gate'],
};
