/**
 * 车辆备案与港区通行证 (SPEC §1 'port access permits and vehicle filing', §2.8 papDetail: vehicleDetails,
 * papCarReviewAmap, vehicleChildDetails, provinceAbbrTable; §6 'the pap is per shop'): a fleet files a truck and its
 * trailer — plates with the province abbreviation from the table, type, VIN, insurance expiry — with its documents
 * (driving licence, vehicle licence, insurance policy, a photo; the trailer's licence with a trailer). Platform staff
 * review it beside the truck's recent positions; the approved filing is the truck's port permit for a year, renewed
 * or revoked. The permit fee is held from the fleet's prepayment (business type PAP) on submission, settled on
 * approval, released on rejection. Every rule below runs in the form and again on the server.
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { format, issue, type Validator } from '../../rules/core';
import { describeEntity, type RecordCheck } from '../../domain/describe';
import { portDay, portToday } from '../../format';
import { PROVINCE_OPTIONS } from './provinces';

export type VehicleFilingStatus = Schemas['VehicleFilingStatus'];

const k = (key: string) => `permits.${key}` as MessageKey;
const f = (name: string) => `permits.fields.${name}`;

/** The permit fee of a filing and of each renewal (a year), in cents. */
export const PERMIT_FEE_CENTS = 38_000;
/** How long a permit runs from its approval or renewal. */
export const PERMIT_MONTHS = 12;

/** The letter of the issuing office, then 5 letters or digits (6 for new-energy trucks); no I or O. */
export const TRUCK_PLATE_PATTERN = /^[A-HJ-NP-Z][A-HJ-NP-Z0-9]{5,6}$/;
/** A trailer: the office letter and 4 letters or digits; 挂 follows on the plate. */
export const TRAILER_PLATE_PATTERN = /^[A-HJ-NP-Z][A-HJ-NP-Z0-9]{4}$/;
/** ISO 3779: 17 characters, no I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const normalizePlatePart = (v: string) => v.replace(/[\s·.-]+/g, '').replace(/挂$/, '').toUpperCase();

export const validateTruckPlate: Validator = format((v) => TRUCK_PLATE_PATTERN.test(normalizePlatePart(v)), k('plateInvalid'));
export const validateTrailerPlate: Validator = format((v) => TRAILER_PLATE_PATTERN.test(normalizePlatePart(v)), k('trailerPlateInvalid'));
export const validateVin: Validator = format((v) => VIN_PATTERN.test(v.replace(/\s+/g, '').toUpperCase()), k('vinInvalid'));


const given = (v: unknown) => typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined;

export const filingChecks: readonly RecordCheck[] = [
  // A trailer is filed whole: its province, its plate and its licence, or none of them.
  (v) => (given(v.trailerPlateNo) && !given(v.trailerProvince) ? { field: 'trailerProvince', issue: issue(k('trailerProvinceRequired')) } : null),
  (v) => (given(v.trailerProvince) && !given(v.trailerPlateNo) ? { field: 'trailerPlateNo', issue: issue(k('trailerPlateRequired')) } : null),
  (v) => (given(v.trailerPlateNo) && !given(v.trailerLicenceFile) ? { field: 'trailerLicenceFile', issue: issue(k('trailerLicenceRequired')) } : null),
  // The insurance must cover the truck when it is filed.
  // (The form holds the date as text, the server as the instant of its midnight in the port's zone.)
  (v) => {
    const day = v.insuranceExpiry instanceof Date ? portDay(v.insuranceExpiry) : typeof v.insuranceExpiry === 'string' ? v.insuranceExpiry.slice(0, 10) : '';
    return day && day <= portToday() ? { field: 'insuranceExpiry', issue: issue(k('insuranceExpired')) } : null;
  },
];

const FLEET = [{ party: 'owner', permission: 'permits:filing:edit' }] as const;
const PORT = [{ platform: true, permission: 'permits:filing:audit' }] as const;
const DOCUMENT = { bizType: 'common', businessType: 'vehicleFiling' } as const;
const PHOTO = { bizType: 'notice', businessType: 'vehicleFiling' } as const;
const TRUCK_TYPES = { QYC: 'permits.truckTypes.QYC', BGC: 'permits.truckTypes.BGC', ZHC: 'permits.truckTypes.ZHC', XSC: 'permits.truckTypes.XSC' } as const;

export const vehicleFilingEntity = describeEntity<Schemas['VehicleFiling']>()<VehicleFilingStatus>({
  name: 'permits.filing',
  titleField: 'truckLicense',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    filingNo: { label: f('filingNo'), kind: 'text', readOnly: true, width: 150 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 100 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    truckId: { label: f('truckId'), kind: 'text', readOnly: true },
    plateProvince: { label: f('plateProvince'), kind: 'select', required: true, options: PROVINCE_OPTIONS },
    plateNo: { label: f('plateNo'), kind: 'text', required: true, maxLength: 8, validate: [validateTruckPlate], placeholder: 'permits.placeholders.plateNo' },
    truckLicense: { label: f('truckLicense'), kind: 'text', readOnly: true, width: 110 },
    trailerProvince: { label: f('trailerProvince'), kind: 'select', options: PROVINCE_OPTIONS },
    trailerPlateNo: { label: f('trailerPlateNo'), kind: 'text', maxLength: 8, validate: [validateTrailerPlate], placeholder: 'permits.placeholders.trailerPlateNo' },
    trailerLicense: { label: f('trailerLicense'), kind: 'text', readOnly: true, width: 110 },
    truckType: { label: f('truckType'), kind: 'select', required: true, options: TRUCK_TYPES, width: 90 },
    vin: { label: f('vin'), kind: 'text', required: true, maxLength: 17, validate: [validateVin], width: 180 },
    insuranceExpiry: { label: f('insuranceExpiry'), kind: 'date', required: true, width: 110 },
    drivingLicenceFile: { label: f('drivingLicenceFile'), kind: 'file', required: true, upload: DOCUMENT },
    vehicleLicenceFile: { label: f('vehicleLicenceFile'), kind: 'file', required: true, upload: DOCUMENT },
    insuranceFile: { label: f('insuranceFile'), kind: 'file', required: true, upload: DOCUMENT },
    photoFile: { label: f('photoFile'), kind: 'file', required: true, upload: PHOTO },
    trailerLicenceFile: { label: f('trailerLicenceFile'), kind: 'file', upload: DOCUMENT },
    permitNo: { label: f('permitNo'), kind: 'text', readOnly: true, width: 150 },
    validFrom: { label: f('validFrom'), kind: 'date', readOnly: true, width: 110 },
    validTo: { label: f('validTo'), kind: 'date', readOnly: true, width: 110 },
    feeCents: { label: f('feeCents'), kind: 'money', readOnly: true, width: 100 },
    rejectReason: { label: f('rejectReason'), kind: 'text', readOnly: true },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  checks: filingChecks,
  filters: [
    { field: 'filingNo', match: 'prefix' },
    { field: 'truckLicense', match: 'contains' },
    { field: 'permitNo', match: 'prefix' },
    { field: 'status', match: 'in' },
    { field: 'validTo', match: 'range' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'filingNo', 'validTo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['filingNo', 'status', 'truckLicense', 'trailerLicense', 'truckType', 'ownerCompanyName', 'permitNo', 'validTo', 'createTime'],
  detail: [
    { title: 'permits.sections.vehicle', fields: ['filingNo', 'status', 'ownerCompanyName', 'truckLicense', 'truckType', 'vin', 'insuranceExpiry', 'rejectReason'] },
    { title: 'permits.sections.trailer', fields: ['trailerLicense', 'trailerLicenceFile'] },
    { title: 'permits.sections.documents', fields: ['drivingLicenceFile', 'vehicleLicenceFile', 'insuranceFile', 'photoFile'] },
    { title: 'permits.sections.permit', fields: ['permitNo', 'validFrom', 'validTo', 'feeCents', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'permits.sections.vehicle', fields: ['plateProvince', 'plateNo', 'truckType', 'vin', 'insuranceExpiry'] },
    { title: 'permits.sections.trailer', fields: ['trailerProvince', 'trailerPlateNo', 'trailerLicenceFile'] },
    { title: 'permits.sections.documents', fields: ['drivingLicenceFile', 'vehicleLicenceFile', 'insuranceFile', 'photoFile'] },
  ],
  export: ['filingNo', 'status', 'ownerCompanyName', 'truckLicense', 'trailerLicense', 'truckType', 'vin', 'insuranceExpiry', 'permitNo', 'validFrom', 'validTo', 'feeCents', 'createTime'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'permits.status.draft', color: 'gray', draft: true },
      submitted: { label: 'permits.status.submitted', color: 'blue', locked: true },
      approved: { label: 'permits.status.approved', color: 'green', locked: true },
      rejected: { label: 'permits.status.rejected', color: 'orange' },
      revoked: { label: 'permits.status.revoked', color: 'red', final: true },
    },
    transitions: [
      { action: 'submit', label: 'permits.actions.submit', from: ['draft'], to: 'submitted', by: FLEET, notify: ['counterpart'], confirm: 'permits.confirm.submit' },
      { action: 'approve', label: 'permits.actions.approve', from: ['submitted'], to: 'approved', by: PORT, notify: ['owner'], confirm: 'permits.confirm.approve' },
      { action: 'reject', label: 'permits.actions.reject', from: ['submitted'], to: 'rejected', by: PORT, requires: { reason: true }, notify: ['owner'], danger: true },
      { action: 'resubmit', label: 'permits.actions.resubmit', from: ['rejected'], to: 'submitted', by: FLEET, notify: ['counterpart'], confirm: 'permits.confirm.submit' },
      { action: 'renew', label: 'permits.actions.renew', from: ['approved'], to: 'approved', by: FLEET, notify: ['counterpart'], confirm: 'permits.confirm.renew' },
      { action: 'revoke', label: 'permits.actions.revoke', from: ['approved'], to: 'revoked', by: PORT, requires: { reason: true }, notify: ['owner'], danger: true },
    ],
  },
  // The work queue (issue 26): what waits for whom, and the default limit after which it is overdue.
  work: [
    { kind: 'permits.filing.approve', label: 'permits.pages.filings', states: ['submitted'], party: 'counterpart', action: 'approve', overdueMinutes: 1440 },
    { kind: 'permits.filing.resubmit', label: 'permits.pages.filings', states: ['rejected'], party: 'owner', action: 'resubmit', overdueMinutes: 2880 },
  ],
  operations: {
    list: 'listVehicleFilings',
    get: 'getVehicleFiling',
    create: 'createVehicleFiling',
    update: 'updateVehicleFiling',
    transition: 'transitionVehicleFiling',
    history: 'getVehicleFilingHistory',
    export: 'exportVehicleFilings',
  },
  permissions: { list: 'permits:filing:list', view: 'permits:filing:list', create: 'permits:filing:edit', edit: 'permits:filing:edit', export: 'permits:filing:list' },
});
