/**
 * Vehicle filing state of a truck (SPEC §1 'port access permits and vehicle filing'; dictionary fleet_filing_status).
 * The filing itself lives in the permits domain (/pap/filings), whose transitions keep this state (permits/permit.ts).
 */
export type FilingStatus = '0' | '1' | '2' | '3';

export const FILING_STATUS = { none: '0', pending: '1', filed: '2', rejected: '3' } as const;
