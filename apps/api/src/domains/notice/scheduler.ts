/**
 * Pushes a published post live when its validity starts (a post valid from now is pushed at publication, ./routes).
 * Every api replica runs the timer; the claim is in the database (pushed_at set by one update that skips rows another
 * replica holds), so each post is pushed by exactly one replica, over the bus to whichever replica holds the sockets.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppServices } from '../../services';
import { tellAudience } from './publish';

/** How often each replica looks for posts whose time has come. */
export const NOTICE_PUSH_TICK_MS = 1_000;
const BATCH = 50;

/** Claims the posts due now (at most BATCH); the caller pushes them. */
export async function claimDuePosts(services: AppServices): Promise<string[]> {
  const { rows } = await sql<{ seq: string }>`
    update notice_posts set pushed_at = ${services.now()}
    where seq in (
      select seq from notice_posts
      where status = 'published' and pushed_at is null and valid_from <= ${services.now()}
      order by valid_from, seq
      limit ${BATCH}
      for update skip locked)
    returning seq::text as seq`.execute(services.db);
  return rows.map((r) => r.seq);
}

export async function pushDuePosts(services: AppServices, log: FastifyBaseLogger): Promise<number> {
  const due = await claimDuePosts(services);
  for (const seq of due) {
    try {
      await tellAudience(services, seq);
    } catch (err) {
      // Stored is what counts: the audience sees it at their next page.
      log.warn({ err, post: seq }, 'live delivery of a scheduled notice post failed');
    }
  }
  return due.length;
}

export function startNoticeScheduler(services: AppServices, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  let failing = false;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        while (!stopped && (await pushDuePosts(services, log)) === BATCH);
        failing = false;
      } catch (err) {
        if (!failing) log.warn({ err }, 'notice scheduler: pass failed');
        failing = true;
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, NOTICE_PUSH_TICK_MS);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
