/** GPS handlers (openapi/paths/gps.yaml): ingestion, vehicles, tracks, order location, map configuration. */
import type {} from './tables';
import { serverLanguage } from '@port/config/server-messages';
import { defineHandlers, requireUser } from '../../http/contract';
import { forbidden, badRequest } from '../../http/errors';
import { parseDateTime } from '../../lib/datetime';
import { parseId } from '../../lib/ids';
import { companyKind } from '../../lib/data-scope';
import { ingestPositions } from './ingest';
import { listVehicles, mapConfig, orderLocation, truckTrack } from './read';

const langOf = (req: { headers: Record<string, string | string[] | undefined> }) => serverLanguage(req.headers['accept-language'] as string | undefined);

export const gpsHandlers = defineHandlers({
  ingestPositions: async ({ services, user, req, body }) => {
    const me = requireUser(user);
    // A fleet posts its own trucks' positions; nobody else posts any.
    if (!me.companyId || (await companyKind(services, me.companyId)) !== 'fleet') throw forbidden();
    const items = body.positions.map((p, i) => {
      const gpsTime = parseDateTime(p.gpsTime);
      if (!gpsTime) throw badRequest('invalidField', { field: `positions.${i}.gpsTime`, detail: 'not a real date and time' }, `body.positions.${i}.gpsTime`);
      return { truckLicense: p.truckLicense, lng: p.lng, lat: p.lat, speed: p.speed ?? 0, direction: p.direction ?? 0, gpsTime };
    });
    return ingestPositions(services, langOf(req), me.companyId, items);
  },
  listVehiclePositions: async ({ services, user, query }) => listVehicles(services, requireUser(user), query),
  getTruckTrack: async ({ services, user, req, params, query }) => truckTrack(services, requireUser(user), langOf(req), parseId(params.id), query),
  getOrderLocation: async ({ services, user, params }) => orderLocation(services, requireUser(user), parseId(params.id)),
  getMapConfig: async ({ services }) => mapConfig(services),
});
