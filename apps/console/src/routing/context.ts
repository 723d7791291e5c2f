import { createContext, useContext } from 'react';
import type { RouteRecord } from './records';

/** The route record of the page being rendered (its title, pageId, permissions). */
export const RouteRecordContext = createContext<RouteRecord | null>(null);

export const useRouteRecord = (): RouteRecord | null => useContext(RouteRecordContext);
