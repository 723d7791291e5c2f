/** The message domain: notices, messages and to-dos per user, popup notices, and the notice WebSocket. */
import type {} from './tables';
export { messageHandlers } from './routes';
export { messageSocket, socketHub, SOCKET_TIMING, CLOSE_CODES } from './socket';
export { seedMessages } from './seed';
export { installBoxCache, boxCacheOf } from './box-cache';
