import { enUS } from '@port/config/i18n';
import { describe, expect, it } from 'vitest';
import { interpolate, lookupMessage, type Translate } from './i18n';
import {
  AUTH_STATUS,
  DISPATCH_STATUS,
  SHOP_STATUS,
  TRUCK_ORDER_STATUS,
  TRUCK_ORDER_TYPE,
  WS_MESSAGE_TYPE,
  authStatusLabel,
  dispatchStatusLabel,
  labelOf,
  shopStatusLabel,
  truckOrderStatusLabel,
  truckOrderTypeLabel,
  wsMessageTypeLabel,
} from './labels';
import { keyExistsInBothLanguages } from './test-helpers';

const translateEn: Translate = (key, params) => {
  let node: unknown = enUS;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return interpolate(String(node), params);
};

describe('label maps of SPEC §4', () => {
  it('trucking order status; other codes shown raw', () => {
    expect(['00', '01', '02', '03', '05', '06'].map((c) => truckOrderStatusLabel(c))).toEqual([
      '已委托',
      '已审核',
      '已支付',
      '已退回',
      '已保存',
      '已完成',
    ]);
    expect(truckOrderStatusLabel('04')).toBe('04');
    expect(truckOrderStatusLabel(null)).toBe('');
  });

  it('truck order type', () => {
    expect(['I', 'E', '1', '2', '3', 'D'].map((c) => truckOrderTypeLabel(c))).toEqual([
      '进口',
      '出口',
      '空箱',
      '重箱',
      '海铁',
      '带货',
    ]);
    expect(truckOrderTypeLabel(1)).toBe('空箱');
  });

  it('dispatch status; other codes read 未定义', () => {
    expect(['01', '02', '03', '04', '06', '08'].map((c) => dispatchStatusLabel(c))).toEqual([
      '已派单',
      '未派单',
      '已改派',
      '已取消',
      '已完成',
      '未派单',
    ]);
    expect(dispatchStatusLabel('05')).toBe('未定义');
    expect(dispatchStatusLabel(undefined)).toBe('未定义');
  });

  it('shopStatus', () => {
    expect(['0', '1', '-1', '-2', '2'].map((c) => shopStatusLabel(c))).toEqual([
      '审核中',
      '审核通过',
      '审核不通过',
      '冻结',
      '重新提交申请',
    ]);
    expect(shopStatusLabel(-1)).toBe('审核不通过');
  });

  it("authStatus: '00' and any other value 未认证", () => {
    expect(authStatusLabel('00')).toBe('未认证');
    expect(authStatusLabel('01')).toBe('认证中');
    expect(authStatusLabel('02')).toBe('已认证');
    expect(authStatusLabel('03')).toBe('未认证');
    expect(authStatusLabel(null)).toBe('未认证');
  });

  it('WebSocket message types', () => {
    expect([0, 1, 2].map((c) => wsMessageTypeLabel(c))).toEqual(['ws连接成功', '通知公告', '系统消息']);
  });

  it('translates with the app translator', () => {
    expect(authStatusLabel('02', translateEn)).toBe('Authenticated');
    expect(dispatchStatusLabel('x', translateEn)).toBe('Undefined');
    expect(labelOf(TRUCK_ORDER_STATUS, '99', { t: translateEn })).toBe('99');
  });

  it('every label key exists in zh-CN and en-US', () => {
    for (const map of [
      TRUCK_ORDER_STATUS,
      TRUCK_ORDER_TYPE,
      DISPATCH_STATUS,
      SHOP_STATUS,
      AUTH_STATUS,
      WS_MESSAGE_TYPE,
    ]) {
      for (const key of Object.values(map)) {
        expect(keyExistsInBothLanguages(key), key).toBe(true);
        expect(lookupMessage(key)).toBeTruthy();
      }
    }
    expect(keyExistsInBothLanguages('labels.dispatchStatus.other')).toBe(true);
  });
});
