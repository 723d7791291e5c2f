/**
 * Customs, for the arrival (运抵) reports: an adapter. The built-in one is the platform's customs desk — a report
 * sent is a pre-arrival record in the state `arrived`, which platform staff holding decl:customs:desk answer from the
 * list (accept, or reject with the receipt's reason), so the flow runs end to end offline. A connection to a real
 * customs system implements the same call (send the report, stamp when) and feeds its receipts into the same
 * accept / reject transitions.
 */
export interface CustomsAdapter {
  /** The columns a sent report sets on the record (at least when it was sent). */
  sendArrivalReport(now: Date): { report_time: Date };
}

export const customsDesk: CustomsAdapter = {
  sendArrivalReport: (now) => ({ report_time: now }),
};

export const customs: CustomsAdapter = customsDesk;
