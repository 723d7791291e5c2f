/**
 * Demo dangerous-goods declarations: 32 by the forwarder FWD001 to the terminal TML001 over the last month, across
 * every state, on the seeded vessel calls — real UN entries (paints, acids, aerosols, marine pollutants …) with
 * their class, packing group, flash point and EmS as the IMDG Code lists them. Every row passes the description's
 * field and cross-field rules (checked here as the server checks them); every declaration past draft carries its
 * three documents as small PDFs in the file store.
 */
import { randomUUID } from 'node:crypto';
import type { FieldSpec } from '@port/sdk/domain';
import { checkRecord } from '@port/sdk/domain';
import { dgDeclarationEntity } from '@port/sdk/domains/decl';
import { containerNumberOf } from '@port/sdk/rules';
import type { AppServices } from '../../services';
import { fileStorage } from '../files/storage';
import { textPdf } from './pdf';
import { portDayStamp } from '../../lib/datetime';

interface Goods {
  unNo: string; name: string; cls: string; sub?: string; pg?: string; fp?: number; ems: string; mp?: boolean; lq?: boolean; kind: string; perPackage: number;
}
const GOODS: Goods[] = [
  { unNo: '1263', name: 'PAINT', cls: '3', pg: 'II', fp: 23, ems: 'F-E, S-E', kind: 'STEEL DRUMS', perPackage: 220 },
  { unNo: '1993', name: 'FLAMMABLE LIQUID, N.O.S. (XYLENE)', cls: '3', pg: 'III', fp: 27, ems: 'F-E, S-E', kind: 'IBC', perPackage: 980 },
  { unNo: '1830', name: 'SULPHURIC ACID', cls: '8', pg: 'II', ems: 'F-A, S-B', kind: 'PLASTIC DRUMS', perPackage: 250 },
  { unNo: '1090', name: 'ACETONE', cls: '3', pg: 'II', fp: -20, ems: 'F-E, S-D', kind: 'STEEL DRUMS', perPackage: 180 },
  { unNo: '3082', name: 'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S. (CYPERMETHRIN)', cls: '9', pg: 'III', ems: 'F-A, S-F', mp: true, kind: 'PLASTIC JERRICANS', perPackage: 22 },
  { unNo: '1950', name: 'AEROSOLS', cls: '2.1', ems: 'F-D, S-U', lq: true, kind: 'FIBREBOARD BOXES', perPackage: 12 },
  { unNo: '1789', name: 'HYDROCHLORIC ACID', cls: '8', pg: 'II', ems: 'F-A, S-B', kind: 'IBC', perPackage: 1250 },
  { unNo: '1170', name: 'ETHANOL', cls: '3', pg: 'II', fp: 13, ems: 'F-E, S-D', kind: 'STEEL DRUMS', perPackage: 170 },
  { unNo: '2794', name: 'BATTERIES, WET, FILLED WITH ACID', cls: '8', pg: 'III', ems: 'F-A, S-B', kind: 'WOODEN PALLETS', perPackage: 640 },
  { unNo: '2924', name: 'FLAMMABLE LIQUID, CORROSIVE, N.O.S. (METHANOL, SODIUM METHYLATE)', cls: '3', sub: '8', pg: 'II', fp: 11, ems: 'F-E, S-C', kind: 'STEEL DRUMS', perPackage: 190 },
  { unNo: '1479', name: 'OXIDIZING SOLID, N.O.S. (SODIUM PERSULPHATE)', cls: '5.1', pg: 'III', ems: 'F-A, S-Q', kind: 'WOVEN BAGS', perPackage: 25 },
  { unNo: '2811', name: 'TOXIC SOLID, ORGANIC, N.O.S. (CARBENDAZIM)', cls: '6.1', pg: 'III', ems: 'F-A, S-A', mp: true, kind: 'FIBRE DRUMS', perPackage: 50 },
  { unNo: '1866', name: 'RESIN SOLUTION', cls: '3', pg: 'III', fp: 35, ems: 'F-E, S-E', kind: 'STEEL DRUMS', perPackage: 210 },
];
const OWNERS = ['MSKU', 'TGHU', 'CSNU', 'OOLU', 'EGHU', 'CMAU', 'TCLU', 'SEGU'];
const STATES = ['submitted', 'accepted', 'accepted', 'draft', 'submitted', 'rejected', 'accepted', 'cancelled'] as const;
const CONTACTS: Array<[string, string]> = [['陈工', '13857400112'], ['林经理', '0574-86881234'], ['王安全员', '13906612345'], ['周主任', '13777088931']];
const COUNT = 32;

function containerNo(serial: number): string {
  return containerNumberOf(OWNERS[serial % OWNERS.length]!, 300000 + ((serial * 6151) % 600000));
}

/** The record's values pass every field rule and cross-field check of the description, or the seed stops. */
function assertRules(values: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(values)) {
    const spec = (dgDeclarationEntity.fields as Record<string, FieldSpec | undefined>)[field];
    const found = spec?.validate?.map((v) => v(value)).find(Boolean);
    if (found) throw new Error(`seed declaration ${field}=${String(value)} fails ${found.key}`);
  }
  const failed = checkRecord(dgDeclarationEntity.checks, values);
  if (failed) throw new Error(`seed declaration fails ${failed.issue.key} on ${failed.field}`);
}

export async function seedDgDeclarations(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('dg_declarations').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['FWD001', 'TML001']).execute();
  const forwarder = companies.find((c) => c.company_code === 'FWD001')?.company_id;
  const terminal = companies.find((c) => c.company_code === 'TML001')?.company_id;
  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  const voyages = await db.selectFrom('vessel_voyages').select('seq').where('status', '!=', 'cancelled').orderBy('eta', 'desc').limit(10).execute();
  if (!forwarder || !terminal || voyages.length === 0) return;
  const now = services.now();
  const hour = 3_600_000;
  const storage = fileStorage(services);
  const files: Array<Record<string, unknown>> = [];
  const store = async (name: string, title: string, lines: string[]) => {
    const path = `common/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.pdf`;
    const bytes = textPdf(title, lines);
    await storage.put(path, bytes);
    files.push({
      path, original_name: name, content_type: 'application/pdf', size: bytes.length, biz_type: 'common', company_id: forwarder,
      uploader_id: user?.user_id ?? null, business_no: null, business_type: 'dangerousDeclaration', file_type: 'attachment', create_time: now,
    });
    return path;
  };

  const rows = [];
  for (let i = 0; i < COUNT; i++) {
    const g = GOODS[i % GOODS.length]!;
    const status = STATES[i % STATES.length]!;
    const created = new Date(now.getTime() - (COUNT - i) * 21 * hour);
    const day = portDayStamp(created);
    const packages = g.lq ? 400 + i * 5 : g.perPackage > 900 ? 18 : 60 + ((i * 7) % 20);
    const net = Math.round(packages * g.perPackage * 0.92 * 1000) / 1000;
    const gross = Math.round(packages * g.perPackage * 1000) / 1000;
    const [contact, phone] = CONTACTS[i % CONTACTS.length]!;
    const values = {
      containerNo: containerNo(i + 1), unNo: g.unNo, properShippingName: g.name, imdgClass: g.cls, subsidiaryRisks: g.sub ?? null, packingGroup: g.pg ?? null,
      flashPoint: g.fp ?? null, ems: g.ems, marinePollutant: g.mp ?? false, limitedQuantity: g.lq ?? false, packages, netWeight: net, grossWeight: gross,
      emergencyPhone: phone,
    };
    assertRules(values);
    const declNo = `DG${day}${String(900000 + i + 1).padStart(6, '0')}`;
    const documented = status !== 'draft';
    const doc = (kind: string) => [
      `Declaration ${declNo}   Container ${values.containerNo}`, `UN ${g.unNo}  ${g.name}`, `Class ${g.cls}${g.sub ? ` (${g.sub})` : ''}  PG ${g.pg ?? '-'}  EmS ${g.ems}`,
      `${packages} x ${g.kind}   Net ${net} kg   Gross ${gross} kg`, `Shipper: NINGBO GANGTONG INTERNATIONAL FREIGHT CO., LTD.`, `24h emergency: ${phone}`, kind,
    ];
    rows.push({
      decl_no: declNo, status, company_id: forwarder, terminal_company_id: terminal, created_by: user?.user_id ?? null,
      voyage_seq: voyages[i % voyages.length]!.seq, bl_no: `NGBDG${String(2611000 + i * 13).padStart(7, '0')}`, container_no: values.containerNo,
      size_type: g.kind === 'IBC' ? '20GP' : i % 3 === 0 ? '40HC' : '20GP', un_no: g.unNo, proper_shipping_name: g.name, imdg_class: g.cls,
      subsidiary_risks: values.subsidiaryRisks, packing_group: values.packingGroup, flash_point: values.flashPoint, ems: g.ems,
      marine_pollutant: values.marinePollutant, limited_quantity: values.limitedQuantity, packages, package_kind: g.kind, net_weight: net, gross_weight: gross,
      emergency_contact: contact, emergency_phone: phone,
      dg_declaration_file: documented ? await store(`${declNo}-DGD.pdf`, 'DANGEROUS GOODS DECLARATION', doc('IMO Multimodal Dangerous Goods Form')) : null,
      packing_certificate_file: documented ? await store(`${declNo}-CPC.pdf`, 'CONTAINER PACKING CERTIFICATE', doc('Packed and secured per IMDG Code 5.4.2')) : null,
      sds_file: documented ? await store(`${declNo}-SDS.pdf`, 'SAFETY DATA SHEET', doc('Section 1: Identification of the substance')) : null,
      reject_reason: status === 'rejected' ? '安全技术说明书版本过期，请上传最新版本' : null,
      create_time: created, update_time: new Date(created.getTime() + (status === 'draft' ? 0 : 4 * hour)),
    });
  }
  if (files.length) await db.insertInto('stored_files').values(files as never).execute();
  await db.insertInto('dg_declarations').values(rows).execute();
}
