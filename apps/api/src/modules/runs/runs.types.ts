/** What the scheduled runs plan and answer: shared by the plans, the service, the CLI and the scheduler. */
import type { RunKind } from '../../db/types.money';
import type { Executor } from '../ledger/ledger.repository';
import type { RunRow } from './runs.repository';

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
