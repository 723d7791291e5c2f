/** The fleet (SPEC §2.9): its drivers, trucks and their bindings (tables made by 0005_trucking; seeded by trucking's demo). */
import { crudButtons, defineDomain } from '../module';
import { fleetHandlers } from './routes';

export const domain = defineDomain({
  name: 'fleet',
  handlers: fleetHandlers,
  menus: [
    {
      key: 'fleet', type: 'nested', path: '/fleet', title: '车队管理', icon: 'truck',
      children: [
        { key: 'fleet.driver', type: 'page', path: '/fleet/driver', title: '司机管理', component: 'fleet/drivers', children: crudButtons('fleet:driver') },
        { key: 'fleet.truck', type: 'page', path: '/fleet/truck', title: '车辆管理', component: 'fleet/trucks', children: crudButtons('fleet:truck') },
        { key: 'fleet.binding', type: 'page', path: '/fleet/binding', title: '车辆绑定', component: 'fleet/binding',
          children: [...crudButtons('fleet:driverRelationTruck', ['add', 'edit', 'remove']), ...crudButtons('fleet:relation', ['list'])] },
      ],
    },
  ],
  grants: { driver: ['fleet', 'fleet:'] },
});
