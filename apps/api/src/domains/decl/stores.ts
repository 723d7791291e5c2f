/**
 * Where each field of the dangerous-goods declaration (@port/sdk/domains/decl) lives in `dg_declarations`, and what
 * is special: the server assigns the declaration no., the terminal must be a terminal company, the voyage an
 * existing call; texts are normalized (UN number, EmS, container no.); only the declaring company edits, while the
 * declaration is a draft or returned. The field and cross-field rules are the description's (lib/entity/write).
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { dgDeclarationEntity } from '@port/sdk/domains/decl';
import { ApiError, invalid } from '../../http/errors';
import { companyName } from '../../lib/entity/lookups';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { portDayStamp } from '../../lib/datetime';

const upper = (v: string) => v.toUpperCase();
/** 'f-e,s-d' → 'F-E, S-D'. */
const normalizeEms = (v: string) => v.toUpperCase().replace(/\s+/g, '').replace(/,/g, ', ');
const normalizeRisks = (v: string) => v.split(/[,，\s]+/).filter(Boolean).join(',');

export const dgDeclarationStore = defineStore({
  description: dgDeclarationEntity,
  table: 'dg_declarations',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('dg_declarations as d')
      .leftJoin('vessel_voyages as v', 'v.seq', 'd.voyage_seq')
      .leftJoin('vessels as s', 's.vessel_code', 'v.vessel_code'),
  id: 'd.id',
  columns: {
    id: sql`d.id::text`,
    declNo: 'd.decl_no',
    status: 'd.status',
    ownerCompanyName: companyName('d.company_id'),
    terminalId: 'd.terminal_company_id',
    terminalCompanyName: companyName('d.terminal_company_id'),
    voyageId: sql`d.voyage_seq::text`,
    vesselName: sql`coalesce(s.vessel_ename, s.vessel_name)`,
    voyageNo: sql`coalesce(v.export_voyage, v.import_voyage, v.voyage)`,
    blNo: 'd.bl_no',
    containerNo: 'd.container_no',
    sizeType: 'd.size_type',
    unNo: 'd.un_no',
    properShippingName: 'd.proper_shipping_name',
    imdgClass: 'd.imdg_class',
    subsidiaryRisks: 'd.subsidiary_risks',
    packingGroup: 'd.packing_group',
    flashPoint: sql`d.flash_point::float8`,
    ems: 'd.ems',
    marinePollutant: 'd.marine_pollutant',
    limitedQuantity: 'd.limited_quantity',
    packages: 'd.packages',
    packageKind: 'd.package_kind',
    netWeight: sql`d.net_weight::float8`,
    grossWeight: sql`d.gross_weight::float8`,
    emergencyContact: 'd.emergency_contact',
    emergencyPhone: 'd.emergency_phone',
    dgDeclarationFile: 'd.dg_declaration_file',
    packingCertificateFile: 'd.packing_certificate_file',
    sdsFile: 'd.sds_file',
    rejectReason: 'd.reject_reason',
    createTime: 'd.create_time',
    updateTime: 'd.update_time',
    version: 'd.version',
  },
  visibility: 'parties',
  parties: { owner: 'd.company_id', counterpart: 'd.terminal_company_id', createdBy: 'd.created_by' },
  writes: {
    terminalId: 'terminal_company_id', voyageId: 'voyage_seq', blNo: 'bl_no', containerNo: 'container_no', sizeType: 'size_type', unNo: 'un_no',
    properShippingName: 'proper_shipping_name', imdgClass: 'imdg_class', subsidiaryRisks: 'subsidiary_risks', packingGroup: 'packing_group',
    flashPoint: 'flash_point', ems: 'ems', marinePollutant: 'marine_pollutant', limitedQuantity: 'limited_quantity', packages: 'packages',
    packageKind: 'package_kind', netWeight: 'net_weight', grossWeight: 'gross_weight', emergencyContact: 'emergency_contact',
    emergencyPhone: 'emergency_phone', dgDeclarationFile: 'dg_declaration_file', packingCertificateFile: 'packing_certificate_file', sdsFile: 'sds_file',
  },
  hooks: {
    normalize: {
      blNo: (v) => v.replace(/\s+/g, '').toUpperCase(), containerNo: (v) => v.replace(/\s+/g, '').toUpperCase(), ems: normalizeEms,
      subsidiaryRisks: normalizeRisks, properShippingName: upper,
    },
    assertWriter: (caller, before) => {
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(dgDeclarationEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `decl.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const terminal = await trx.selectFrom('companies').select('company_id').where('company_id', '=', String(values.terminal_company_id))
        .where('kind', '=', 'terminal').executeTakeFirst();
      if (!terminal) throw invalid(clientText(caller.lang, 'decl.dg.terminalUnknown'), 'body.terminalId');
      const voyage = /^[1-9]\d{0,17}$/.test(String(values.voyage_seq))
        ? await trx.selectFrom('vessel_voyages').select('seq').where('seq', '=', String(values.voyage_seq)).executeTakeFirst()
        : undefined;
      if (!voyage) throw invalid(clientText(caller.lang, 'decl.dg.voyageUnknown'), 'body.voyageId');
      const out: Record<string, unknown> = {
        voyage_seq: voyage.seq, marine_pollutant: values.marine_pollutant ?? false, limited_quantity: values.limited_quantity ?? false,
      };
      if (!before) out.decl_no = await nextDeclNo(trx, caller);
      return out;
    },
    onTransition: {
      resubmit: () => ({ reject_reason: null }),
      reject: (_now, _fields, reason) => ({ reject_reason: reason ?? null }),
    },
  },
});

/** DG + yymmdd (the port's day) + a six-digit sequence. */
async function nextDeclNo(trx: Executor, caller: Pick<EntityCaller, 'services'>): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('dg_declaration_no_seq')::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `DG${day}${rows[0]!.n.padStart(6, '0')}`;
}
