import { describe, expect, it } from 'vitest';
import { SERVER_ROUTES } from './fixtures';
import { findRecord } from './match';
import { buildRouteTable, isKeptAlive } from './records';

describe('route table', () => {
  const table = buildRouteTable(SERVER_ROUTES);
  const byPath = (path: string) => table.records.find((r) => r.path === path);

  it('holds the static console routes of SPEC §2.3', () => {
    for (const path of [
      '/home',
      '/account/center',
      '/account/Center',
      '/account/ChangePassword',
      '/account/CheckIn',
      '/qrCodeContent',
      '/message/new',
      '/user/payLast',
      '/user/payLastMt',
      '/user/PhoneRegiter',
      '/barcodeLifting/view/:barcodes',
      '/downloadPdf/index',
      '/downloadPdf2/index',
      '/404',
    ]) {
      expect(byPath(path), path).toBeDefined();
    }
    expect(table.redirects).toContainEqual({ path: '/user', to: '/home' });
    expect(table.redirects).toContainEqual({ path: '/', to: '/home' });
  });

  it('turns each kind of server route into a record; relative child paths join their parent', () => {
    expect(byPath('/order/place')).toMatchObject({
      kind: 'page',
      component: 'trucking/place',
      permission: ['td:main:edit'],
      layout: 'shell',
    });
    expect(byPath('/order/list')).toMatchObject({ keepAlive: true, title: '订单列表' });
    expect(byPath('/edi')).toMatchObject({ kind: 'iframe', link: 'https://edi.example/' });
    expect(byPath('/screen')).toMatchObject({ kind: 'blank', layout: 'bare' });
    expect(byPath('/wentai/addBranchVoyageApply')).toMatchObject({ kind: 'named', hidden: true });
  });

  it('nested views redirect to their first child', () => {
    expect(table.redirects).toContainEqual({ path: '/order', to: '/order/place' });
    expect(table.redirects.find((r) => r.path === '/empty')).toBeUndefined();
  });

  it('a server route on a static path lends its meta but keeps the static page', () => {
    expect(byPath('/home')).toMatchObject({ component: 'home', keepAlive: true, title: '首页', fromServer: false });
    expect(isKeptAlive(byPath('/home'))).toBe(true);
  });

  it('public pages are marked by name or path', () => {
    expect(byPath('/qrCodeContent')?.isPublic).toBe(true);
    expect(byPath('/downloadPdf2/index')?.isPublic).toBe(true);
    expect(byPath('/user/PhoneRegiter')?.isPublic).toBe(true);
    expect(byPath('/downloadPdf/index')?.isPublic).toBe(false);
    expect(byPath('/home')?.isPublic).toBe(false);
  });

  it('matches deep URLs, params included', () => {
    expect(findRecord(table.records, '/barcodeLifting/view/ABCU1234560')?.name).toBe('barcodeLiftingView');
    expect(findRecord(table.records, '/order/list')?.name).toBe('order.list');
    expect(findRecord(table.records, '/nowhere')).toBeUndefined();
  });
});
