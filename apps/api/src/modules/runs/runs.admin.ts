import { koboToNaira } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { writeAudit } from '../../lib/audit';
import { AppError, invalid } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paging';
import { requireAdmin } from '../admin-members/admin-members.service';
import { RUN_MESSAGES } from './runs.messages';
import { RunPeriodError } from './runs.periods';
import { findRun, listRuns, usernamesOf } from './runs.repository';
import { toRun } from './runs.serializers';
import { createRunsService, type RunsServiceDeps } from './runs.service';
import { RUN_KINDS, type RunKind, type RunPreview } from './runs.types';

/** How many lines a preview shows (the largest, paid or forfeited). */
export const PREVIEW_TOP_LINES = 20;

/** A period the runs cannot take (malformed, not due yet, not a payout day): 422 on `period`. */
async function periodChecked<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof RunPeriodError) throw invalid('period', error.message);
    throw error;
  }
}

/**
 * The back office's runs screen (docs/screens/back-office.md#runs): the runs listed, each kind's
 * current period, a preview and a commit by hand. Preview, commit and the due periods are the
 * runs service's own (the same the scheduler and the CLI use); this adds the administrator check,
 * the contract's shapes and the audit of a commit.
 */
export function createRunsAdminService(deps: Omit<RunsServiceDeps, 'db'> & { db: Database }) {
  const { db } = deps;
  const runs = createRunsService(deps);

  return {
    /** GET /runs: newest first, one page, optionally one kind. */
    async list(caller: Auth, query: PageQuery & { kind?: RunKind }) {
      requireAdmin(caller);
      return paginate(listRuns(db, query.kind), query, toRun);
    },

    /** GET /runs/due: each kind's current period, due, already run or not due. */
    async due(caller: Auth) {
      requireAdmin(caller);
      const due = await runs.duePeriods();
      const rows = [];
      for (const kind of RUN_KINDS) {
        const period = await runs.defaultPeriod(kind);
        const run = await findRun(db, kind, period);
        const isDue = due.some((d) => d.kind === kind && d.periodKey === period);
        rows.push({
          kind,
          period,
          status: run ? ('already_run' as const) : isDue ? ('due' as const) : ('not_due' as const),
          run: run ? toRun(run) : null,
        });
      }
      return rows;
    },

    /** GET /runs/{kind}/{period}/preview: what a commit would pay now. */
    async preview(caller: Auth, kind: RunKind, period: string) {
      requireAdmin(caller);
      const plan = await periodChecked(() => runs.preview(kind, period));
      return toPreview(plan);
    },

    /**
     * POST /runs/{kind}/{period}/commit: pays the period once and writes who committed it to the
     * audit log in the run's own transaction; a period claimed already answers 409 and pays nothing.
     */
    async commit(caller: Auth, kind: RunKind, period: string, ip: string | null) {
      requireAdmin(caller);
      return periodChecked(() =>
        inTransaction(db, async (tx) => {
          const result = await createRunsService({ ...deps, db: tx }).commit(kind, period);
          if (result.outcome === 'already_run') throw new AppError(409, RUN_MESSAGES.alreadyRun);
          const run = toRun(result.run);
          await writeAudit(tx, {
            actor_type: 'admin',
            actor_id: caller.id,
            action: 'runs.commit',
            target_type: 'bonus_run',
            target_id: String(run.id),
            before: null,
            after: { kind, period, members: run.members, paid: run.paid, forfeited: run.forfeited },
            ip,
          });
          return run;
        }),
      );
    },
  };

  /** The contract's RunPreview: totals, by kind, and the largest lines with their usernames. */
  async function toPreview(plan: RunPreview) {
    if (plan.kind === 'payouts') {
      const lines = plan.payouts ?? [];
      const made = lines.filter((l) => !l.skipped);
      const top = [...lines].sort((a, b) => b.amountKobo - a.amountKobo).slice(0, PREVIEW_TOP_LINES);
      const amount = made.reduce((s, l) => s + l.amountKobo, 0);
      return {
        kind: plan.kind,
        period: plan.periodKey,
        members: made.length,
        paid: koboToNaira(amount),
        paid_lines: made.length,
        forfeited: 0,
        forfeited_lines: 0,
        by_kind: made.length > 0 ? [{ kind: 'withdrawal', paid: koboToNaira(amount), forfeited: 0 }] : [],
        top_lines: top.map((l) => ({
          username: l.username,
          kind: 'withdrawal',
          amount: koboToNaira(l.amountKobo),
          forfeit_reason: l.skipped ?? null,
        })),
        already_run: plan.alreadyRun ? toRun(plan.alreadyRun) : null,
      };
    }
    const lines = plan.postings.flatMap((p) => p.lines);
    const top = [...lines].sort((a, b) => b.amountKobo - a.amountKobo).slice(0, PREVIEW_TOP_LINES);
    const ids = [...new Set(top.map((l) => l.recipientId).filter((id): id is number => id !== null))];
    const names = await usernamesOf(db, ids);
    const { totals } = plan;
    return {
      kind: plan.kind,
      period: plan.periodKey,
      members: totals.members,
      paid: koboToNaira(totals.paidKobo),
      paid_lines: totals.paidLines,
      forfeited: koboToNaira(totals.forfeitedKobo),
      forfeited_lines: totals.forfeitedLines,
      by_kind: Object.entries(totals.byKind)
        .map(([kind, t]) => ({
          kind,
          paid: koboToNaira(t.paidKobo),
          forfeited: koboToNaira(t.forfeitedKobo),
        }))
        .sort((a, b) => b.paid - a.paid || a.kind.localeCompare(b.kind)),
      top_lines: top.map((l) => ({
        username: l.recipientId === null ? null : (names.get(l.recipientId) ?? null),
        kind: l.kind,
        amount: koboToNaira(l.amountKobo),
        forfeit_reason: l.forfeitReason ?? null,
      })),
      already_run: plan.alreadyRun ? toRun(plan.alreadyRun) : null,
    };
  }
}

export type RunsAdminService = ReturnType<typeof createRunsAdminService>;
