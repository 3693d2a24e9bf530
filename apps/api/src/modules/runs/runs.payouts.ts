import { automatedPayout, type Kobo } from '@kola/domain';
import type { Executor } from '../ledger/ledger.repository';
import type { Plan } from '../plan/plan.repository';
import { finishRun, payoutCandidates, type RunRow } from './runs.repository';
import type { CommitResult, CreateAutomatedWithdrawal, PayoutLine, RunPlan } from './runs.types';

/**
 * Automated payouts of a payout day (docs/money-and-ledger.md#automated-payouts, domain `automatedPayout`):
 * each active member with a standing withdrawal amount, verified bank details, no pending withdrawal and a
 * balance that covers it gets a withdrawal of that amount (debited at once, paid out like any withdrawal).
 */
export async function planPayouts(tx: Executor, periodKey: string, plan: Plan, lock: boolean) {
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

/**
 * Commits a payout run's plan inside the run's transaction (the wallets were locked by the plan's
 * read): one automated withdrawal per line not skipped, then the run marked committed.
 */
export async function commitPayouts(
  tx: Executor,
  claimed: RunRow,
  view: RunPlan,
  createAutomatedWithdrawal: CreateAutomatedWithdrawal,
): Promise<CommitResult> {
  const periodKey = view.periodKey;
  const lines = view.payouts ?? [];
  for (const line of lines) {
    if (line.skipped) continue;
    const made = await createAutomatedWithdrawal(tx, {
      userId: line.memberId,
      amountKobo: line.amountKobo,
      feeKobo: line.feeKobo,
      netKobo: line.netKobo,
      periodKey,
    });
    line.withdrawalId = made.id;
    line.reference = made.reference;
  }
  const summary = view.summary;
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
  return { outcome: 'committed', run, plan: view };
}
