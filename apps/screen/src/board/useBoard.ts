/**
 * The board's state over days: today's alarms (at most MAX_ALARMS kept), the rankings, the report and the
 * totals, refreshed every REFRESH_MS and shortly after each live alarm; the live feed reconnects by
 * itself. Everything it holds is bounded; every timer and the socket are released on unmount.
 */
import { useEffect, useReducer } from 'react';
import { BoardError, createBoardApi, type Alarm, type AlarmRankItem, type AlarmReport, type RankGroup, type VehicleTotals } from '../api';
import type { Credential } from '../credential';
import { connectLive } from '../live';
import { screenText } from '../text';

/** Rows kept for the real-time list (more than it shows: a margin for the highlight animation). */
export const MAX_ALARMS = 40;
/** The rankings, report and totals are read again this often. */
export const REFRESH_MS = 30_000;
/** After a live alarm, the aggregates are read again this soon (several alarms in a burst: once). */
export const AFTER_ALARM_MS = 1_500;
/** A new row stays highlighted this long. */
export const FRESH_MS = 6_000;
export const RANK_LIMIT = 5;

export type LinkState = { kind: 'connecting' } | { kind: 'live' } | { kind: 'reconnecting'; until: number } | { kind: 'off' };

export interface BoardState {
  status: 'loading' | 'ready' | 'refused';
  refusal: string;
  alarms: Alarm[];
  /** Ids of rows that arrived live in the last FRESH_MS. */
  fresh: ReadonlySet<string>;
  alarmTotal: number;
  ranking: Record<RankGroup, AlarmRankItem[]>;
  report: AlarmReport | null;
  totals: VehicleTotals | null;
  link: LinkState;
}

type Action =
  | { type: 'alarms'; alarms: Alarm[]; total: number }
  | { type: 'live'; alarm: Alarm }
  | { type: 'unfresh'; id: string }
  | { type: 'aggregates'; ranking: Record<RankGroup, AlarmRankItem[]>; report: AlarmReport; totals: VehicleTotals }
  | { type: 'link'; link: LinkState }
  | { type: 'refused'; text: string };

const initial: BoardState = {
  status: 'loading',
  refusal: '',
  alarms: [],
  fresh: new Set(),
  alarmTotal: 0,
  ranking: { truck: [], shop: [], alarmType: [] },
  report: null,
  totals: null,
  link: { kind: 'connecting' },
};

/** Newest first, each id once, at most MAX_ALARMS. */
export function mergeAlarms(current: readonly Alarm[], incoming: readonly Alarm[]): Alarm[] {
  const seen = new Set<string>();
  const all = [...incoming, ...current].filter((a) => (seen.has(a.id) ? false : (seen.add(a.id), true)));
  all.sort((a, b) => (a.abnormalTime < b.abnormalTime ? 1 : a.abnormalTime > b.abnormalTime ? -1 : Number(b.id) - Number(a.id)));
  return all.slice(0, MAX_ALARMS);
}

function reduce(state: BoardState, action: Action): BoardState {
  switch (action.type) {
    case 'alarms':
      return { ...state, status: state.status === 'refused' ? 'refused' : 'ready', alarms: mergeAlarms([], action.alarms), alarmTotal: action.total };
    case 'live': {
      if (state.alarms.some((a) => a.id === action.alarm.id)) return state;
      const fresh = new Set(state.fresh);
      fresh.add(action.alarm.id);
      return { ...state, alarms: mergeAlarms(state.alarms, [action.alarm]), fresh, alarmTotal: state.alarmTotal + 1 };
    }
    case 'unfresh': {
      if (!state.fresh.has(action.id)) return state;
      const fresh = new Set(state.fresh);
      fresh.delete(action.id);
      return { ...state, fresh };
    }
    case 'aggregates':
      return { ...state, ranking: action.ranking, report: action.report, totals: action.totals };
    case 'link':
      return state.status === 'refused' ? state : { ...state, link: action.link };
    case 'refused':
      return { ...state, status: 'refused', refusal: action.text, link: { kind: 'off' } };
  }
}

function refusalText(error: unknown): string | null {
  if (!(error instanceof BoardError)) return null;
  if (error.status === 401) return screenText.tokenInvalid;
  if (error.status === 403) return error.message || screenText.noAccess;
  return null;
}

export function useBoard(credential: Credential): BoardState {
  const [state, dispatch] = useReducer(reduce, initial);

  useEffect(() => {
    if (credential.kind === 'none') {
      dispatch({ type: 'refused', text: screenText.notSignedIn });
      return;
    }
    const api = createBoardApi(credential);
    let stopped = false;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let burstTimer: ReturnType<typeof setTimeout> | undefined;

    const later = (fn: () => void, ms: number) => {
      const t = setTimeout(() => {
        timers.delete(t);
        fn();
      }, ms);
      timers.add(t);
    };

    const stop = (text: string) => {
      stopped = true;
      dispatch({ type: 'refused', text });
      socket?.close();
    };

    const guard = async (work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        const text = refusalText(error);
        if (text && !stopped) stop(text);
        // Any other failure (network, server restart): the next refresh tries again.
      }
    };

    const loadAlarms = () =>
      guard(async () => {
        const page = await api.alarms(MAX_ALARMS);
        if (!stopped) dispatch({ type: 'alarms', alarms: page.data, total: page.total });
      });

    const loadAggregates = () =>
      guard(async () => {
        const [truck, shop, alarmType, report, totals] = await Promise.all([
          api.ranking('truck', RANK_LIMIT),
          api.ranking('shop', RANK_LIMIT),
          api.ranking('alarmType', RANK_LIMIT),
          api.report(),
          api.totals(),
        ]);
        if (!stopped) dispatch({ type: 'aggregates', ranking: { truck, shop, alarmType }, report, totals });
      });

    const refresh = () => {
      if (stopped) return;
      void loadAlarms();
      void loadAggregates();
      refreshTimer = setTimeout(refresh, REFRESH_MS);
    };

    const socket = connectLive(credential, (event) => {
      if (stopped) return;
      if (event.type === 'connected') {
        dispatch({ type: 'link', link: { kind: 'live' } });
        // Alarms stored while the feed was down are read now.
        void loadAlarms();
      } else if (event.type === 'reconnecting') {
        dispatch({ type: 'link', link: { kind: 'reconnecting', until: Date.now() + event.delay } });
      } else if (event.type === 'refused') {
        stop(event.text || screenText.tokenInvalid);
      } else {
        dispatch({ type: 'live', alarm: event.alarm });
        const id = event.alarm.id;
        later(() => dispatch({ type: 'unfresh', id }), FRESH_MS);
        if (burstTimer === undefined) {
          burstTimer = setTimeout(() => {
            burstTimer = undefined;
            void loadAggregates();
          }, AFTER_ALARM_MS);
        }
      }
    });

    refresh();
    return () => {
      stopped = true;
      clearTimeout(refreshTimer);
      clearTimeout(burstTimer);
      timers.forEach(clearTimeout);
      timers.clear();
      socket?.close();
    };
  }, [credential]);

  return state;
}
