/** 公共查询 in the business centre: the portal's public truck queries (same access rules: public, rate-limited) and empty-container sources. */
import type { Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../../app/api';

export type TruckFilingRow = Schemas['TruckFilingRow'];
export type TruckGpsRow = Schemas['TruckGpsRow'];
export type EmptyCtnAvailability = Schemas['EmptyCtnAvailability'];

export const queryTruckFiling = (body: { pageNo: number; pageSize: number; truckLicense?: string; fleetName?: string }): Promise<Schemas['TruckFilingPage']> =>
  unwrap(api.POST('/portal/query/truckFiling', { body }));
export const queryTruckGps = (body: { pageNo: number; pageSize: number; truckLicense: string }): Promise<Schemas['TruckGpsPage']> =>
  unwrap(api.POST('/portal/query/truckGps', { body }));
export const listEmptyContainers = (query: { orgCode?: string; lineCode?: string; ctnSizeType?: string }) =>
  unwrap(api.GET('/inquiry/emptyCtn', { params: { query } }));
