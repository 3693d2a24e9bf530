// Preview or commit one scheduled run from the command line, on the database of the server's
// configuration (DATABASE_URL, else PGlite at PGLITE_DATA_DIR: stop the server first then, as
// PGlite is one process's database).
//
//   npx tsx apps/api/src/cli/run-bonuses.ts <kind> [--period KEY] [--preview] [--json]
//   npm run runs -w apps/api -- equilibrium --preview
//
// kind: matching | equilibrium | profit_pool | global_profit | payouts. Without --period, the
// period due now (matching, equilibrium, payouts: today's Lagos date; profit_pool: last month;
// global_profit: the latest year whose share date has come).
import { parseArgs } from 'node:util';
import { formatKobo } from '@kola/domain';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedBase } from '../db/seed';
import { RunPeriodError } from '../modules/runs/runs.periods';
import { createRunsService } from '../modules/runs/runs.service';
import { isRunKind, RUN_KINDS, type RunPlan, type RunPreview } from '../modules/runs/runs.types';
import { createAutomatedWithdrawal } from '../modules/withdrawals/withdrawals.service';

const USAGE = `Usage: run-bonuses <${RUN_KINDS.join('|')}> [--period KEY] [--preview] [--json]`;

function describeLine(line: RunPlan['postings'][number]['lines'][number]): string {
  const e = line.explanation;
  const parts = [];
  if (typeof e.pairs === 'number') parts.push(`${e.pairs} pair(s)`);
  if (typeof e.baseKobo === 'number') parts.push(`base ${formatKobo(e.baseKobo)}`);
  if (typeof e.note === 'string') parts.push(e.note);
  return parts.join(', ');
}

function printPlan(plan: RunPlan, heading: string): void {
  const out: string[] = [heading];
  for (const posting of plan.postings) {
    out.push(`  ${posting.username} (#${posting.memberId})`);
    for (const line of posting.lines) {
      const who = line.recipientId === posting.memberId ? '' : ` to #${line.recipientId ?? '-'}`;
      const status = line.forfeitReason ? `forfeited (${line.forfeitReason})` : 'paid';
      out.push(
        `    ${line.kind}${who}: ${formatKobo(line.amountKobo)} ${status}${describeLine(line) ? ` — ${describeLine(line)}` : ''}`,
      );
    }
  }
  for (const p of plan.payouts ?? []) {
    out.push(
      p.skipped
        ? `  ${p.username} (#${p.memberId}): ${formatKobo(p.amountKobo)} not withdrawn (${p.skipped})`
        : `  ${p.username} (#${p.memberId}): withdrawal ${formatKobo(p.amountKobo)}, fee ${formatKobo(p.feeKobo)}, to the bank ${formatKobo(p.netKobo)}${p.reference ? ` [${p.reference}]` : ''}`,
    );
  }
  const t = plan.totals;
  if (plan.kind !== 'payouts') {
    out.push(
      `Totals: ${formatKobo(t.paidKobo)} paid in ${t.paidLines} line(s) for ${t.members} member(s); ` +
        `${formatKobo(t.forfeitedKobo)} forfeited in ${t.forfeitedLines} line(s).`,
    );
  }
  out.push(`Summary: ${JSON.stringify(plan.summary)}`);
  console.log(out.join('\n'));
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      period: { type: 'string' },
      preview: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const kind = positionals[0];
  if (values.help || !kind || positionals.length > 1 || !isRunKind(kind)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    await seedBase(database.db, config);
    // Automated payouts create their withdrawals through the withdrawals module.
    const service = createRunsService({
      db: database.db,
      // A matching run's member state on a connection of its own (ADR 0025).
      stateDb: database.sideDb,
      createAutomatedWithdrawal,
    });
    const periodKey = values.period ?? (await service.defaultPeriod(kind));
    if (values.preview) {
      const preview: RunPreview = await service.preview(kind, periodKey);
      if (values.json) console.log(JSON.stringify(preview, null, 2));
      else {
        printPlan(preview, `Preview of ${kind} for ${periodKey} (nothing written):`);
        if (preview.alreadyRun) {
          console.log(
            `This period was already run (run #${preview.alreadyRun.id}, ${preview.alreadyRun.status}).`,
          );
        }
      }
      return 0;
    }
    const result = await service.commit(kind, periodKey);
    if (values.json) console.log(JSON.stringify(result, null, 2));
    else if (result.outcome === 'already_run') {
      console.log(
        `${kind} ${periodKey} was already run (run #${result.run.id}, ${result.run.status}, ` +
          `${formatKobo(result.run.total_kobo)}): nothing paid.`,
      );
    } else {
      printPlan(result.plan, `Committed ${kind} for ${periodKey} (run #${result.run.id}):`);
    }
    return 0;
  } catch (error) {
    if (error instanceof RunPeriodError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else console.error(error);
    process.exitCode = 1;
  },
);
