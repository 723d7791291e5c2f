/**
 * Action permissions (SPEC §6), one rule for every page:
 *  - an action name ('add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export')
 *    is allowed when the current route's permission list holds it;
 *  - a colon string ('fleet:truck:add') when the user's permissions (getInfo) hold it;
 *  - 'resource.action' ('truck.add', 'fleet:truck.add') when any held permission of that resource
 *    grants that action.
 * The server enforces the same strings; this only decides what is rendered.
 */
export const ACTIONS = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

/** Server verbs read as the spec's actions (remove → delete, list → query, …). */
const ALIASES: Readonly<Record<string, Action>> = {
  add: 'add',
  create: 'add',
  delete: 'delete',
  remove: 'delete',
  edit: 'edit',
  update: 'edit',
  query: 'query',
  list: 'query',
  get: 'get',
  detail: 'get',
  view: 'get',
  enable: 'enable',
  disable: 'disable',
  import: 'import',
  export: 'export',
};

/** The administrator's permission: everything. */
export const ALL_PERMISSIONS = '*:*:*';

export const isAction = (value: string): value is Action => (ACTIONS as readonly string[]).includes(value);

function lastSegment(permission: string): string {
  const parts = permission.split(/[:.]/);
  return parts[parts.length - 1] ?? '';
}

/** The action a permission string grants: 'fleet:truck:remove' → 'delete', 'td:main:exportZXD' → 'export'. */
export function actionOf(permission: string): Action | undefined {
  const verb = lastSegment(permission);
  const direct = ALIASES[verb] ?? ALIASES[verb.toLowerCase()];
  if (direct) return direct;
  const prefix = /^(export|import)/i.exec(verb)?.[1]?.toLowerCase();
  return prefix ? ALIASES[prefix] : undefined;
}

/** The resource of a permission string: 'fleet:truck:add' → 'fleet:truck'. */
export function resourceOf(permission: string): string {
  const cut = Math.max(permission.lastIndexOf(':'), permission.lastIndexOf('.'));
  return cut > 0 ? permission.slice(0, cut) : '';
}

/** '*' in a held permission matches any one segment ('fleet:*:list'). */
function matchesColon(held: string, wanted: string): boolean {
  if (held === wanted || held === ALL_PERMISSIONS) return true;
  if (!held.includes('*')) return false;
  const a = held.split(':');
  const b = wanted.split(':');
  return a.length === b.length && a.every((seg, i) => seg === '*' || seg === b[i]);
}

export interface PermissionSource {
  /** The user's permission strings from getInfo. */
  granted: readonly string[];
  /** The current route's meta.permission. */
  route: readonly string[];
}

export function can(source: PermissionSource, check: string): boolean {
  const all = source.granted.includes(ALL_PERMISSIONS);
  if (isAction(check)) return all || source.route.some((p) => actionOf(p) === check);
  const dot = check.lastIndexOf('.');
  if (dot > 0 && !check.slice(dot + 1).includes(':')) {
    if (all) return true;
    const resource = check.slice(0, dot);
    const action = ALIASES[check.slice(dot + 1)];
    if (!action) return false;
    return [...source.granted, ...source.route].some((p) => {
      const r = resourceOf(p);
      return actionOf(p) === action && (r === resource || r.endsWith(`:${resource}`));
    });
  }
  return source.granted.some((held) => matchesColon(held, check));
}

/** The actions the current route grants. */
export function routeActions(source: PermissionSource): Set<Action> {
  if (source.granted.includes(ALL_PERMISSIONS)) return new Set(ACTIONS);
  const out = new Set<Action>();
  for (const p of source.route) {
    const action = actionOf(p);
    if (action) out.add(action);
  }
  return out;
}
