/**
 * The permission API every page uses:
 *   const { can } = usePermission();  can('add'), can('fleet:truck:add'), can('truck.add')
 *   <Permission action="export">…</Permission>   <Permission check="fleet:truck:add">…</Permission>
 * An element whose permission is missing is not rendered at all (SPEC §6).
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useSession } from '../session/store';
import { can as canDo, routeActions, type Action, type PermissionSource } from './permissions';

/** The current route's meta.permission, provided by the page host. */
export const RoutePermissionContext = createContext<readonly string[]>([]);

export interface PermissionApi {
  can(check: Action | string): boolean;
  actions: ReadonlySet<Action>;
}

export function usePermission(): PermissionApi {
  const granted = useSession((s) => s.info?.permissions);
  const route = useContext(RoutePermissionContext);
  const source = useMemo<PermissionSource>(() => ({ granted: granted ?? [], route }), [granted, route]);
  const can = useCallback((check: string) => canDo(source, check), [source]);
  return useMemo(() => ({ can, actions: routeActions(source) }), [can, source]);
}

export type PermissionProps = { children: ReactNode; fallback?: ReactNode } & (
  { action: Action; check?: never } | { check: string; action?: never }
);

export function Permission(props: PermissionProps) {
  const { can } = usePermission();
  const wanted = props.action ?? props.check;
  return <>{wanted !== undefined && can(wanted) ? props.children : (props.fallback ?? null)}</>;
}

export { ACTIONS, type Action } from './permissions';
