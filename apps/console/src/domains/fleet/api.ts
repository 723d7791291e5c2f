/** The fleet domain's calls, typed by the contract (openapi/paths/fleet.yaml, trucking.yaml's sends resources, gps.yaml). */
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../app/api';

export type Truck = Schemas['Truck'];
export type TruckWrite = Schemas['TruckWrite'];
export type Driver = Schemas['Driver'];
export type DriverWrite = Schemas['DriverWrite'];
export type Binding = Schemas['DriverTruck'];
export type Resources = Schemas['DispatchResources'];

export const listTrucks = (query: OpQuery<'listTrucks'>) => unwrap(api.GET('/fleet/trucks', { params: { query } }));
export const createTruck = (body: TruckWrite) => unwrap(api.POST('/fleet/trucks', { body }));
export const updateTruck = (id: string, body: TruckWrite) => unwrap(api.PUT('/fleet/trucks/{id}', { params: { path: { id } }, body }));
export const deleteTruck = (id: string, version: number) => unwrap(api.DELETE('/fleet/trucks/{id}', { params: { path: { id }, query: { version } } }));

export const listDrivers = (query: OpQuery<'listDrivers'>) => unwrap(api.GET('/fleet/drivers', { params: { query } }));
export const createDriver = (body: DriverWrite) => unwrap(api.POST('/fleet/drivers', { body }));
export const updateDriver = (id: string, body: DriverWrite) => unwrap(api.PUT('/fleet/drivers/{id}', { params: { path: { id } }, body }));
export const deleteDriver = (id: string, version: number) => unwrap(api.DELETE('/fleet/drivers/{id}', { params: { path: { id }, query: { version } } }));

export const listBindings = (query: OpQuery<'listDriverTrucks'>) => unwrap(api.GET('/fleet/driverRelationTruck', { params: { query } }));
export const createBinding = (body: Schemas['DriverTruckWrite']) => unwrap(api.POST('/fleet/driverRelationTruck', { body }));
export const updateBinding = (id: string, body: Schemas['DriverTruckWrite']) =>
  unwrap(api.PUT('/fleet/driverRelationTruck/{id}', { params: { path: { id } }, body }));
export const deleteBinding = (id: string, version: number) =>
  unwrap(api.DELETE('/fleet/driverRelationTruck/{id}', { params: { path: { id }, query: { version } } }));

/** The fleet's trucks and drivers, each with whether it is free (the binding page's choices). */
export const resources = () => unwrap(api.GET('/trucking/sends/resources'));
export const truckTrack = (id: string, query: { start?: string; end?: string }) =>
  unwrap(api.GET('/gps/trucks/{id}/track', { params: { path: { id }, query } }));
