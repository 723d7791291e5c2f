/** The public information queries of /search (openapi/paths/portal.yaml). */
import type { OpBody, Schemas } from '@port/sdk';
import { api, unwrap } from '../../lib/api';

export type ShipRow = Schemas['ShipContainerRow'];
export type HistoryEvent = Schemas['ContainerEvent'];
export type EntryRow = Schemas['EntryNoticeRow'];
export type DockRow = Schemas['DockDateRow'];
export type VesselInfoRow = Schemas['VesselInfoRow'];
export type GpsRow = Schemas['TruckGpsRow'];
export type FilingRow = Schemas['TruckFilingRow'];
export type StandardRow = Schemas['PlatformStandardRow'];

export const queryUnloadingShip = (body: OpBody<'queryUnloadingShip'>) => unwrap(api.POST('/portal/query/unloadingShip', { body }));
export const queryLoadingShip = (body: OpBody<'queryLoadingShip'>) => unwrap(api.POST('/portal/query/loadingShip', { body }));
export const querySingleBoxHistory = (body: OpBody<'querySingleBoxHistory'>) => unwrap(api.POST('/portal/query/singleBoxHistory', { body }));
export const queryEntryNotice = (body: OpBody<'queryEntryNotice'>) => unwrap(api.POST('/portal/query/entryNotice', { body }));
export const queryDockDate = (body: OpBody<'queryDockDate'>) => unwrap(api.POST('/portal/query/dockDate', { body }));
export const queryVesselInfo = (body: OpBody<'queryVesselInfo'>) => unwrap(api.POST('/portal/query/vesselInfo', { body }));
export const queryTruckGps = (body: OpBody<'queryTruckGps'>) => unwrap(api.POST('/portal/query/truckGps', { body }));
export const queryTruckFiling = (body: OpBody<'queryTruckFiling'>) => unwrap(api.POST('/portal/query/truckFiling', { body }));
export const queryPlatformStandard = (body: OpBody<'queryPlatformStandard'>) => unwrap(api.POST('/portal/query/platformStandard', { body }));

/** Dictionary labels by value (e.g. fleet_truck_type), for codes the queries answer. */
export async function dictLabels(dictType: string): Promise<Map<string, string>> {
  const items = await unwrap(api.GET('/base/dict/data/type/{dictType}', { params: { path: { dictType } } }));
  return new Map(items.map((item) => [item.dictValue, item.dictLabel]));
}
