/** The yard-fee domain (堆场费用): tariff items, customers' custom rates, container visits billed from the ledger. */
export * from './codes';
