/**
 * What the accounts domain adds to the seed: its menus (开票管理, 收款资质 under 用户管理; 收款资质审核
 * under 系统管理), given to the roles that hold 用户管理; and, for demo data, the prepayment balances and a
 * payment account of the demo companies. Idempotent.
 */
import type { AppServices } from '../../services';

interface MenuAdd {
  name: string;
  parent: string;
  path: string;
  title: string;
  component: string;
  sort: number;
  perms?: string[];
  /** Given to every role that holds this menu. */
  grantWith?: string;
}

const MENUS: MenuAdd[] = [
  { name: 'user.invoice', parent: 'user', path: '/user/invoice', title: '开票管理', component: 'users/invoice', sort: 3, grantWith: 'user.account' },
  { name: 'user.collection', parent: 'user', path: '/user/collection', title: '收款资质', component: 'users/collection', sort: 4, grantWith: 'user.account' },
  {
    name: 'system.collection', parent: 'system', path: '/system/collection', title: '收款资质审核', component: 'system/collection', sort: 2,
    perms: ['accounts:collection:list', 'accounts:collection:audit'],
  },
];

async function seedMenus(services: AppServices): Promise<void> {
  const { db } = services;
  for (const m of MENUS) {
    if (await db.selectFrom('menus').select('menu_id').where('name', '=', m.name).executeTakeFirst()) continue;
    const parent = await db.selectFrom('menus').select('menu_id').where('name', '=', m.parent).executeTakeFirst();
    if (!parent) continue;
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('menus')
        .values({ parent_id: parent.menu_id, type: 'page', path: m.path, name: m.name, component: m.component, title: m.title, page_id: m.name, sort: m.sort })
        .returning('menu_id')
        .executeTakeFirstOrThrow();
      const ids = [row.menu_id];
      for (const p of m.perms ?? []) {
        const b = await trx
          .insertInto('menus')
          .values({ parent_id: row.menu_id, type: 'button', path: `${m.path}#${p}`, name: p, title: p.split(':').pop() ?? p, perms: p })
          .returning('menu_id')
          .executeTakeFirstOrThrow();
        ids.push(b.menu_id);
      }
      if (m.grantWith) {
        const holders = await trx
          .selectFrom('role_menus as rm')
          .innerJoin('menus as x', 'x.menu_id', 'rm.menu_id')
          .select('rm.role_id')
          .where('x.name', '=', m.grantWith)
          .execute();
        if (holders.length) await trx.insertInto('role_menus').values(holders.flatMap((h) => ids.map((menu_id) => ({ role_id: h.role_id, menu_id })))).execute();
      }
    });
  }
}

const DEMO_ACCOUNTS: Record<string, [string, string]> = {
  FWD001: ['中国银行宁波北仑支行', '3802 5566 0012 8890'.replace(/\s/g, '')],
  FLT001: ['中国工商银行宁波分行', '3901 1200 0900 5566 7'.replace(/\s/g, '')],
};

async function seedPayments(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('payment_accounts').select('id').limit(1).executeTakeFirst()) return;
  for (const [code, account] of Object.entries(DEMO_ACCOUNTS)) {
    const company = await db.selectFrom('companies').select(['company_id', 'company_name']).where('company_code', '=', code).executeTakeFirst();
    if (!company) continue;
    await db
      .insertInto('payment_accounts')
      .values({ company_id: company.company_id, bank_name: account[0], account_no: account[1], account_name: company.company_name, is_default: true })
      .execute();
  }
}

const TERMINALS = ['北仑第二集装箱码头', '大榭招商国际码头', '梅山岛国际集装箱码头', '穿山港区集装箱码头'];
const PLATFORM_TYPES = ['TRUCK', 'YARD', 'PAP', 'WEIGH'];
const TERMINAL_TYPES = ['YARD', 'BARGE', 'TRUCK'];
const STATUS_CYCLE = ['01', '01', '01', '02', '01', '00', '01', '03'];

/** Demo payment records of /user/payLast and /user/payLastMt: 14 per channel for each demo company, one a day. */
async function seedPaymentRecords(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('payment_records').select('id').limit(1).executeTakeFirst()) return;
  const now = services.now().getTime();
  const day = 86_400_000;
  for (const [ci, code] of ['FWD001', 'FLT001'].entries()) {
    const company = await db.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirst();
    if (!company) continue;
    const bank = DEMO_ACCOUNTS[code]?.[0] ?? null;
    const rows = [];
    for (const channel of ['platform', 'terminal'] as const) {
      for (let i = 0; i < 14; i += 1) {
        const created = new Date(now - (i * day + (ci * 7 + 3) * 3_600_000));
        const status = STATUS_CYCLE[i % STATUS_CYCLE.length]!;
        const types = channel === 'platform' ? PLATFORM_TYPES : TERMINAL_TYPES;
        const businessType = types[i % types.length]!;
        const stamp = created.toISOString().slice(0, 10).replace(/-/g, '');
        const topUp = channel === 'platform' && i % 5 === 4;
        const method = i % 3 === 0 ? 'bank' : 'prepay';
        rows.push({
          pay_no: `${channel === 'platform' ? 'PL' : 'MT'}${stamp}${String(ci + 1)}${String(i + 1).padStart(4, '0')}`,
          channel,
          company_id: company.company_id,
          business_type: businessType,
          order_no: topUp ? null : `${businessType.slice(0, 2)}${stamp}${String(ci * 100 + i + 1).padStart(4, '0')}`,
          terminal_name: channel === 'terminal' ? TERMINALS[i % TERMINALS.length]! : null,
          amount: Math.round((680 + ((i * 1373 + ci * 911) % 9000)) * 100) / 100 + (i % 4) * 0.5,
          status,
          pay_method: topUp ? 'bank' : method,
          bank_name: topUp || method === 'bank' ? bank : null,
          pay_time: status === '00' ? null : new Date(created.getTime() + 90_000),
          create_time: created,
          remark: topUp ? '预付款充值' : null,
        });
      }
    }
    await db.insertInto('payment_records').values(rows).execute();
  }
}

export async function seedAccounts(services: AppServices): Promise<void> {
  await seedMenus(services);
  if (services.env.seedDemo) {
    await seedPayments(services);
    await seedPaymentRecords(services);
  }
}
