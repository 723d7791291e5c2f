/** The big-screen dashboard's server side: board data calls, display tokens, the live board socket. */
import type {} from './tables';
export { screenHandlers } from './routes';
export { screenSocket, screenHub, SCREEN_SOCKET_PATH, ALARMS_CHANNEL } from './socket';
export { seedScreen } from './seed';
