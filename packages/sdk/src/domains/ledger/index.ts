/** The prepayment ledger (issue 15): its route map (business type and terminal as data) and texts. */
export { LEDGER_ROUTES, LEDGER_BUSINESS_TYPES, LEDGER_TERMINALS, ledgerRouteOf, yuanOfCents, centsOf, type LedgerRoute } from './pages';
export { ledgerTexts } from './texts';

import { ledgerTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'ledger', entities: [], texts: ledgerTexts });
