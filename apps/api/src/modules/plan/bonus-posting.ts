import { NO_RECIPIENT, type PlannedEntry } from '@kola/domain';
import {
  postTransaction,
  recordForfeits,
  type Executor,
  type ForfeitLine,
  type LedgerLine,
  type PostInput,
} from '../ledger/ledger.repository';

export interface BonusCause {
  /** One ledger transaction per key: posting the same event twice pays nothing more. */
  idempotencyKey: string;
  /** e.g. 'payment', 'run', 'incentive_claim', 'order' */
  causeType: string;
  /** e.g. the payment reference, the run id, the claim id */
  causeRef: string;
  description: string;
}

const isPaid = (e: PlannedEntry) => !e.forfeited && e.amountKobo > 0;

/**
 * The balanced ledger transaction of a planned event's paid lines: the company's bonus expense
 * first (one line per kind, in the order the kinds first appear), then each member's wallet in
 * member id order, each with its explanation. Every posting takes its row locks in that order,
 * so concurrent postings queue instead of deadlocking. (A scheduled run writes many of these
 * at once: runs/runs.ledger.ts.)
 */
export function bonusTransaction(cause: BonusCause, entries: readonly PlannedEntry[]): PostInput {
  const paid = entries.filter(isPaid);
  const expense = new Map<PlannedEntry['kind'], number>();
  for (const e of paid) expense.set(e.kind, (expense.get(e.kind) ?? 0) + e.amountKobo);
  const lines: LedgerLine[] = [
    ...[...expense].map(([kind, total]) => ({
      account: { company: 'bonus_expense' as const },
      amountKobo: -total,
      kind,
    })),
    ...[...paid]
      .sort((a, b) => Number(a.recipientId) - Number(b.recipientId))
      .map((e) => ({
        account: { userId: Number(e.recipientId) },
        amountKobo: e.amountKobo,
        kind: e.kind,
        // Only serialised (into the line's JSON column), never changed: the entry's own object.
        explanation: e.explanation as unknown as Record<string, unknown>,
      })),
  ];
  return {
    idempotencyKey: cause.idempotencyKey,
    kind: 'bonuses',
    causeType: cause.causeType,
    causeRef: cause.causeRef,
    description: cause.description,
    lines,
  };
}

/** The forfeited lines of a planned event, with their reasons (they move no money). */
export function forfeitLines(entries: readonly PlannedEntry[]): ForfeitLine[] {
  return entries
    .filter((e) => e.forfeited)
    .map((e) => ({
      userId: e.recipientId === NO_RECIPIENT ? null : Number(e.recipientId),
      kind: e.kind,
      amountKobo: e.amountKobo,
      reason: e.forfeited!.reason,
      explanation: e.explanation as unknown as Record<string, unknown>,
    }));
}

/**
 * Posts the paid lines of a planned event as one balanced ledger transaction (each member's
 * wallet credited, the company's bonus expense debited) and records the forfeited lines with
 * their reasons. Returns the kobo paid, or null when this cause was posted before.
 */
export async function postPlannedEntries(
  db: Executor,
  cause: BonusCause,
  entries: readonly PlannedEntry[],
): Promise<number | null> {
  const posted = await postTransaction(db, bonusTransaction(cause, entries));
  if (posted === null) return null;
  await recordForfeits(db, cause, forfeitLines(entries));
  return entries.filter(isPaid).reduce((s, e) => s + e.amountKobo, 0);
}
