/** Fleet management handlers (openapi/paths/fleet.yaml); each operation's fleet:* permission is its x-permission. */
import type {} from './tables';
import { serverLanguage } from '@port/config/server-messages';
import { defineHandlers, requireUser } from '../../http/contract';
import { dataScopeOf } from '../../lib/data-scope';
import { parseId } from '../../lib/ids';
import { listPage, listRequest } from '../../lib/list-query';
import { activeDispatchesOfTrucks } from '../trucking/dispatch-read';
import {
  BINDING_LIST, DRIVER_LIST, TRUCK_LIST, bindingById, bindingListSource, dispatchView, driverById, driverListSource, removeBinding,
  removeDriver, removeTruck, saveBinding, saveDriver, saveTruck, toBinding, toDriver, toTruck, truckById, truckListSource,
} from './resources';

const langOf = (req: { headers: Record<string, string | string[] | undefined> }) => serverLanguage(req.headers['accept-language'] as string | undefined);

export const fleetHandlers = defineHandlers({
  listTrucks: async ({ services, user, query }) => {
    const me = requireUser(user);
    const page = await listPage(services.db, TRUCK_LIST, truckListSource(services.db, await dataScopeOf(services, me), query), listRequest(query));
    const now = services.now();
    return { ...page, data: page.data.map((r) => toTruck(r, now)) };
  },
  createTruck: async ({ services, user, req, body }) => saveTruck(services, requireUser(user), req, langOf(req), body),
  getTruck: async ({ services, user, params }) => truckById(services, requireUser(user), parseId(params.id)),
  updateTruck: async ({ services, user, req, params, body }) => saveTruck(services, requireUser(user), req, langOf(req), body, parseId(params.id)),
  deleteTruck: async ({ services, user, req, params, query }) => {
    await removeTruck(services, requireUser(user), req, parseId(params.id), query.version);
    return null;
  },

  listDrivers: async ({ services, user, query }) => {
    const me = requireUser(user);
    const page = await listPage(services.db, DRIVER_LIST, driverListSource(services.db, await dataScopeOf(services, me), query), listRequest(query));
    return { ...page, data: page.data.map(toDriver) };
  },
  createDriver: async ({ services, user, req, body }) => saveDriver(services, requireUser(user), req, langOf(req), body),
  getDriver: async ({ services, user, params }) => driverById(services, requireUser(user), parseId(params.id)),
  updateDriver: async ({ services, user, req, params, body }) => saveDriver(services, requireUser(user), req, langOf(req), body, parseId(params.id)),
  deleteDriver: async ({ services, user, req, params, query }) => {
    await removeDriver(services, requireUser(user), req, parseId(params.id), query.version);
    return null;
  },

  listDriverTrucks: async ({ services, user, query }) => {
    const me = requireUser(user);
    const page = await listPage(services.db, BINDING_LIST, bindingListSource(services.db, await dataScopeOf(services, me), query), listRequest(query));
    return { ...page, data: page.data.map(toBinding) };
  },
  createDriverTruck: async ({ services, user, req, body }) => saveBinding(services, requireUser(user), req, body),
  getDriverTruck: async ({ services, user, params }) => bindingById(services, requireUser(user), parseId(params.id)),
  updateDriverTruck: async ({ services, user, req, params, body }) => saveBinding(services, requireUser(user), req, body, parseId(params.id)),
  deleteDriverTruck: async ({ services, user, req, params, query }) => {
    await removeBinding(services, requireUser(user), req, parseId(params.id), query.version);
    return null;
  },

  getFleetDispatchView: async ({ services, user }) => {
    const rows = await dispatchView(services, requireUser(user));
    const active = await activeDispatchesOfTrucks(services.db, rows.map((r) => r.id));
    const now = services.now();
    return rows.map((r) => {
      const t = toTruck(r, now);
      return {
        truckId: t.id, truckLicense: t.truckLicense, trailerLicense: t.trailerLicense, online: t.online, lastPosition: t.lastPosition,
        driverNames: t.driverNames, dispatch: active.get(r.id) ?? null,
      };
    });
  },
});
