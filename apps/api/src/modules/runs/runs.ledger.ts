import type { PlannedEntry } from '@kola/domain';
import { postTransactions, recordForfeitsInBulk } from '../ledger/ledger.bulk';
import type { Executor, ForfeitLine, PostInput } from '../ledger/ledger.repository';
import { bonusTransaction, forfeitLines } from '../plan/bonus-posting';

/** What a committed run writes to the ledger: its parts' transactions and its forfeited lines. */
export interface RunLedger {
  cause: { causeType: string; causeRef: string };
  transactions: PostInput[];
  forfeits: ForfeitLine[];
}

/**
 * A run's parts (each a list of whole members' entries: runBatches) as its ledger transactions
 * `run:<kind>:<period>:<part>` and forfeited lines, exactly what postPlannedEntries once per part
 * would write. Computed only: postRunLedger writes it.
 */
export function runLedger(
  run: { kind: string; periodKey: string; runId: number; description: string },
  parts: readonly (readonly PlannedEntry[])[],
): RunLedger {
  const cause = { causeType: 'run', causeRef: String(run.runId) };
  return {
    cause,
    transactions: parts.map((entries, i) =>
      bonusTransaction(
        {
          ...cause,
          idempotencyKey: `run:${run.kind}:${run.periodKey}:${i + 1}`,
          description: `${run.description}, ${run.periodKey} (part ${i + 1})`,
        },
        entries,
      ),
    ),
    forfeits: parts.flatMap(forfeitLines),
  };
}

/**
 * Writes a run's ledger transactions and forfeited lines in set-based statements (ledger.bulk.ts,
 * ADR 0020). Throws when the ledger already holds one of its keys: the period claim makes that
 * impossible unless the ledger was posted outside a run.
 */
export async function postRunLedger(
  tx: Executor,
  ledger: RunLedger,
  /** Lines per statement (BULK_STATEMENT_LINES); tests set it low to write many statements. */
  options: { statementLines?: number } = {},
): Promise<void> {
  const ids = await postTransactions(tx, ledger.transactions, options);
  const held = ids.findIndex((id) => id === null);
  if (held >= 0) {
    throw new Error(
      `The ledger already holds ${ledger.transactions[held]!.idempotencyKey}; the run was not committed.`,
    );
  }
  await recordForfeitsInBulk(tx, ledger.cause, ledger.forfeits, options);
}
