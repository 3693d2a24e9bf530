import {
  addDays,
  automatedPayout,
  equilibrium,
  globalProfit,
  globalProfitShareDate,
  isAutomatedPayoutDay,
  lagosDate,
  LAGOS_UTC_OFFSET_MINUTES,
  matching,
  monthIndex,
  monthKey,
  monthOf,
  NO_RECIPIENT,
  profitPool,
  totalForfeited,
  totalPaid,
  type CalendarMonth,
  type Kobo,
  type PlannedEntry,
  type PlanSettings,
} from '@kola/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { RunKind } from '../../db/types.money';
import type { Executor } from '../ledger/ledger.repository';
import { postPlannedEntries } from '../plan/bonus-posting';
import { loadPlan, planPackage, type Plan } from '../plan/plan.repository';
import {
  activationAndUpgradePv,
  claimRun,
  directDownlines,
  downlineActivations,
  equilibriumCandidates,
  findRun,
  finishRun,
  globalProfitCandidates,
  latestRun,
  lockBonusExpense,
  matchingCandidates,
  payoutCandidates,
  profitPoolCandidates,
  saveEquilibriumBases,
  saveMatchingState,
  type RunRow,
} from './runs.repository';

export type { RunKind } from '../../db/types.money';

/** The scheduled runs, in the order a scheduler commits them on one day (bonuses before payouts). */
export const RUN_KINDS = [
  'matching',
  'equilibrium',
  'profit_pool',
  'global_profit',
  'payouts',
] as const satisfies readonly RunKind[];

export function isRunKind(value: string): value is RunKind {
  return (RUN_KINDS as readonly string[]).includes(value);
}

/** A period that cannot be run (malformed, not due yet, not a payout day). Nothing was written. */
export class RunPeriodError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunPeriodError';
  }
}

/** One planned line: credited to recipientId, or forfeited with its reason. */
export interface RunLine {
  /** null for a line forfeited because nobody holds the place. */
  recipientId: number | null;
  kind: string;
  amountKobo: number;
  explanation: Record<string, unknown>;
  forfeitReason?: string;
}

/** The lines computed for one member (posted with other members' in parts: see RUN_BATCH_LINES). */
export interface RunPosting {
  memberId: number;
  username: string;
  lines: RunLine[];
  paidKobo: number;
  forfeitedKobo: number;
}

export interface RunTotals {
  members: number;
  paidKobo: number;
  paidLines: number;
  forfeitedKobo: number;
  forfeitedLines: number;
  byKind: Record<string, { paidKobo: number; forfeitedKobo: number }>;
}

/** An automated withdrawal the payout run makes (or the reason it does not). */
export interface PayoutLine {
  memberId: number;
  username: string;
  amountKobo: number;
  feeKobo: number;
  netKobo: number;
  /** Set when no withdrawal is made. */
  skipped?: string;
  /** After a commit: the withdrawal created. */
  withdrawalId?: number;
  reference?: string;
}

/** Exactly what a commit of (kind, period) pays, computed without writing anything. */
export interface RunPlan {
  kind: RunKind;
  periodKey: string;
  postings: RunPosting[];
  totals: RunTotals;
  /** Kind-specific figures (pool, share, window, settings used). */
  summary: Record<string, unknown>;
  /** Payout runs only. */
  payouts?: PayoutLine[];
}

export interface RunPreview extends RunPlan {
  /** The run already claimed for this period: a commit would pay nothing. */
  alreadyRun: RunRow | null;
}

export type CommitResult =
  | { outcome: 'committed'; run: RunRow; plan: RunPlan }
  /** The period was run already (or is being run by another server): nothing was paid. */
  | { outcome: 'already_run'; run: RunRow };

/** Creates one automated withdrawal inside the payout run's transaction (withdrawals module). */
export type CreateAutomatedWithdrawal = (
  tx: Executor,
  input: { userId: number; amountKobo: number; feeKobo: number; netKobo: number; periodKey: string },
) => Promise<{ id: number; reference: string }>;

export interface RunsServiceDeps {
  db: Database;
  now?: () => Date;
  /** Needed to commit payout runs; without it a payout commit is refused (preview still works). */
  createAutomatedWithdrawal?: CreateAutomatedWithdrawal;
  /** Lines per ledger transaction of a run (RUN_BATCH_LINES); tests set it low to post many parts. */
  batchLines?: number;
  /** Told how long each step of a commit took (the benchmark prints them). */
  onPhase?: (phase: 'plan' | 'ledger' | 'state' | 'finish', ms: number) => void;
}

// ---------------------------------------------------------------------------------------------
// Periods (Lagos calendar)

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;
const YEAR_KEY = /^(\d{4})$/;
const OFFSET_MS = LAGOS_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The Lagos calendar date of an instant, as 'YYYY-MM-DD'. */
export function lagosDateKey(instant: Date): string {
  return lagosDate(instant).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' to a UTC-midnight Date carrying that calendar date (as lagosDate gives). */
function parseDateKey(key: string): Date | null {
  const m = DATE_KEY.exec(key);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === key ? date : null;
}

function parseMonthKey(key: string): CalendarMonth | null {
  const m = MONTH_KEY.exec(key);
  if (!m) return null;
  const month = { year: Number(m[1]), month: Number(m[2]) };
  return month.month >= 1 && month.month <= 12 ? month : null;
}

/** The instant a Lagos calendar date (UTC-midnight carrier) begins. */
function lagosStart(localDate: Date): Date {
  return new Date(localDate.getTime() - OFFSET_MS);
}

function today(now: Date): Date {
  return parseDateKey(lagosDateKey(now))!;
}

function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

function previousMonth(month: CalendarMonth): CalendarMonth {
  const index = monthIndex(month) - 1;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The latest year whose global profit share date has come (Lagos calendar). */
function latestShareYear(now: Date, settings: PlanSettings): number {
  const day = today(now);
  const year = day.getUTCFullYear();
  return day >= globalProfitShareDate(year, settings) ? year : year - 1;
}

/**
 * The period a run of `kind` at `now` is for: matching, equilibrium and payouts the Lagos date
 * (matching's key closes the window of matching_bonus_frequency days since the previous run),
 * profit pool the last finished month, global profit the latest year whose share date came.
 */
export function currentPeriod(kind: RunKind, now: Date, settings: PlanSettings): string {
  switch (kind) {
    case 'matching':
    case 'equilibrium':
    case 'payouts':
      return lagosDateKey(now);
    case 'profit_pool':
      return monthKey(previousMonth(monthOf(lagosDate(now))));
    case 'global_profit':
      return String(latestShareYear(now, settings));
  }
}

/** Refuses a malformed period or one that is not due at `now`. */
function checkPeriod(kind: RunKind, periodKey: string, now: Date, settings: PlanSettings): void {
  const day = today(now);
  switch (kind) {
    case 'matching':
    case 'equilibrium':
    case 'payouts': {
      const date = parseDateKey(periodKey);
      if (!date) throw new RunPeriodError(`The ${kind} period is a date YYYY-MM-DD; got "${periodKey}".`);
      if (date > day) throw new RunPeriodError(`The ${kind} period ${periodKey} is in the future.`);
      if (kind === 'payouts' && !isAutomatedPayoutDay(date, settings)) {
        throw new RunPeriodError(
          `${periodKey} is not an automated payout day (${settings.withdrawalType}, period ${settings.withdrawalPeriod}).`,
        );
      }
      return;
    }
    case 'profit_pool': {
      const month = parseMonthKey(periodKey);
      if (!month) throw new RunPeriodError(`The profit pool period is a month YYYY-MM; got "${periodKey}".`);
      if (monthIndex(month) >= monthIndex(monthOf(day))) {
        throw new RunPeriodError(`The profit pool of ${periodKey} is paid after the month ends.`);
      }
      return;
    }
    case 'global_profit': {
      if (!YEAR_KEY.test(periodKey)) {
        throw new RunPeriodError(`The global profit period is a year YYYY; got "${periodKey}".`);
      }
      const shareDate = globalProfitShareDate(Number(periodKey), settings);
      if (shareDate > day) {
        throw new RunPeriodError(
          `The global profit of ${periodKey} is shared on ${shareDate.toISOString().slice(0, 10)}.`,
        );
      }
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Plans

/** A computed run: what to post, what to store on the members, and its public view. */
interface Computed {
  plan: RunPlan;
  postings: { memberId: number; entries: PlannedEntry[] }[];
  apply?: (tx: Executor) => Promise<void>;
}

function toLine(entry: PlannedEntry): RunLine {
  return {
    recipientId: entry.recipientId === NO_RECIPIENT ? null : Number(entry.recipientId),
    kind: entry.kind,
    amountKobo: entry.amountKobo,
    explanation: { ...entry.explanation } as Record<string, unknown>,
    ...(entry.forfeited ? { forfeitReason: entry.forfeited.reason } : {}),
  };
}

interface Group {
  memberId: number;
  username: string;
  entries: PlannedEntry[];
}

function assemble(
  kind: RunKind,
  periodKey: string,
  groups: Group[],
  summary: Record<string, unknown>,
): Pick<Computed, 'plan' | 'postings'> {
  const kept = groups.filter((g) => g.entries.length > 0);
  const byKind: RunTotals['byKind'] = {};
  let paidLines = 0;
  let forfeitedLines = 0;
  for (const g of kept) {
    for (const e of g.entries) {
      const k = (byKind[e.kind] ??= { paidKobo: 0, forfeitedKobo: 0 });
      if (e.forfeited) {
        k.forfeitedKobo += e.amountKobo;
        forfeitedLines += 1;
      } else {
        k.paidKobo += e.amountKobo;
        paidLines += 1;
      }
    }
  }
  const postings: RunPosting[] = kept.map((g) => ({
    memberId: g.memberId,
    username: g.username,
    lines: g.entries.map(toLine),
    paidKobo: totalPaid(g.entries),
    forfeitedKobo: totalForfeited(g.entries),
  }));
  return {
    plan: {
      kind,
      periodKey,
      postings,
      totals: {
        members: postings.length,
        paidKobo: postings.reduce((s, p) => s + p.paidKobo, 0),
        paidLines,
        forfeitedKobo: postings.reduce((s, p) => s + p.forfeitedKobo, 0),
        forfeitedLines,
        byKind,
      },
      summary,
    },
    postings: kept.map((g) => ({ memberId: g.memberId, entries: g.entries })),
  };
}

/**
 * Matching (04 §3, domain `matching`): L/R = leg volume since the member's base + carry. After
 * the run the base becomes the leg totals just counted and the carry is the rule's new carry.
 */
async function planMatching(tx: Executor, periodKey: string, plan: Plan): Promise<Computed> {
  const rows = await matchingCandidates(tx);
  const groups: Group[] = [];
  const state: Parameters<typeof saveMatchingState>[1][number][] = [];
  for (const r of rows) {
    const result = matching(
      {
        memberId: String(r.user_id),
        active: r.active,
        packageId: r.package_id,
        matchingBonusCapKobo: planPackage(plan, r.package_id).matchingBonusCapKobo,
        newLeftPv: r.left_pv - r.matching_left_base,
        newRightPv: r.right_pv - r.matching_right_base,
        carry: { leftPv: r.matching_left_carry, rightPv: r.matching_right_carry },
      },
      plan.settings,
    );
    groups.push({ memberId: r.user_id, username: r.username, entries: result.entries });
    state.push({
      userId: r.user_id,
      leftBase: r.left_pv,
      rightBase: r.right_pv,
      leftCarry: result.carry.leftPv,
      rightCarry: result.carry.rightPv,
    });
  }
  const s = plan.settings;
  return {
    ...assemble('matching', periodKey, groups, {
      membersCounted: rows.length,
      totalPv: s.matchingBonusTotalPv,
      percentE4: s.matchingBonusPercentE4,
      unitPointValueKobo: s.unitPointValueKobo,
      frequencyDays: s.matchingBonusFrequency,
    }),
    apply: (t) => saveMatchingState(t, state),
  };
}

/**
 * Equilibrium and loyalty (04 §3, domain `equilibrium`): new active descendants = the count
 * now − the member's equilibrium base. The base then moves by the descendants paired (2 per
 * pair, paid or forfeited), so an odd descendant waits for the next one instead of being lost.
 */
async function planEquilibrium(tx: Executor, periodKey: string, plan: Plan): Promise<Computed> {
  const rows = await equilibriumCandidates(tx);
  const children = await directDownlines(
    tx,
    rows.map((r) => r.user_id),
  );
  const groups: Group[] = [];
  const bases: { userId: number; base: number }[] = [];
  for (const r of rows) {
    const result = equilibrium(
      {
        member: { id: String(r.user_id), active: r.active },
        directChildren: children
          .filter((c) => c.parent_id === r.user_id)
          .map((c) => ({ id: String(c.id), active: c.active })),
        newActiveDescendants: r.active_descendants - r.equilibrium_base,
      },
      plan.settings,
    );
    groups.push({ memberId: r.user_id, username: r.username, entries: result.entries });
    bases.push({ userId: r.user_id, base: r.equilibrium_base + 2 * result.pairs });
  }
  return {
    ...assemble('equilibrium', periodKey, groups, {
      membersCounted: rows.length,
      equilibriumBonusKobo: plan.settings.equilibriumBonusKobo,
      loyaltyPercentE4: plan.settings.loyaltyBonusPercentE4,
    }),
    apply: (t) => saveEquilibriumBases(t, bases),
  };
}

/**
 * Profit pool of a month (04 §3, domain `profitPool`): members of a profit-pool eligible
 * package, counted against the members activated in their placement downline during that
 * month (Lagos time).
 */
async function planProfitPool(tx: Executor, periodKey: string, plan: Plan): Promise<Computed> {
  const month = parseMonthKey(periodKey)!;
  const from = lagosStart(new Date(Date.UTC(month.year, month.month - 1, 1)));
  const to = lagosStart(new Date(Date.UTC(month.year, month.month, 1)));
  const eligiblePackageIds = [...plan.packages.values()]
    .filter((p) => p.isProfitPoolEligible)
    .map((p) => p.id);
  const rows = await profitPoolCandidates(tx);
  const counts = await downlineActivations(
    tx,
    rows.map((r) => r.user_id),
    from,
    to,
  );
  const groups = rows.map((r) => {
    const result = profitPool(
      {
        memberId: String(r.user_id),
        active: r.active,
        packageId: r.package_id,
        packagePv: planPackage(plan, r.package_id).pointValue,
        activatedAt: r.activated_at,
        month,
        downlineActivationsInMonth: counts.get(r.user_id) ?? 0,
        eligiblePackageIds,
      },
      plan.settings,
    );
    return { memberId: r.user_id, username: r.username, entries: result.entries };
  });
  const s = plan.settings;
  return assemble('profit_pool', periodKey, groups, {
    month: periodKey,
    from: from.toISOString(),
    to: to.toISOString(),
    eligiblePackageIds,
    percentE4: s.profitPoolPercentE4,
    durationMonths: s.profitPoolDuration,
    daysOffset: s.profitPoolDaysOffset,
    downlinesNeeded: s.profitPoolNumOfDownlines,
  });
}

/**
 * Global profit sharing of a year (04 §3, domain `globalProfit`): the pool from the PV
 * activated and upgraded in the 12 months up to the end of the share date, shared equally by
 * the active members whose rank is global-profit eligible.
 */
async function planGlobalProfit(tx: Executor, periodKey: string, plan: Plan): Promise<Computed> {
  const year = Number(periodKey);
  const shareDate = globalProfitShareDate(year, plan.settings);
  const endLocal = addDays(shareDate, 1);
  const startLocal = new Date(
    Date.UTC(endLocal.getUTCFullYear() - 1, endLocal.getUTCMonth(), endLocal.getUTCDate()),
  );
  const from = lagosStart(startLocal);
  const to = lagosStart(endLocal);
  const pv = await activationAndUpgradePv(tx, from, to);
  const rows = await globalProfitCandidates(tx);
  const result = globalProfit(
    {
      pvLast12Months: pv,
      candidates: rows.map((r) => ({
        id: String(r.user_id),
        active: r.active,
        rankEligible: r.rank_eligible,
      })),
    },
    plan.settings,
  );
  const names = new Map(rows.map((r) => [String(r.user_id), r.username]));
  const groups = result.entries.map((e) => ({
    memberId: Number(e.recipientId),
    username: names.get(e.recipientId) ?? '',
    entries: [e],
  }));
  return assemble('global_profit', periodKey, groups, {
    shareDate: shareDate.toISOString().slice(0, 10),
    pvFrom: from.toISOString(),
    pvTo: to.toISOString(),
    pvLast12Months: pv,
    poolKobo: result.poolKobo,
    sharers: result.sharers,
    shareKobo: result.shareKobo,
    remainderKobo: result.remainderKobo,
  });
}

/**
 * Automated payouts of a payout day (04 §3, domain `automatedPayout`): each active member with
 * a standing withdrawal amount, verified bank details, no pending withdrawal and a balance that
 * covers it gets a withdrawal of that amount (debited at once, paid out like any withdrawal).
 */
async function planPayouts(tx: Executor, periodKey: string, plan: Plan, lock: boolean) {
  const rows = await payoutCandidates(tx, lock);
  const lines: PayoutLine[] = rows.map((r) => {
    const base = { memberId: r.user_id, username: r.username, amountKobo: r.standing_kobo };
    if (r.status !== 'active') return { ...base, feeKobo: 0, netKobo: 0, skipped: 'member_inactive' };
    const verdict = automatedPayout({
      standingAmountKobo: r.standing_kobo as Kobo,
      balanceKobo: r.balance_kobo as Kobo,
      bankVerified: r.bank_verified,
      hasPendingWithdrawal: r.has_pending,
      settings: plan.settings,
    });
    if (!verdict.ok) return { ...base, feeKobo: 0, netKobo: 0, skipped: verdict.reason };
    return { ...base, feeKobo: verdict.feeKobo, netKobo: verdict.netKobo };
  });
  const made = lines.filter((l) => !l.skipped);
  const view: RunPlan = {
    kind: 'payouts',
    periodKey,
    postings: [],
    totals: { members: 0, paidKobo: 0, paidLines: 0, forfeitedKobo: 0, forfeitedLines: 0, byKind: {} },
    summary: {
      withdrawals: made.length,
      skipped: lines.length - made.length,
      amountKobo: made.reduce((s, l) => s + l.amountKobo, 0),
      feeKobo: made.reduce((s, l) => s + l.feeKobo, 0),
      netKobo: made.reduce((s, l) => s + l.netKobo, 0),
      withdrawalType: plan.settings.withdrawalType,
      withdrawalPeriod: plan.settings.withdrawalPeriod,
    },
    payouts: lines,
  };
  return view;
}

async function planBonusRun(
  tx: Executor,
  kind: Exclude<RunKind, 'payouts'>,
  periodKey: string,
  plan: Plan,
): Promise<Computed> {
  switch (kind) {
    case 'matching':
      return planMatching(tx, periodKey, plan);
    case 'equilibrium':
      return planEquilibrium(tx, periodKey, plan);
    case 'profit_pool':
      return planProfitPool(tx, periodKey, plan);
    case 'global_profit':
      return planGlobalProfit(tx, periodKey, plan);
  }
}

const DESCRIPTIONS: Record<RunKind, string> = {
  matching: 'Matching bonus',
  equilibrium: 'Equilibrium and loyalty bonus',
  profit_pool: 'Profit pool',
  global_profit: 'Global profit sharing',
  payouts: 'Automated payouts',
};

/**
 * Lines per ledger transaction of a run. A run posts whole members' lines in parts of about this
 * size: one bonus expense line per kind per part instead of one per member (a million members
 * are ~500 statements, not a million), and each part stays one INSERT well under PostgreSQL's
 * 65,535 parameters.
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

const RETRYABLE = new Set(['40001', '40P01']);

/** One transaction, retried a few times on a serialization failure or a deadlock. */
async function inTransaction<T>(db: Database, fn: (tx: Executor) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      if (!code || !RETRYABLE.has(code) || attempt >= 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 40));
    }
  }
}

/** A read-only transaction on one snapshot: what a preview reads cannot shift under it. */
async function readOnly<T>(db: Database, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      await sql`set transaction read only`.execute(tx);
      return fn(tx);
    });
}

// ---------------------------------------------------------------------------------------------
// The service

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
    const plan = await loadPlan(tx);
    checkPeriod(kind, periodKey, now(), plan.settings);
    if (kind === 'payouts') {
      const view = await planPayouts(tx, periodKey, plan, lock);
      return { plan: view, postings: [] };
    }
    return planBonusRun(tx, kind, periodKey, plan);
  }

  async function preview(kind: RunKind, periodKey: string): Promise<RunPreview> {
    return readOnly(db, async (tx) => {
      const computed = await compute(tx, kind, periodKey, false);
      return { ...computed.plan, alreadyRun: (await findRun(tx, kind, periodKey)) ?? null };
    });
  }

  /**
   * Pays (kind, period) once: claims the period, computes the same plan as preview under the
   * bonus expense lock (which every writer of member volumes takes first), posts the members'
   * lines in ledger transactions of up to RUN_BATCH_LINES lines ('run:<kind>:<period>:<part>',
   * each wallet line explaining itself), stores the members' new matching base/carry or
   * equilibrium base, and marks the run committed with its totals: all in one transaction.
   */
  async function commit(kind: RunKind, periodKey: string): Promise<CommitResult> {
    return inTransaction(db, async (tx): Promise<CommitResult> => {
      const claimed = await claimRun(tx, kind, periodKey);
      if (!claimed) return { outcome: 'already_run', run: (await findRun(tx, kind, periodKey))! };
      if (kind === 'payouts') return commitPayouts(tx, claimed, periodKey);
      let started = performance.now();
      const phase = (name: Parameters<NonNullable<RunsServiceDeps['onPhase']>>[0]) => {
        const at = performance.now();
        deps.onPhase?.(name, at - started);
        started = at;
      };
      await lockBonusExpense(tx);
      const computed = await compute(tx, kind, periodKey, true);
      phase('plan');
      let batch = 0;
      for (const entries of runBatches(computed.postings, deps.batchLines)) {
        batch += 1;
        const key = `run:${kind}:${periodKey}:${batch}`;
        const posted = await postPlannedEntries(
          tx,
          {
            idempotencyKey: key,
            causeType: 'run',
            causeRef: String(claimed.id),
            description: `${DESCRIPTIONS[kind]}, ${periodKey} (part ${batch})`,
          },
          entries,
        );
        // The period claim makes this impossible unless the ledger was posted outside a run.
        if (posted === null) throw new Error(`The ledger already holds ${key}; the run was not committed.`);
      }
      phase('ledger');
      await computed.apply?.(tx);
      phase('state');
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

  async function commitPayouts(tx: Executor, claimed: RunRow, periodKey: string): Promise<CommitResult> {
    if (!deps.createAutomatedWithdrawal) {
      throw new RunPeriodError(
        'Automated payouts need the withdrawals module, which is not configured here.',
      );
    }
    const computed = await compute(tx, 'payouts', periodKey, true);
    const lines = computed.plan.payouts ?? [];
    for (const line of lines) {
      if (line.skipped) continue;
      const made = await deps.createAutomatedWithdrawal(tx, {
        userId: line.memberId,
        amountKobo: line.amountKobo,
        feeKobo: line.feeKobo,
        netKobo: line.netKobo,
        periodKey,
      });
      line.withdrawalId = made.id;
      line.reference = made.reference;
    }
    const summary = computed.plan.summary;
    const run = await finishRun(tx, claimed.id, {
      totalKobo: Number(summary.amountKobo ?? 0),
      entries: Number(summary.withdrawals ?? 0),
      summary: {
        ...summary,
        made: lines
          .filter((l) => !l.skipped)
          .map((l) => ({ memberId: l.memberId, withdrawalId: l.withdrawalId })),
      },
    });
    return { outcome: 'committed', run, plan: computed.plan };
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
