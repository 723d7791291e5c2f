/** Build-time configuration of the console, read here and nowhere else. */
import { SITE } from '@port/config/site';

/** Sent in the `version` header of every call (SPEC §7). */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION || SITE.version;

/** The port's time zone: times show in it whatever the browser's zone (set once in main.tsx). */
export const PORT_TIME_ZONE: string | undefined = import.meta.env.PORT_TIME_ZONE;

/** The router's basename: the console lives under /new/ (vite `base`). */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

/** Where the WebSocket of the notice service listens, relative to the page's origin. */
export const NOTICE_SOCKET_PATH = '/new/api/message/ws';
