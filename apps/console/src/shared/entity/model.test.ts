import { validateImo } from '@port/sdk';
import { vesselEntity, voyageEntity } from '@port/sdk/domains/vessel';
import { describe, expect, it } from 'vitest';
import { DISPATCH_FLOW, TRUCK_ORDER_FLOW, truckingOrderEntity } from '@port/sdk/domains/trucking';
import { checkField, columnItems, displayValue, fieldSpec, flowTag, formBody, formValues, listQuery, offeredByPermission, openActions, searchItems, sortQuery, type EntityRecord } from './model';
import { entityPageKeys } from './paths';

const voyage = voyageEntity;
const planned: EntityRecord = { id: '7', version: 3, status: 'planned', allowedActions: ['berth'] };

describe('search form and list query from a description', () => {
  it('makes one item per filter, a range filling its From/To parameters', () => {
    const items = searchItems(voyage);
    expect(items.map((i) => i.field)).toEqual(['vesselName', 'vesselId', 'importVoyage', 'exportVoyage', 'portCode', 'status', 'eta']);
    expect(items.find((i) => i.field === 'eta')?.params).toEqual(['etaFrom', 'etaTo']);
    expect(items.find((i) => i.field === 'status')?.match).toBe('in');
  });

  it('trims texts, joins several codes with commas, writes times as the contract does (ISO with the port offset) and drops empty values', () => {
    const query = listQuery(voyage, {
      vesselName: '  COSCO ',
      importVoyage: '',
      status: ['planned', 'berthed'],
      eta: ['2026-11-01 00:00:00', new Date('2026-11-30T23:59:59+08:00')],
      portCode: undefined,
    });
    expect(query).toEqual({ vesselName: 'COSCO', status: 'planned,berthed', etaFrom: '2026-11-01T00:00:00+08:00', etaTo: '2026-11-30T23:59:59+08:00' });
  });

  it('sorts only by the allow-list', () => {
    expect(sortQuery(voyage, 'eta', 'ascend')).toEqual({ sortField: 'eta', sortOrder: 'asc' });
    expect(sortQuery(voyage, 'eta', 'descend')).toEqual({ sortField: 'eta', sortOrder: 'desc' });
    expect(sortQuery(voyage, 'berth', 'ascend')).toEqual({});
    expect(sortQuery(voyage, 'eta', undefined)).toEqual({});
  });
});

describe('columns from a description', () => {
  it('keeps the order, marks sortable columns, the default sort and the status column', () => {
    const columns = columnItems(voyage);
    expect(columns.map((c) => c.field)).toEqual([...voyage.columns]);
    expect(columns.filter((c) => c.sortable).map((c) => c.field)).toEqual(['eta']);
    expect(columns.find((c) => c.field === 'eta')?.defaultOrder).toBe('descend');
    expect(columns.filter((c) => c.isStatus).map((c) => c.field)).toEqual(['status']);
  });

  it('shows option labels, yes/no, money in yuan and thousands', () => {
    const t = (k: string) => `«${k}»`;
    expect(displayValue(fieldSpec(vesselEntity, 'type'), 'bulk', { t })).toBe('«vessel.vessel.types.bulk»');
    expect(displayValue({ label: 'x', kind: 'boolean' }, false, { t })).toBe('«entityPage.no»');
    expect(displayValue({ label: 'x', kind: 'money' }, 123456, { t })).toBe('1,234.56');
    expect(displayValue({ label: 'x', kind: 'integer' }, 20000, { t })).toBe('20,000');
    expect(displayValue({ label: 'x', kind: 'integer', max: 2100 }, 2021, { t })).toBe('2021');
    expect(displayValue({ label: 'x', kind: 'text' }, null, { t })).toBe('');
    expect(displayValue({ label: 'x', kind: 'select', dict: 'd' }, 'A', { t, dictLabel: (_d, v) => `dict ${v}` })).toBe('dict A');
  });
});

describe('actions a record offers', () => {
  const none = () => false;
  it('are the transitions open from its state that the server allowed', () => {
    expect(openActions(voyage, planned, none).map((t) => t.action)).toEqual(['berth']);
    expect(openActions(voyage, { ...planned, allowedActions: [] }, () => true)).toEqual([]);
    // The server's list never opens an action the state does not.
    expect(openActions(voyage, { ...planned, allowedActions: ['depart', 'close'] }, () => true)).toEqual([]);
    expect(openActions(voyage, { ...planned, status: 'berthed', allowedActions: ['depart'] }, none).map((t) => t.action)).toEqual(['depart']);
  });

  it('fall back to the permissions held when the answer has no allowedActions (never a party rule)', () => {
    const { allowedActions: _a, ...bare } = planned;
    expect(openActions(voyage, bare as EntityRecord, (p) => p === 'vessel:voyage:berth').map((t) => t.action)).toEqual(['berth']);
    expect(openActions(voyage, bare as EntityRecord, (p) => p === 'vessel:code:edit')).toEqual([]);
    expect(openActions(vesselEntity, planned, () => true)).toEqual([]);
  });
});

describe('form checks and body from a description', () => {
  it('runs required, longest text and the description’s validators (the server’s own)', () => {
    const imo = fieldSpec(vesselEntity, 'imo');
    expect(checkField(imo, '')).toEqual({ key: 'listPage.required', params: { field: 'vessel.vessel.fields.imo' } });
    expect(checkField(imo, '9321484')).toEqual(validateImo('9321484'));
    expect(checkField(imo, '9321484')).not.toBeNull();
    expect(checkField(imo, '9321483')).toBeNull();
    expect(checkField(fieldSpec(vesselEntity, 'code'), 'ABCDEFGHIJK')).toEqual({ key: 'entityPage.tooLong', params: { field: 'vessel.vessel.fields.code', max: 10 } });
  });

  it('sends every written field (blank as null), dates in the contract’s format and the version on update', () => {
    const body = formBody(voyage, { vesselId: '12', importVoyage: ' 025E ', exportVoyage: '', portCode: 'CNNGB', terminalCode: 'BLCT', eta: new Date('2026-12-01T08:00:00+08:00'), status: 'closed' }, 4);
    expect(body).toEqual({
      vesselId: '12', importVoyage: '025E', exportVoyage: null, portCode: 'CNNGB', terminalCode: 'BLCT', berth: null,
      eta: '2026-12-01T08:00:00+08:00', etd: null, docCutoff: null, gateCutoff: null, version: 4,
    });
    expect(formBody(vesselEntity, { code: 'CSUN', nameEn: 'X', imo: '9321483', type: 'container', teu: '2000' })).toMatchObject({ teu: 2000 });
  });

  it('starts an edit from the record’s written fields only', () => {
    expect(Object.keys(formValues(voyage, { id: '1', vesselId: '2', status: 'planned', eta: '2026-12-01 08:00:00' }))).not.toContain('status');
  });
});

describe('page keys', () => {
  it('follow the description’s name', () => {
    expect(entityPageKeys(voyage)).toMatchObject({ list: 'vessel/voyages', detail: 'vessel/voyageDetail', form: 'vessel/voyageForm' });
    expect(entityPageKeys(vesselEntity)).toMatchObject({ list: 'vessel/vessels', detail: 'vessel/vesselDetail', form: 'vessel/vesselForm' });
  });
});

describe('a list row\'s buttons and tags from a flow (trucking orders)', () => {
  const holds = (...perms: string[]) => (p: string) => perms.includes(p);
  it('offers the transitions open from the status whose permission the caller holds', () => {
    expect(offeredByPermission(TRUCK_ORDER_FLOW, '05', holds('td:main:edit')).map((t) => t.action)).toEqual(['entrust']);
    expect(offeredByPermission(TRUCK_ORDER_FLOW, '03', holds('td:main:edit')).map((t) => t.action)).toEqual(['entrust']);
    expect(offeredByPermission(TRUCK_ORDER_FLOW, '00', holds('td:main:edit'))).toEqual([]);
    expect(offeredByPermission(TRUCK_ORDER_FLOW, '00', holds('fleet:order:review')).map((t) => t.action)).toEqual(['review', 'return']);
    expect(offeredByPermission(TRUCK_ORDER_FLOW, '01', holds('fleet:order:review', 'td:main:edit')).map((t) => t.action)).toEqual(['return', 'pay']);
    // 'complete' has no actor: no caller is offered it.
    expect(offeredByPermission(TRUCK_ORDER_FLOW, '02', () => true)).toEqual([]);
  });

  it('colours and labels states from the flow', () => {
    expect(flowTag(TRUCK_ORDER_FLOW).colors['03']).toBe('orangered');
    expect(flowTag(DISPATCH_FLOW).map['08']).toBe('labels.dispatchStatus.08');
  });

  it('takes the search form from the order description (the container filter by its own parameter, the contract\'s createTime range)', () => {
    const params = searchItems(truckingOrderEntity).flatMap((i) => i.params);
    expect(params).toEqual(expect.arrayContaining(['ctnNo', 'createTimeStart', 'createTimeEnd', 'orderNo', 'status']));
  });
});
