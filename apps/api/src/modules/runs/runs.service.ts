import { isAutomatedPayoutDay } from '@kola/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { RunKind } from '../../db/types.money';
import type { Executor } from '../ledger/ledger.repository';
import { loadPlan, type Plan } from '../plan/plan.repository';
import { claimRun, findRun, finishRun, latestRun, lockBonusExpense } from './runs.repository';
import { commitPayouts, planPayouts } from './runs.payouts';
import { postRunLedger, runLedger, type RunLedger } from './runs.ledger';
import {
  checkPeriod,
  currentPeriod,
  daysBetween,
  firstPeriodEndingAfter,
  followingPeriod,
  parseDateKey,
  periodEnd,
  RunPeriodError,
  today,
} from './runs.periods';
import { planBonusRun, type Computed } from './runs.plans';
import {
  RUN_KINDS,
  type CommitResult,
  type CreateAutomatedWithdrawal,
  type PayoutLine,
  type RunPlan,
  type RunPreview,
} from './runs.types';

const DESCRIPTIONS: Record<RunKind, string> = {
  matching: 'Matching bonus',
  equilibrium: 'Equilibrium and loyalty bonus',
  profit_pool: 'Profit pool',
  global_profit: 'Global profit sharing',
  payouts: 'Automated payouts',
};

/**
 * Lines per ledger transaction of a run. A run posts whole members' lines in parts of about this
 * size: one bonus expense line per kind per part instead of one per member, each wallet line with
 * its explanation. All parts' transactions are one INSERT, then each part's entries one
 * INSERT … SELECT (runs.ledger.ts, ledger.bulk.ts: ADR 0020).
 */
export const RUN_BATCH_LINES = 2_000;

/** The postings' entries in parts of whole members, each at most `size` lines (unless one member has more). */
export function* runBatches<T>(
  postings: readonly { entries: readonly T[] }[],
  size: number = RUN_BATCH_LINES,
): Generator<T[]> {
  let part: T[] = [];
  for (const { entries } of postings) {
    if (part.length > 0 && part.length + entries.length > size) {
      yield part;
      part = [];
    }
    part.push(...entries);
  }
  if (part.length > 0) yield part;
}

export interface RunsServiceDeps {
  db: Database;
  now?: () => Date;
  /** Needed to commit payout runs; without it a payout commit is refused (preview still works). */
  createAutomatedWithdrawal?: CreateAutomatedWithdrawal;
  /** Lines per ledger transaction of a run (RUN_BATCH_LINES); tests set it low to post many parts. */
  batchLines?: number;
  /**
   * PostgreSQL only: where a matching run writes its members' new state, in a transaction of its
   * own on another connection, while the run's own connection posts the ledger (ADR 0025). The
   * server gives its side connection (DatabaseHandle.sideDb): from the run's own pool the state
   * could wait for a connection held by requests that wait for the run's lock. Without it (PGlite
   * has one connection) the state is written in the run's transaction, before the ledger.
   */
  stateDb?: Database | undefined;
  /** How long the state's transaction waits for a member's row (STATE_LOCK_TIMEOUT_MS); tests shorten it. */
  stateLockTimeoutMs?: number;
  /**
   * Told how long each step of a commit took (the benchmark prints them). With `stateDb`, 'state'
   * is the state's own transaction, which runs beside 'ledger'.
   */
  onPhase?: (phase: 'plan' | 'ledger' | 'state' | 'finish', ms: number) => void;
}

/**
 * A run's state transaction waits for no lock: every other writer of member volumes takes the
 * bonus expense lock first, which the run holds. Should one ever hold a member's row, the state
 * fails after this wait (and the run with it) instead of the run waiting for its own helper.
 */
export const STATE_LOCK_TIMEOUT_MS = 30_000;

/**
 * The scheduled runs: preview and commit of one (kind, period), and which periods are due. What
 * each kind pays is runs.plans (bonuses) and runs.payouts (automated withdrawals); the periods
 * are runs.periods; the timer is runs.scheduler.
 */
export function createRunsService(deps: RunsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The plan of (kind, period) on `tx`: the one function behind both preview and commit. */
  async function compute(
    tx: Executor,
    kind: RunKind,
    periodKey: string,
    lock: boolean,
  ): Promise<Computed & { payouts?: PayoutLine[] }> {
    const current = await loadPlan(tx);
    checkPeriod(kind, periodKey, now(), current.settings);
    if (kind === 'payouts') return { plan: await planPayouts(tx, periodKey, current, lock), postings: [] };
    // The settings in force at the period's end, never a change saved after it
    // (docs/plan.md#settings-in-force).
    const plan = await loadPlan(tx, { at: periodEnd(kind, periodKey, current.settings) });
    return planBonusRun(tx, kind, periodKey, plan);
  }

  async function preview(kind: RunKind, periodKey: string): Promise<RunPreview> {
    // One read-only snapshot: what a preview reads cannot shift under it.
    return inTransaction(
      db,
      async (tx) => {
        const computed = await compute(tx, kind, periodKey, false);
        return { ...computed.plan, alreadyRun: (await findRun(tx, kind, periodKey)) ?? null };
      },
      { isolation: 'repeatable read', readOnly: true },
    );
  }

  /**
   * Pays (kind, period) once: claims the period, computes the same plan as preview under the
   * bonus expense lock (which every writer of member volumes takes first), stores the members'
   * new matching base/carry or equilibrium base, posts the members' lines in ledger transactions
   * of up to RUN_BATCH_LINES lines ('run:<kind>:<period>:<part>', each wallet line explaining
   * itself), and marks the run committed with its totals: all in one transaction, except a
   * matching run's member state with `stateDb`, which commits just before it and is in force only
   * through it (ADR 0025).
   */
  async function commit(kind: RunKind, periodKey: string): Promise<CommitResult> {
    return inTransaction(db, async (tx): Promise<CommitResult> => {
      const claimed = await claimRun(tx, kind, periodKey);
      if (!claimed) return { outcome: 'already_run', run: (await findRun(tx, kind, periodKey))! };
      if (kind === 'payouts') {
        if (!deps.createAutomatedWithdrawal) {
          throw new RunPeriodError(
            'Automated payouts need the withdrawals module, which is not configured here.',
          );
        }
        const computed = await compute(tx, 'payouts', periodKey, true);
        return commitPayouts(tx, claimed, computed.plan, deps.createAutomatedWithdrawal);
      }
      let started = performance.now();
      const phase = (name: Parameters<NonNullable<RunsServiceDeps['onPhase']>>[0]) => {
        const at = performance.now();
        deps.onPhase?.(name, at - started);
        started = at;
      };
      await lockBonusExpense(tx);
      const computed = await compute(tx, kind, periodKey, true);
      phase('plan');
      const assembleLedger = () =>
        runLedger({ kind, periodKey, runId: claimed.id, description: DESCRIPTIONS[kind] }, [
          ...runBatches(computed.postings, deps.batchLines),
        ]);
      if (computed.applyBeside && deps.stateDb) {
        // The members' new state on another connection, committed before the run's transaction
        // and in force only through the run's commit (ADR 0025), while this connection posts the
        // ledger: two backends, two cores. The run commits only once the state has committed.
        const stateStarted = performance.now();
        const state = inTransaction(deps.stateDb, async (st) => {
          const lockTimeout = Math.round(deps.stateLockTimeoutMs ?? STATE_LOCK_TIMEOUT_MS);
          await sql`set local lock_timeout = ${sql.lit(`${lockTimeout}ms`)}`.execute(st);
          // The members come sorted by id: joined to the table in its key's order (a merge join)
          // instead of through a hash of 667,862 rows, 1.9 s instead of 3.4-3.7 s (ADR 0025).
          await sql`set local enable_hashjoin = off`.execute(st);
          await computed.applyBeside!(st, claimed.id);
        }).then(() => deps.onPhase?.('state', performance.now() - stateStarted));
        try {
          await postRunLedger(tx, assembleLedger());
        } finally {
          // A failed ledger still waits for the state: rows written for a run that never commits
          // are never in force, but the connection is returned before the run's rollback.
          await state.catch(() => undefined);
        }
        await state;
        phase('ledger');
      } else {
        // The members' new state is one UPDATE: the database runs it while the ledger's lines are
        // assembled here (PostgreSQL is another process; on PGlite the two simply follow each other).
        const state = computed.apply?.(tx) ?? computed.applyBeside?.(tx, claimed.id);
        state?.catch(() => undefined);
        let ledger: RunLedger;
        try {
          await new Promise<void>((resolve) => setImmediate(resolve));
          ledger = assembleLedger();
        } finally {
          await state;
        }
        phase('state');
        await postRunLedger(tx, ledger);
        phase('ledger');
      }
      const { totals, summary } = computed.plan;
      const run = await finishRun(tx, claimed.id, {
        totalKobo: totals.paidKobo,
        entries: totals.paidLines,
        summary: { ...summary, totals },
      });
      phase('finish');
      return { outcome: 'committed', run, plan: computed.plan };
    });
  }

  /** The period a run of `kind` started now would be for (see currentPeriod). */
  async function defaultPeriod(kind: RunKind): Promise<string> {
    const plan = await loadPlan(db);
    return currentPeriod(kind, now(), plan.settings);
  }

  /**
   * The periods due at `now` and not claimed yet: today's equilibrium; matching when
   * matching_bonus_frequency days have passed since the latest matching period (or none ran);
   * last month's profit pool; the global profit from its share date on; payouts on a payout day.
   */
  async function duePeriods(): Promise<{ kind: RunKind; periodKey: string }[]> {
    const at = now();
    const { settings } = await loadPlan(db);
    const day = today(at);
    const due: { kind: RunKind; periodKey: string }[] = [];
    for (const kind of RUN_KINDS) {
      const periodKey = currentPeriod(kind, at, settings);
      if (kind === 'matching') {
        const last = await latestRun(db, 'matching');
        const lastDate = last ? parseDateKey(last.period_key) : null;
        if (lastDate && daysBetween(lastDate, day) < settings.matchingBonusFrequency) continue;
      }
      if (kind === 'payouts' && !isAutomatedPayoutDay(day, settings)) continue;
      if (kind === 'payouts' && !deps.createAutomatedWithdrawal) continue;
      if (kind === 'global_profit' && Number(periodKey) !== day.getUTCFullYear()) continue;
      if (await findRun(db, kind, periodKey)) continue;
      due.push({ kind, periodKey });
    }
    return due;
  }

  return { preview, commit, defaultPeriod, duePeriods, now };
}

export type RunsService = ReturnType<typeof createRunsService>;

/** The scheduled bonus runs (payouts pay no bonus). */
export const BONUS_RUN_KINDS = ['matching', 'equilibrium', 'profit_pool', 'global_profit'] as const;
export type BonusRunKind = (typeof BONUS_RUN_KINDS)[number];

/**
 * The next period of each bonus run that a change saved at `now` would pay, planned once per
 * given plan on the network as it stands in `tx` (the plan preview of a settings change,
 * docs/plan.md#previewing-a-change): the first period ending after `now` that is not claimed
 * yet. Writes nothing: the plans' state updates (`apply`) are not run.
 */
export async function planNextRuns(
  tx: Executor,
  now: Date,
  plans: readonly Plan[],
): Promise<{ kind: BonusRunKind; periodKey: string; plans: RunPlan[] }[]> {
  const settings = plans[0]!.settings;
  const out: { kind: BonusRunKind; periodKey: string; plans: RunPlan[] }[] = [];
  for (const kind of BONUS_RUN_KINDS) {
    let periodKey = firstPeriodEndingAfter(kind, now, settings);
    while (await findRun(tx, kind, periodKey)) periodKey = followingPeriod(kind, periodKey);
    const planned: RunPlan[] = [];
    for (const plan of plans) planned.push((await planBonusRun(tx, kind, periodKey, plan)).plan);
    out.push({ kind, periodKey, plans: planned });
  }
  return out;
}
