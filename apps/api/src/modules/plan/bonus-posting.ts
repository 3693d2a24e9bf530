import { NO_RECIPIENT, type PlannedEntry } from '@kola/domain';
import { postTransaction, recordForfeits, type Executor, type LedgerLine } from '../ledger/ledger.repository';

export interface BonusCause {
  /** One ledger transaction per key: posting the same event twice pays nothing more. */
  idempotencyKey: string;
  /** e.g. 'payment', 'run', 'incentive_claim', 'order' */
  causeType: string;
  /** e.g. the payment reference, the run id, the claim id */
  causeRef: string;
  description: string;
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
  const paid = entries.filter((e) => !e.forfeited && e.amountKobo > 0);
  // The company's bonus expense comes first (one line per kind) and the wallets follow in id
  // order: every posting takes its row locks in the same order, so concurrent postings queue
  // instead of deadlocking.
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
        explanation: { ...e.explanation } as Record<string, unknown>,
      })),
  ];
  const posted = await postTransaction(db, {
    idempotencyKey: cause.idempotencyKey,
    kind: 'bonuses',
    causeType: cause.causeType,
    causeRef: cause.causeRef,
    description: cause.description,
    lines,
  });
  if (posted === null) return null;
  await recordForfeits(
    db,
    cause,
    entries
      .filter((e) => e.forfeited)
      .map((e) => ({
        userId: e.recipientId === NO_RECIPIENT ? null : Number(e.recipientId),
        kind: e.kind,
        amountKobo: e.amountKobo,
        reason: e.forfeited!.reason,
        explanation: { ...e.explanation } as Record<string, unknown>,
      })),
  );
  return paid.reduce((s, e) => s + e.amountKobo, 0);
}
