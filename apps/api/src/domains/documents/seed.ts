/**
 * Demo documents for the print pages (a few EIRs in both layouts, D/Os and weighing lists of the demo
 * forwarder and fleet), and the hidden routes of SPEC §2.8 that open them (EIRPdf, EIRPdfJX, EDOPdf under
 * /weightManageDetail, SheetPrint under /truckWeighFee), granted to every role that has a menu.
 */
import type { AppServices } from '../../services';

const DAY_MS = 86_400_000;

/** Hidden named routes: the console opens them from other pages with ?id=. */
export const DOCUMENT_ROUTES = [
  { name: 'weightManageDetail', path: '/weightManageDetail', title: '提货单详情', children: [
    { name: 'EIRPdf', path: 'EIRPdf', title: '设备交接单预览', component: 'documents/eirPdf' },
    { name: 'EIRPdfJX', path: 'EIRPdfJX', title: '设备交接单预览', component: 'documents/eirPdfJX' },
    { name: 'EDOPdf', path: 'EDOPdf', title: '电子提货单预览', component: 'documents/edoPdf' },
  ] },
  { name: 'truckWeighFee', path: '/truckWeighFee', title: '过磅费', children: [
    { name: 'SheetPrint', path: 'SheetPrint', title: '过磅单打印', component: 'documents/sheetPrint' },
  ] },
  { name: 'officePreview', path: '/documents', title: '文件预览', children: [
    { name: 'officePreviewPage', path: 'preview', title: '文件预览', component: 'documents/officePreview' },
  ] },
] as const;

async function seedRoutes(services: AppServices): Promise<void> {
  const { db } = services;
  const done = await db.selectFrom('menus').select('menu_id').where('name', '=', 'EIRPdf').executeTakeFirst();
  if (done) return;
  const roles = await db.selectFrom('roles').select('role_id').where('company_id', 'is', null).execute();
  await db.transaction().execute(async (trx) => {
    const menuIds: string[] = [];
    for (const [i, parent] of DOCUMENT_ROUTES.entries()) {
      const p = await trx
        .insertInto('menus')
        .values({ parent_id: null, type: 'nested', path: parent.path, name: parent.name, title: parent.title, hidden: true, sort: 900 + i, page_id: parent.name })
        .returning('menu_id')
        .executeTakeFirstOrThrow();
      menuIds.push(p.menu_id);
      for (const [j, child] of parent.children.entries()) {
        const c = await trx
          .insertInto('menus')
          .values({ parent_id: p.menu_id, type: 'named', path: child.path, name: child.name, component: child.component, title: child.title, hidden: true, sort: j, page_id: child.name })
          .returning('menu_id')
          .executeTakeFirstOrThrow();
        menuIds.push(c.menu_id);
      }
    }
    const grants = roles.flatMap((r) => menuIds.map((m) => ({ role_id: r.role_id, menu_id: m })));
    if (grants.length) await trx.insertInto('role_menus').values(grants).execute();
  });
}

async function seedRecords(services: AppServices): Promise<void> {
  const { db } = services;
  const any = await db.selectFrom('eir_records').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['FWD001', 'FLT001']).execute();
  const fwd = companies.find((c) => c.company_code === 'FWD001')?.company_id;
  const fleet = companies.find((c) => c.company_code === 'FLT001')?.company_id;
  if (!fwd || !fleet) return;
  const now = services.now().getTime();
  const ctn = ['MSCU1234566', 'TGHU7654320', 'CSQU3054383', 'OOLU1548378', 'HLXU8765430', 'TCLU5019183'];
  await db
    .insertInto('eir_records')
    .values(
      ctn.map((c, i) => ({
        eir_no: `EIR${String(20260001 + i)}`,
        kind: i % 2 === 0 ? 'EIR' : 'EIRJX',
        company_id: i < 4 ? fwd : fleet,
        direction: i % 3 === 0 ? 'in' : 'out',
        ctn_no: c,
        ctn_size: i % 2 === 0 ? '40' : '20',
        ctn_type: i % 2 === 0 ? 'HC' : 'GP',
        seal_no: `SL${880100 + i}`,
        ctn_operator: ['MSC', 'COSCO', 'OOCL', 'HPL'][i % 4]!,
        bill_no: `NGB2026${String(1000 + i)}`,
        vessel: 'MSC AURORA',
        voyage: `${120 + i}E`,
        truck_license: `浙B${String(12345 + i * 1111).slice(0, 5)}`,
        driver_name: ['王师傅', '李师傅', '赵师傅'][i % 3]!,
        yard_name: i % 2 === 0 ? '中技集装箱堆场' : '温台支线港堆场',
        condition: i === 2 ? '左侧板轻微凹陷' : '完好',
        gross_kg: 3800 + i * 120,
        issue_time: new Date(now - i * DAY_MS),
      })),
    )
    .execute();
  await db
    .insertInto('edo_records')
    .values(
      [0, 1, 2].map((i) => ({
        edo_no: `EDO${20260101 + i}`,
        company_id: fwd,
        bill_no: `NGB2026${String(2000 + i)}`,
        vessel: 'COSCO SHIPPING LEO',
        voyage: `${31 + i}W`,
        consignee: '宁港国际货运代理有限公司',
        agent_name: '东海船务代理有限公司',
        yard_name: '北仑第二集装箱码头',
        valid_until: new Date(now + (7 - i) * DAY_MS),
        containers: JSON.stringify(
          ctn.slice(0, 2 + i).map((c, k) => ({ ctnNo: c, ctnSize: k % 2 ? '20' : '40', ctnType: k % 2 ? 'GP' : 'HC', sealNo: `SL${990100 + k}`, grossKg: 21000 + k * 350 })),
        ),
        issue_time: new Date(now - i * DAY_MS),
      })),
    )
    .execute();
  await db
    .insertInto('weigh_lists')
    .values(
      ctn.map((c, i) => ({
        list_no: `WL${20260301 + i}`,
        company_id: i < 3 ? fwd : fleet,
        truck_license: `浙B${String(23456 + i * 1111).slice(0, 5)}`,
        ctn_no: c,
        ctn_size: i % 2 ? '20' : '40',
        ctn_type: i % 2 ? 'GP' : 'HC',
        seal_no: `SL${770100 + i}`,
        gross_kg: 32000 + i * 410,
        tare_kg: 14800 + i * 35,
        cargo_name: ['日用百货', '机械配件', '纺织品'][i % 3]!,
        yard_name: '北仑港区二期地磅站',
        weigher: '陈司磅',
        weigh_time: new Date(now - i * DAY_MS / 2),
      })),
    )
    .execute();
}

export async function seedDocuments(services: AppServices, demo: boolean): Promise<void> {
  await seedRoutes(services);
  if (demo) await seedRecords(services);
}
