/**
 * One line of request statistics a minute, for the quiet development console of `npm start` (per-request logs are
 * off below LOG_LEVEL=info): how many calls, how many failed (5xx), and the p50/p95 of their server time. Production
 * keeps its per-request JSON logs and the Prometheus metrics instead.
 */
import type { FastifyInstance } from 'fastify';

export interface RequestStatsOptions {
  /** Where the line goes (stdout by default). */
  write?: (line: string) => void;
  /** Calls `tick` every period and returns a stop; tests pass their own and tick by hand. */
  every?: (tick: () => void) => () => void;
  /** The period the line names (and the default scheduler uses). */
  periodMs?: number;
}

/** The value at quantile q of ascending `sorted` (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function statsLine(elapsedMs: number[], errors: number, periodMs: number): string {
  const sorted = [...elapsedMs].sort((a, b) => a - b);
  const minutes = periodMs / 60_000;
  const span = Number.isInteger(minutes) ? `${minutes} min` : `${periodMs / 1000} s`;
  if (sorted.length === 0) return `requests (last ${span}): 0`;
  const ms = (v: number) => (v < 10 ? v.toFixed(1) : Math.round(v).toString());
  return `requests (last ${span}): ${sorted.length}, errors ${errors}, p50 ${ms(quantile(sorted, 0.5))} ms, p95 ${ms(quantile(sorted, 0.95))} ms`;
}

export function installRequestStats(app: FastifyInstance, opts: RequestStatsOptions = {}): void {
  const periodMs = opts.periodMs ?? 60_000;
  const write = opts.write ?? ((line: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`));
  const every =
    opts.every ??
    ((tick: () => void) => {
      const timer = setInterval(tick, periodMs);
      timer.unref(); // never keeps the process alive on its own
      return () => clearInterval(timer);
    });
  let elapsed: number[] = [];
  let errors = 0;
  // Callback-style: it runs on every call (an async hook costs a promise and a turn each).
  app.addHook('onResponse', (_req, reply, done) => {
    elapsed.push(reply.elapsedTime);
    if (reply.statusCode >= 500) errors += 1;
    done();
  });
  const stop = every(() => {
    // A silent minute prints nothing: the console stays quiet while nobody uses the product.
    if (elapsed.length === 0) return;
    write(statsLine(elapsed, errors, periodMs));
    elapsed = [];
    errors = 0;
  });
  app.addHook('onClose', (_app, done) => {
    stop();
    done();
  });
}
