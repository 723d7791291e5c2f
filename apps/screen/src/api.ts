/** The board's reads: the SDK's typed client, with the display token header when a display is reading. */
import { createApiClient, isSuccessCode, unwrap, type Schemas } from '@port/sdk';
import { APP_VERSION } from './env';
import { LANG } from './text';
import type { Credential } from './credential';

export type Alarm = Schemas['Alarm'];
export type AlarmRankItem = Schemas['AlarmRankItem'];
export type AlarmReport = Schemas['AlarmReport'];
export type VehicleTotals = Schemas['VehicleTotals'];
export type RankGroup = 'truck' | 'shop' | 'alarmType';

/** A failed read: 401 (token invalid or revoked), 403 (role not allowed) or anything else. */
export class BoardError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createBoardApi(credential: Credential) {
  const client = createApiClient({
    version: APP_VERSION,
    getToken: () => (credential.kind === 'user' ? credential.token : null),
    getLanguage: () => LANG,
  });
  const headers: Record<string, string> = credential.kind === 'display' ? { 'X-Display-Token': credential.token } : {};

  async function read<T>(call: Promise<{ data?: { code?: unknown; msg?: string; result?: unknown }; error?: unknown; response: Response }>): Promise<T> {
    const { data, error, response } = await call;
    const body = (data ?? error) as { code?: number | string; msg?: string; result?: unknown } | undefined;
    if (!response.ok || !body || !isSuccessCode(body.code)) throw new BoardError(response.status, body?.msg ?? response.statusText);
    return body.result as T;
  }

  return {
    /** Today's alarms, newest first (SPEC §3 defaults: type 2, today). */
    alarms: (pageSize: number) =>
      read<{ data: Alarm[]; total: number }>(client.GET('/screen/alarm/list', { params: { query: { pageSize } }, headers })),
    ranking: (groupBy: RankGroup, limit: number) =>
      read<AlarmRankItem[]>(client.GET('/screen/alarm/ranking', { params: { query: { groupBy, limit } }, headers })),
    report: () => read<AlarmReport>(client.GET('/screen/alarm/report', { params: { query: {} }, headers })),
    totals: () => read<VehicleTotals>(client.GET('/screen/vehicle/totals', { headers })),
  };
}

export type BoardApi = ReturnType<typeof createBoardApi>;

/** Which sandboxes a production server runs (public: the board shows the ribbon before any credential is read). */
export function loadSandboxes(): Promise<Schemas['Sandboxes']> {
  return unwrap(createApiClient({ version: APP_VERSION, getToken: () => null, getLanguage: () => LANG }).GET('/health/sandboxes'));
}
