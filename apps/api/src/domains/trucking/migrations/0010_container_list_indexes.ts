import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the container list (箱子列表, domains/trucking/containers.ts). Its rows are read through the
 * orders' scope indexes (newest order first, 0005_trucking), then:
 * - the order's containers in id order, index-only (the list's tie-break is the container id);
 * - each container's active or completed dispatch (the list's truck and driver), which had no index for
 *   status '06' and so cost a scan of every dispatch per page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index truck_order_containers_order_id_idx on truck_order_containers (order_id, id)`.execute(db);
  await sql`create index truck_dispatches_ctn_shown_idx on truck_dispatches (container_id) where status in ('01', '06')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists truck_dispatches_ctn_shown_idx`.execute(db);
  await sql`drop index if exists truck_order_containers_order_id_idx`.execute(db);
}
