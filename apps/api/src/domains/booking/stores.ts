/**
 * The booking domain's store: where each field of the description (@port/sdk/domains/booking) lives in
 * `bookings`, and what is special — the agent must be a shipping-line agent company, the voyage an existing
 * call (or a sailing date is given instead), the container demand is kept parsed as JSON lines beside the
 * text, only the forwarder edits and only while draft or returned, accept sets the booking no., reject keeps
 * the reason on the record.
 */
import { sql } from 'kysely';
import { bookingEntity, parseContainerDemand } from '@port/sdk/domains/booking';
import { editableIn } from '@port/sdk/domain';
import { ApiError, invalid } from '../../http/errors';
import { defineStore } from '../../lib/entity/store';
import { companyName } from '../../lib/entity/lookups';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { assertVoyageOpen } from '../bl/gate';
import { voyageNameOf } from '../vessel/names';

const upper = (v: string) => v.toUpperCase();

export const bookingStore = defineStore({
  description: bookingEntity,
  table: 'bookings',
  idColumn: 'id',
  from: (db: Executor) => db.selectFrom('bookings as b'),
  id: 'b.id',
  columns: {
    id: sql`b.id::text`,
    bookingNo: 'b.booking_no',
    status: 'b.status',
    ownerCompanyName: companyName('b.company_id'),
    agentId: 'b.agent_company_id',
    agentName: companyName('b.agent_company_id'),
    shipper: 'b.shipper',
    consignee: 'b.consignee',
    notifyParty: 'b.notify_party',
    polCode: 'b.pol_code',
    podCode: 'b.pod_code',
    voyageId: sql`b.voyage_seq::text`,
    voyageName: voyageNameOf('b.voyage_seq'),
    sailingFrom: sql`to_char(b.sailing_from, 'YYYY-MM-DD')`,
    sailingTo: sql`to_char(b.sailing_to, 'YYYY-MM-DD')`,
    containers: 'b.containers',
    cargoDescription: 'b.cargo_description',
    hsCode: 'b.hs_code',
    packages: 'b.packages',
    packageKind: 'b.package_kind',
    grossWeight: sql`b.gross_weight::float8`,
    volume: sql`b.volume::float8`,
    dangerous: 'b.dangerous',
    reefer: 'b.reefer',
    freightTerms: 'b.freight_terms',
    blType: 'b.bl_type',
    remark: 'b.remark',
    rejectReason: 'b.reject_reason',
    createTime: 'b.create_time',
    updateTime: 'b.update_time',
    version: 'b.version',
  },
  visibility: 'parties',
  parties: { owner: 'b.company_id', counterpart: 'b.agent_company_id', createdBy: 'b.created_by' },
  writes: {
    agentId: 'agent_company_id', shipper: 'shipper', consignee: 'consignee', notifyParty: 'notify_party', polCode: 'pol_code', podCode: 'pod_code',
    voyageId: 'voyage_seq', sailingFrom: 'sailing_from', sailingTo: 'sailing_to', containers: 'containers', cargoDescription: 'cargo_description',
    hsCode: 'hs_code', packages: 'packages', packageKind: 'package_kind', grossWeight: 'gross_weight', volume: 'volume', dangerous: 'dangerous',
    reefer: 'reefer', freightTerms: 'freight_terms', blType: 'bl_type', remark: 'remark',
  },
  hooks: {
    normalize: { polCode: upper, podCode: upper, containers: upper, hsCode: (v) => v.replace(/[\s.]/g, '') },
    assertWriter: (caller, before) => {
      if (!before) return;
      // The agent reads the booking but never edits it; the forwarder edits only what the agent does not hold.
      if (caller.user.dataScope !== '1' && before.company_id !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(bookingEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `booking.booking.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values) => {
      const agent = await trx.selectFrom('companies').select('company_id').where('company_id', '=', String(values.agent_company_id))
        .where('kind', '=', 'agent').executeTakeFirst();
      if (!agent) throw invalid(clientText(caller.lang, 'booking.booking.agentUnknown'), 'body.agentId');
      const seq = values.voyage_seq === null ? null : String(values.voyage_seq);
      if (seq !== null) {
        const call = /^[1-9]\d{0,17}$/.test(seq) ? await trx.selectFrom('vessel_voyages').select('seq').where('seq', '=', seq).executeTakeFirst() : undefined;
        if (!call) throw invalid(clientText(caller.lang, 'booking.booking.voyageUnknown'), 'body.voyageId');
      } else if (values.sailing_from === null) {
        throw invalid(clientText(caller.lang, 'booking.booking.routingRequired'), 'body.voyageId');
      }
      return {
        container_lines: JSON.stringify(parseContainerDemand(String(values.containers)) ?? []),
        dangerous: values.dangerous ?? false,
        reefer: values.reefer ?? false,
      };
    },
    // The ship configuration closes a voyage to bookings (bl/gate.ts).
    beforeTransition: async (caller, trx, action, row) => {
      if (action === 'submit') await assertVoyageOpen(caller, trx, row.voyage_seq, 'booking');
    },
    onTransition: {
      submit: () => ({ reject_reason: null }),
      accept: (_now, fields) => ({ booking_no: String(fields.bookingNo).trim().toUpperCase().slice(0, 30) }),
      reject: (_now, _fields, reason) => ({ reject_reason: reason ?? null }),
    },
  },
});
