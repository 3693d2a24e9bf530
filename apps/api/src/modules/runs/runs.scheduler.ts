import type { FastifyBaseLogger } from 'fastify';
import type { RunsService } from './runs.service';
import type { CommitResult, RunKind } from './runs.types';

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

export interface RunSchedulerOptions {
  service: Pick<RunsService, 'duePeriods' | 'commit'>;
  log: Log;
  /** Between two checks; 5 minutes by default. */
  intervalMs?: number;
  /** Before the first check after start; 10 seconds by default (start-up is not slowed). */
  firstDelayMs?: number;
}

export interface TickResult {
  kind: RunKind;
  periodKey: string;
  result?: CommitResult;
  error?: unknown;
}

export const RUN_SCHEDULER_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Commits the scheduled runs when they are due (RunsService.duePeriods), checking every few
 * minutes. Every server may run one: the unique (kind, period) claim makes a period pay once
 * whichever server gets there first; the others are answered "already run". Ticks never
 * overlap in one process; a failed run is logged and tried again at the next tick.
 */
export function createRunScheduler(options: RunSchedulerOptions) {
  const { service, log } = options;
  const intervalMs = options.intervalMs ?? RUN_SCHEDULER_INTERVAL_MS;
  let interval: NodeJS.Timeout | null = null;
  let first: NodeJS.Timeout | null = null;
  let current: Promise<TickResult[]> | null = null;

  async function runDue(): Promise<TickResult[]> {
    const results: TickResult[] = [];
    let due: { kind: RunKind; periodKey: string }[];
    try {
      due = await service.duePeriods();
    } catch (error) {
      log.error({ err: error }, 'scheduled runs: could not read what is due');
      return results;
    }
    // In RUN_KINDS order: the day's bonuses are in the wallets before the payouts read them.
    for (const { kind, periodKey } of due) {
      try {
        const result = await service.commit(kind, periodKey);
        results.push({ kind, periodKey, result });
        if (result.outcome === 'committed') {
          log.info(
            {
              kind,
              periodKey,
              runId: result.run.id,
              totalKobo: result.run.total_kobo,
              entries: result.run.entries,
            },
            'scheduled run committed',
          );
        } else {
          log.info({ kind, periodKey, runId: result.run.id }, 'scheduled run already done by another server');
        }
      } catch (error) {
        results.push({ kind, periodKey, error });
        log.error({ err: error, kind, periodKey }, 'scheduled run failed; it will be tried again');
      }
    }
    return results;
  }

  /** One check now (a check already under way is joined, not repeated). */
  function tick(): Promise<TickResult[]> {
    if (!current) {
      current = runDue().finally(() => {
        current = null;
      });
    }
    return current;
  }

  return {
    tick,
    start() {
      if (interval) return;
      first = setTimeout(() => void tick(), options.firstDelayMs ?? 10_000);
      first.unref();
      interval = setInterval(() => void tick(), intervalMs);
      interval.unref();
    },
    /** Stops the timers and waits for a check under way (the database must outlive it). */
    async stop() {
      if (first) clearTimeout(first);
      if (interval) clearInterval(interval);
      first = null;
      interval = null;
      if (current) await current;
    },
  };
}

export type RunScheduler = ReturnType<typeof createRunScheduler>;
