/**
 * Names of other records a list shows beside its own columns (here a company's; a call's is the vessel domain's
 * voyageNameOf), read as correlated lookups in the projection instead of left joins in the store's `from`.
 * PostgreSQL plans a lookup as a one-table subplan, while every joined table widens the planner's join search: at
 * 1,000,000 bookings the four name joins cost 1–3 ms of planning a call, more than running the query (0.3 ms); as
 * lookups, 0.2–0.3 ms. A lookup runs only for the rows the page returns. `of` is the referencing column as the
 * query names it.
 */
import { sql, type RawBuilder } from 'kysely';

/** The company's name for a company id column, e.g. companyName('b.agent_company_id'). */
export const companyName = (of: string): RawBuilder<string | null> =>
  sql<string | null>`(select lc.company_name from companies as lc where lc.company_id = ${sql.ref(of)})`;
