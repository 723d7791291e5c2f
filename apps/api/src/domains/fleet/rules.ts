/**
 * Vehicle filing (SPEC §1 'port access permits and vehicle filing'; dictionary fleet_filing_status) as a
 * state machine: the fleet submits its truck, a reviewer approves or rejects it with a reason. The same
 * table is written into openapi/paths/fleet.yaml (submitTruckFiling).
 */
import { defineStateMachine } from '../../lib/records';
import { hasPermission, type SessionUser } from '../../services';

export type FilingStatus = '0' | '1' | '2' | '3';
export type FilingAction = 'submit' | 'approve' | 'reject';
/** fleet: a user of the truck's own fleet; reviewer: a filing reviewer (the platform's administrator). */
export type FilingParty = 'fleet' | 'reviewer';

export const FILING_STATUS = { none: '0', pending: '1', filed: '2', rejected: '3' } as const;

export const FILING_PERMISSIONS = { fleet: 'fleet:truck:filing', reviewer: 'fleet:truck:audit' } as const;

export const FILING_MACHINE = defineStateMachine<FilingStatus, FilingAction, FilingParty>([
  { action: 'submit', from: ['0', '3'], to: '1', who: ['fleet'] },
  { action: 'approve', from: ['1'], to: '2', who: ['reviewer'] },
  { action: 'reject', from: ['1'], to: '3', who: ['reviewer'] },
]);

export function filingParties(user: SessionUser, fleetCompanyId: string): FilingParty[] {
  const parties: FilingParty[] = [];
  if (user.companyId === fleetCompanyId && hasPermission(user, FILING_PERMISSIONS.fleet)) parties.push('fleet');
  if (hasPermission(user, FILING_PERMISSIONS.reviewer)) parties.push('reviewer');
  return parties;
}
