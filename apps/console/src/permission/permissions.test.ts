import { describe, expect, it } from 'vitest';
import { actionOf, can, resourceOf, routeActions } from './permissions';

const forwarder = {
  granted: ['td:main:list', 'td:main:exportZXD', 'vessel:code:list', 'accounts:user:list'],
  route: ['td:main:list', 'td:main:exportZXD'],
};
const fleetPage = {
  granted: ['fleet:truck:add', 'fleet:truck:list', 'fleet:truck:remove'],
  route: ['fleet:truck:add', 'fleet:truck:list', 'fleet:truck:remove'],
};
const admin = { granted: ['*:*:*'], route: [] };

describe('permissions', () => {
  it('reads actions and resources from permission strings', () => {
    expect(actionOf('fleet:truck:remove')).toBe('delete');
    expect(actionOf('fleet:truck:list')).toBe('query');
    expect(actionOf('td:main:exportZXD')).toBe('export');
    expect(actionOf('fleet:truck:whatever')).toBeUndefined();
    expect(resourceOf('fleet:truck:add')).toBe('fleet:truck');
  });

  it('an action is allowed when the current route grants it', () => {
    expect(can(fleetPage, 'add')).toBe(true);
    expect(can(fleetPage, 'delete')).toBe(true);
    expect(can(fleetPage, 'edit')).toBe(false);
    expect(can(forwarder, 'export')).toBe(true);
    expect(can(forwarder, 'add')).toBe(false);
    expect([...routeActions(fleetPage)].sort()).toEqual(['add', 'delete', 'query']);
  });

  it('colon strings come from the user permissions', () => {
    expect(can(forwarder, 'vessel:code:list')).toBe(true);
    expect(can(forwarder, 'fleet:truck:add')).toBe(false);
    expect(can({ granted: ['fleet:*:list'], route: [] }, 'fleet:driver:list')).toBe(true);
  });

  it("'resource.action' matches the resource by full name or last segment", () => {
    expect(can(fleetPage, 'truck.add')).toBe(true);
    expect(can(fleetPage, 'fleet:truck.delete')).toBe(true);
    expect(can(fleetPage, 'truck.edit')).toBe(false);
    expect(can(fleetPage, 'driver.add')).toBe(false);
  });

  it('the administrator may do everything', () => {
    expect(can(admin, 'add')).toBe(true);
    expect(can(admin, 'fleet:truck:add')).toBe(true);
    expect(can(admin, 'truck.export')).toBe(true);
  });
});
