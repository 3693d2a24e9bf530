import { koboToNaira } from '@kola/domain';
import type { RunRow } from './runs.repository';
import type { RunTotals } from './runs.types';

/** A jsonb column as an object, whether the driver parsed it already or not. */
function summaryOf(row: RunRow): Record<string, unknown> {
  const raw: unknown = row.summary;
  if (typeof raw === 'string') return JSON.parse(raw) as Record<string, unknown>;
  return (raw ?? {}) as Record<string, unknown>;
}

/**
 * The contract's Run: a bonus run's totals are kept in its summary (runs.service finishRun); a
 * payout run's members are the withdrawals it made and paid their amount (nothing is forfeited).
 */
export function toRun(row: RunRow) {
  const summary = summaryOf(row);
  const totals = summary.totals as Partial<RunTotals> | undefined;
  const payouts = row.kind === 'payouts';
  return {
    id: Number(row.id),
    kind: row.kind,
    period: row.period_key,
    status: row.status,
    members: payouts ? Number(summary.withdrawals ?? row.entries ?? 0) : Number(totals?.members ?? 0),
    paid: koboToNaira(Number(row.total_kobo)),
    paid_lines: Number(row.entries),
    forfeited: payouts ? 0 : koboToNaira(Number(totals?.forfeitedKobo ?? 0)),
    forfeited_lines: payouts ? 0 : Number(totals?.forfeitedLines ?? 0),
    started_at: new Date(row.started_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

export type RunView = ReturnType<typeof toRun>;
