/**
 * Demo data of the trucking vertical: the fleet dictionaries (always), and for the demo companies the
 * fleet's trucks, drivers and bindings and the forwarder's orders in every status, some dispatched, made
 * through the same functions as the api calls (so they carry their audit history). Then, in the embedded
 * mode, the GPS simulator. Idempotent.
 */
import { containerNumberOf } from '@port/sdk/rules';
import type { AppServices, SessionUser } from '../../services';
import { loadAccess } from '../auth/sessions';
import { startSimulator } from '../gps/simulator';
import { createDispatches, transitionDispatch } from './dispatch';
import { createOrder } from './orders';
import { transitionOrder } from './order-transitions';

export const FLEET_DICTIONARIES: Record<string, Array<[value: string, label: string]>> = {
  fleet_truck_type: [['QYC', '牵引车'], ['BGC', '半挂车'], ['ZHC', '载货车'], ['XSC', '厢式货车']],
  fleet_filing_status: [['0', '未备案'], ['1', '备案中'], ['2', '已备案'], ['3', '备案驳回']],
};

const DRIVER_NAMES = ['王建国', '李卫东', '张海波', '刘志强', '陈国庆', '杨晓明', '赵永刚', '黄立新', '周德华', '吴春生'];
const OWNERS = ['MSCU', 'TGHU', 'CSNU', 'OOLU', 'MSKU', 'TCLU', 'HLCU', 'CMAU'];

/** A container number with a valid ISO 6346 check digit. */
export function demoContainer(n: number): string {
  return containerNumberOf(OWNERS[n % OWNERS.length]!, 100_000 + ((n * 7_919) % 900_000));
}

async function sessionUserOf(services: AppServices, mobile: string): Promise<SessionUser | null> {
  const u = await services.db
    .selectFrom('users')
    .select(['user_id', 'mobile', 'name', 'company_id', 'user_type', 'auth_status'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  if (!u) return null;
  return {
    userId: u.user_id, mobile: u.mobile, name: u.name, companyId: u.company_id, userType: u.user_type, authStatus: u.auth_status,
    tokenHash: 'seed', ...(await loadAccess(services, u.user_id)),
  };
}

async function seedDictionaries(services: AppServices): Promise<void> {
  for (const [type, values] of Object.entries(FLEET_DICTIONARIES)) {
    await services.db
      .insertInto('dict_data')
      .values(values.map(([value, label], i) => ({ dict_type: type, dict_value: value, dict_label: label, dict_sort: i + 1, is_default: i === 0 ? 'Y' : null, create_by: '超级管理员' })))
      .onConflict((oc) => oc.columns(['dict_type', 'dict_value']).doNothing())
      .execute();
  }
}

async function seedDemo(services: AppServices): Promise<void> {
  const { db } = services;
  const fleet = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'FLT001').executeTakeFirst();
  if (!fleet) return;
  const exists = await db.selectFrom('fleet_trucks').select('id').where('fleet_company_id', '=', fleet.company_id).limit(1).executeTakeFirst();
  if (exists) return;
  const forwarder = await sessionUserOf(services, '13800000002');
  const dispatcher = await sessionUserOf(services, '13800000003');
  if (!forwarder || !dispatcher) return;
  const seedReq = { id: 'seed' };

  const trucks: string[] = [];
  const drivers: string[] = [];
  for (let i = 0; i < DRIVER_NAMES.length; i += 1) {
    const n = 1001 + i;
    const truck = await db
      .insertInto('fleet_trucks')
      .values({
        fleet_company_id: fleet.company_id, truck_license: `浙BD${n}`, trailer_license: `浙B${n}挂`, truck_type: i % 5 === 4 ? 'ZHC' : 'QYC',
        // Every demo truck is filed: dispatch refuses one that is not (the permits domain files new ones).
        filing_status: '2',
      })
      .returning((eb) => eb.cast<string>('id', 'text').as('id'))
      .executeTakeFirstOrThrow();
    const driver = await db
      .insertInto('fleet_drivers')
      .values({
        fleet_company_id: fleet.company_id, name: DRIVER_NAMES[i]!, mobile: `139000000${String(10 + i)}`,
        id_card_no: `33020619800101${String(1000 + i)}`, licence_no: `330206${String(100000 + i)}`,
      })
      .returning((eb) => eb.cast<string>('id', 'text').as('id'))
      .executeTakeFirstOrThrow();
    trucks.push(truck.id);
    drivers.push(driver.id);
    await db.insertInto('fleet_driver_trucks').values({ fleet_company_id: fleet.company_id, driver_id: driver.id, truck_id: truck.id }).execute();
  }

  // Orders in every status; the reviewed ones keep trucks 1–3 busy, one order is completed end to end.
  const yardsByIndex = ['ZITYARD', 'DFDCYARD', 'GMCYARD', 'CXNYARD', 'JXTLYARD'];
  const types = ['E', 'I', 'E', '1', '2', 'I', 'E', '3', 'D', 'E', 'I', 'E'] as const;
  const plan: Array<'05' | '00' | '01' | '01d' | '02' | '03' | '06'> = ['05', '05', '00', '00', '00', '01', '01d', '01d', '02', '03', '06', '06'];
  let ctn = 0;
  let truckCursor = 0;
  for (let i = 0; i < plan.length; i += 1) {
    const target = plan[i]!;
    const count = 1 + (i % 3);
    const containers = Array.from({ length: count }, () => {
      ctn += 1;
      return { ctnNo: demoContainer(ctn), ctnSize: ctn % 3 === 0 ? '20' : '40', ctnType: ctn % 4 === 0 ? 'GP' : 'HC', sealNo: `SL${String(100_000 + ctn)}`, weightKg: 8_000 + (ctn % 10) * 1_000 };
    });
    const order = await createOrder(services, forwarder, seedReq, 'zh-CN', {
      orderType: types[i]!,
      fleetCompanyId: fleet.company_id,
      billNo: `NGB${String(2026_0001 + i)}`,
      vessel: ['MSC ANNA', 'COSCO SHIPPING TAURUS', 'EVER GIVEN', 'MAERSK EMDEN'][i % 4]!,
      voyage: `0${26 + (i % 4)}E`,
      takeAddress: yardsByIndex[i % yardsByIndex.length]!,
      deliveryAddress: ['宁波市北仑区新碶街道明州路', '宁波市鄞州区首南街道', '余姚市经济开发区', '慈溪市观海卫镇'][i % 4]!,
      contactName: '张经理',
      contactPhone: '13800000002',
      planTime: null,
      remark: null,
      containers,
      entrust: target !== '05',
    });
    if (target === '05' || target === '00') continue;
    let detail = await transitionOrder(services, dispatcher, seedReq, 'zh-CN', order.id, { action: 'review', version: order.version, amount: 850 * count });
    if (target === '03') {
      await transitionOrder(services, dispatcher, seedReq, 'zh-CN', order.id, { action: 'return', version: detail.version, reason: '提箱堆场无此箱，请核对箱号' });
      continue;
    }
    if (target === '02') {
      await transitionOrder(services, forwarder, seedReq, 'zh-CN', order.id, { action: 'pay', version: detail.version });
      continue;
    }
    if (target === '01d' || target === '06') {
      const items = detail.containers.map((c) => {
        const k = truckCursor++ % trucks.length;
        return { containerId: c.id, truckId: trucks[k]!, driverId: drivers[k]! };
      });
      const sent = await createDispatches(services, dispatcher, seedReq, { orderId: order.id, items });
      if (target === '06') {
        for (const d of sent) await transitionDispatch(services, dispatcher, seedReq, 'zh-CN', d.id, { action: 'complete', version: d.version });
      } else {
        detail = await transitionOrder(services, forwarder, seedReq, 'zh-CN', order.id, { action: 'pay', version: detail.version });
      }
    }
  }
}

/**
 * The buttons (permission strings) of the directory pages and the container list (vehicle filing is the permits
 * domain's, with its own permissions), added to the seeded menus of any database (new or existing) and granted with their page, once.
 */
const MENU_BUTTONS: Array<{ page: string; perms: string[]; grant: 'page' | 'sys' }> = [
  { page: 'order.factory', perms: ['trucking:factory:list', 'trucking:factory:add', 'trucking:factory:edit', 'trucking:factory:remove', 'trucking:factory:export'], grant: 'page' },
  { page: 'order.contacts', perms: ['trucking:contact:list', 'trucking:contact:add', 'trucking:contact:edit', 'trucking:contact:remove', 'trucking:contact:export'], grant: 'page' },
  { page: 'order.containers', perms: ['trucking:ctn:list', 'trucking:ctn:export'], grant: 'page' },
];

async function seedMenuButtons(services: AppServices): Promise<void> {
  const { db } = services;
  for (const b of MENU_BUTTONS) {
    const page = await db.selectFrom('menus').select(['menu_id', 'path']).where('name', '=', b.page).where('type', '=', 'page').executeTakeFirst();
    if (!page) continue;
    const have = new Set(
      (await db.selectFrom('menus').select('perms').where('parent_id', '=', page.menu_id).where('type', '=', 'button').execute()).map((r) => r.perms),
    );
    const missing = b.perms.filter((p) => !have.has(p));
    if (!missing.length) continue;
    await db.transaction().execute(async (trx) => {
      const holders = b.grant === 'sys'
        ? await trx.selectFrom('roles').select('role_id').where('role_key', '=', 'sys').where('company_id', 'is', null).execute()
        : await trx.selectFrom('role_menus').select('role_id').where('menu_id', '=', page.menu_id).execute();
      for (const [i, perm] of missing.entries()) {
        const row = await trx
          .insertInto('menus')
          .values({ parent_id: page.menu_id, type: 'button', path: `${page.path ?? ''}#${perm}`, name: perm, title: perm.split(':').pop() ?? perm, perms: perm, sort: 10 + i })
          .returning('menu_id')
          .executeTakeFirstOrThrow();
        if (holders.length) await trx.insertInto('role_menus').values(holders.map((h) => ({ role_id: h.role_id, menu_id: row.menu_id }))).execute();
      }
    });
  }
}

/** The demo forwarder's frequent factories and contacts (once). */
async function seedDirectory(services: AppServices): Promise<void> {
  const { db } = services;
  const fwd = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'FWD001').executeTakeFirst();
  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  if (!fwd || !user) return;
  if (await db.selectFrom('truck_factories').select('id').where('company_id', '=', fwd.company_id).limit(1).executeTakeFirst()) return;
  const base = { company_id: fwd.company_id, created_by: user.user_id };
  await db.insertInto('truck_factories').values([
    { ...base, factory_name: '宁波吉利汽车部件有限公司', address: '宁波市北仑区新碶街道明州路818号', contact_name: '陈工', contact_phone: '13905741234' },
    { ...base, factory_name: '余姚舜宇光学仓库', address: '余姚市经济开发区舜宇路66号', contact_name: '周经理', contact_phone: '0574-62538888' },
    { ...base, factory_name: '慈溪家电产业园', address: '慈溪市观海卫镇工业园区', contact_name: '孙主管', contact_phone: '13705749876', remark: '仅白天装货' },
  ]).execute();
  await db.insertInto('truck_contacts').values([
    { ...base, name: '张经理', mobile: '13800000002', email: 'zhang@ngforward.example' },
    { ...base, name: '李调度', mobile: '13957410001', tel: '0574-86881234' },
  ]).execute();
}

let stopSimulator: (() => void) | null = null;

export async function seedTrucking(services: AppServices): Promise<void> {
  await seedDictionaries(services);
  await seedMenuButtons(services);
  if (services.env.seedDemo) await seedDemo(services);
  if (services.env.seedDemo) await seedDirectory(services);
  if (services.env.gpsSimulator && !stopSimulator) stopSimulator = startSimulator(services);
}

/** Stops the simulator (tests that asked for it). */
export function stopTruckingSimulator(): void {
  stopSimulator?.();
  stopSimulator = null;
}
