/**
 * The order form's rules, enforced by the server with the words the form uses: required fields, the
 * container list (format and ISO 6346 check digit through @port/sdk/rules, in the form's order, so the first
 * bad entry is named by its position), duplicates, sizes, types and yards from their dictionaries, the fleet.
 * Answers every issue (the Excel import reports them all) or throws the first (the form's calls).
 */
import type { Schemas } from '@port/sdk/contract';
import { normalizeCode, validateContainerNumbers } from '@port/sdk/rules';
import { serverMessage, type ServerLanguage } from '@port/config/server-messages';
import { invalid } from '../../http/errors';
import { parseDateTime } from '../../lib/datetime';
import { clientText } from '../../lib/text';
import { TtlCache } from '../../lib/ttl-cache';
import type { AppServices } from '../../services';

export type OrderInput = Schemas['TruckOrderWrite'];
export type OrderType = Schemas['TruckOrderType'];

export const ORDER_TYPES: readonly OrderType[] = ['I', 'E', '1', '2', '3', 'D'];
export const DICT_TYPES = { size: 'td_ctn_size', type: 'td_ctn_type', yard: 'td_take_address' } as const;

export interface Issue {
  field: string;
  message: string;
}

export interface Vocabulary {
  sizes: Set<string>;
  types: Set<string>;
  yards: Set<string>;
  /** company_id → name of every fleet company. */
  fleets: Map<string, string>;
}

// One cache per database: company ids differ between databases (tests run several servers in one process).
const vocabularyCaches = new WeakMap<object, TtlCache<Vocabulary>>();

/** The dictionaries and fleets an order is checked against (cached for 30 s). */
export async function vocabulary(services: AppServices): Promise<Vocabulary> {
  let vocabularies = vocabularyCaches.get(services.db);
  if (!vocabularies) {
    vocabularies = new TtlCache<Vocabulary>(30_000, 4);
    vocabularyCaches.set(services.db, vocabularies);
  }
  const hit = vocabularies.get('v');
  if (hit) return hit;
  const dict = await services.db
    .selectFrom('dict_data')
    .select(['dict_type', 'dict_value'])
    .where('dict_type', 'in', Object.values(DICT_TYPES))
    .where('status', '=', '0')
    .execute();
  const of = (t: string) => new Set(dict.filter((d) => d.dict_type === t).map((d) => d.dict_value));
  const fleets = await services.db.selectFrom('companies').select(['company_id', 'company_name']).where('kind', '=', 'fleet').execute();
  const v: Vocabulary = {
    sizes: of(DICT_TYPES.size),
    types: of(DICT_TYPES.type),
    yards: of(DICT_TYPES.yard),
    fleets: new Map(fleets.map((f) => [f.company_id, f.company_name])),
  };
  vocabularies.set('v', v);
  return v;
}

const label = (lang: ServerLanguage, field: string) => clientText(lang, `trucking.fields.${field}`);

/** The input with container numbers normalised (upper case, no whitespace) and text trimmed. */
export function normalizeOrder(input: OrderInput): OrderInput {
  const text = (v: string | null | undefined) => {
    const t = v?.trim();
    return t ? t : null;
  };
  return {
    ...input,
    billNo: text(input.billNo)?.toUpperCase() ?? null,
    vessel: text(input.vessel),
    voyage: text(input.voyage),
    takeAddress: input.takeAddress.trim(),
    deliveryAddress: text(input.deliveryAddress),
    contactName: text(input.contactName),
    contactPhone: text(input.contactPhone),
    remark: text(input.remark),
    planTime: text(input.planTime),
    containers: input.containers.map((c) => ({
      ...c,
      ctnNo: normalizeCode(c.ctnNo),
      ctnSize: c.ctnSize.trim(),
      ctnType: c.ctnType.trim(),
      sealNo: text(c.sealNo),
    })),
  };
}

/** Every issue of a (normalised) order, in the form's order. */
export function orderIssues(lang: ServerLanguage, v: Vocabulary, input: OrderInput, opts: { everyContainer?: boolean } = {}): Issue[] {
  const issues: Issue[] = [];
  const required = (field: string, value: unknown, name = field) => {
    if (value === null || value === undefined || String(value).trim() === '') {
      issues.push({ field, message: serverMessage(lang, 'fieldRequired', { field: label(lang, name) }) });
      return false;
    }
    return true;
  };
  const inDict = (field: string, value: string, set: Set<string>, name = field) => {
    if (required(field, value, name) && !set.has(value)) {
      issues.push({ field, message: serverMessage(lang, 'dictValueInvalid', { field: label(lang, name), value }) });
    }
  };
  if (required('orderType', input.orderType) && !ORDER_TYPES.includes(input.orderType)) {
    issues.push({ field: 'orderType', message: serverMessage(lang, 'dictValueInvalid', { field: label(lang, 'orderType'), value: input.orderType }) });
  }
  if (!input.fleetCompanyId) issues.push({ field: 'fleetCompanyId', message: serverMessage(lang, 'fleetRequired') });
  else if (!v.fleets.has(input.fleetCompanyId)) issues.push({ field: 'fleetCompanyId', message: serverMessage(lang, 'fleetUnknown') });
  inDict('takeAddress', input.takeAddress, v.yards);
  if (input.planTime && !parseDateTime(input.planTime)) {
    issues.push({ field: 'planTime', message: serverMessage(lang, 'invalidField', { field: label(lang, 'planTime'), detail: 'YYYY-MM-DD HH:mm:ss' }) });
  }

  if (input.containers.length === 0) {
    issues.push({ field: 'containers', message: serverMessage(lang, 'containersRequired') });
    return issues;
  }
  if (opts.everyContainer) {
    // The import reports every bad number, each by its position in its order.
    input.containers.forEach((c, i) => {
      const found = validateContainerNumbers(c.ctnNo || ' ');
      if (found) issues.push({ field: `containers.${i}.ctnNo`, message: clientText(lang, found.key, { n: i + 1 }) });
    });
  } else {
    // The same check as the pasted list on the form: the first bad entry, by its position.
    const listIssue = validateContainerNumbers(input.containers.map((c) => c.ctnNo).join(','));
    if (listIssue) {
      const n = Number(listIssue.params?.n ?? 1);
      issues.push({ field: `containers.${n - 1}.ctnNo`, message: clientText(lang, listIssue.key, listIssue.params ?? {}) });
    }
  }
  const seen = new Set<string>();
  input.containers.forEach((c, i) => {
    if (seen.has(c.ctnNo)) issues.push({ field: `containers.${i}.ctnNo`, message: serverMessage(lang, 'containerDuplicate', { n: i + 1, ctnNo: c.ctnNo }) });
    seen.add(c.ctnNo);
    inDict(`containers.${i}.ctnSize`, c.ctnSize, v.sizes, 'ctnSize');
    inDict(`containers.${i}.ctnType`, c.ctnType, v.types, 'ctnType');
  });
  return issues;
}

/** The form's calls: the first issue as a 400 naming its field. */
export function assertOrder(lang: ServerLanguage, v: Vocabulary, input: OrderInput): void {
  const first = orderIssues(lang, v, input)[0];
  if (first) throw invalid(first.message, `body.${first.field}`);
}
