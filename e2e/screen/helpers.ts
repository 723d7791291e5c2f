/** What the board's specs share: API calls an administrator or a fleet's device would make. */
import type { APIRequestContext } from '@playwright/test';

const API = '/new/api';

/** Now as the contract's DateTime (Asia/Shanghai). */
export function shanghaiNow(offsetMs = 0): string {
  const d = new Date(Date.now() + offsetMs + 8 * 3600_000).toISOString();
  return `${d.slice(0, 10)} ${d.slice(11, 19)}`;
}

export async function createDisplayToken(request: APIRequestContext, adminToken: string, name: string): Promise<{ id: string; token: string }> {
  const res = await request.post(`${API}/screen/displayToken`, { headers: { authorization: `Bearer ${adminToken}` }, data: { name, ttlDays: 1 } });
  const body = (await res.json()) as { result: { id: string; token: string } };
  return body.result;
}

export async function revokeDisplayToken(request: APIRequestContext, adminToken: string, id: string): Promise<void> {
  const res = await request.delete(`${API}/screen/displayToken`, { headers: { authorization: `Bearer ${adminToken}` }, params: { id } });
  if (!res.ok()) throw new Error(`revoke failed: ${res.status()}`);
}

/** A plate of the fleet's own trucks (the GPS domain accepts positions only for those). */
export async function fleetPlate(request: APIRequestContext, fleetToken: string, index = 0): Promise<string> {
  const res = await request.get(`${API}/gps/vehicles`, { headers: { authorization: `Bearer ${fleetToken}` } });
  const body = (await res.json()) as { result: Array<{ truckLicense: string }> | { data: Array<{ truckLicense: string }> } };
  const list = Array.isArray(body.result) ? body.result : body.result.data;
  const plate = list[index]?.truckLicense;
  if (!plate) throw new Error('the demo fleet has no trucks');
  return plate;
}

/**
 * A fleet's device reports a truck above the speed limit; answers the plate that raised a speeding alarm.
 * The embedded GPS simulator moves the same trucks every 5 s and now and then speeds one (an alarm that
 * holds off the next for 10 minutes), so the position is stamped 6 s ahead of its last tick and the next
 * truck is tried when one was alarmed lately.
 */
export async function reportSpeeding(request: APIRequestContext, fleetToken: string, speed = 95, from = 0): Promise<string> {
  for (let index = from; index < from + 5; index++) {
    const plate = await fleetPlate(request, fleetToken, index);
    const res = await request.post(`${API}/gps/positions`, {
      headers: { authorization: `Bearer ${fleetToken}` },
      data: { positions: [{ truckLicense: plate, lng: 121.86, lat: 29.93, speed, direction: 90, gpsTime: shanghaiNow(6_000) }] },
    });
    const body = (await res.json()) as { result?: { alarms: number }; msg: string };
    if (!body.result) throw new Error(`ingest failed: ${body.msg}`);
    if (body.result.alarms > 0) return plate;
  }
  throw new Error('no truck of the fleet raised a speeding alarm');
}
