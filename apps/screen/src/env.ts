/** Build-time and URL configuration of the board, read here and nowhere else. */
import { API_BASE } from '@port/config/constants';
import { SITE } from '@port/config/site';

export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION || SITE.version;

/** The port's time zone: the clock shows it whatever the display's zone (set once in main.tsx). */
export const PORT_TIME_ZONE: string | undefined = import.meta.env.PORT_TIME_ZONE;

/** The board's live feed (apps/api/src/domains/screen/socket.ts), on the page's own origin. */
export function socketUrl(asDisplay: boolean): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_BASE}/screen/ws${asDisplay ? '?as=display' : ''}`;
}
