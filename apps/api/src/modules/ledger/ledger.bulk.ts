import { sql } from 'kysely';
import { noteLocalWrite, walletTag } from '../../lib/readCache';
import {
  assertSameLines,
  InsufficientFundsError,
  isCheckViolation,
  type Executor,
  type ForfeitLine,
  type LedgerLine,
  type PostInput,
} from './ledger.repository';

/*
 * Many ledger transactions posted at once (a scheduled run's parts: docs/money-and-ledger.md#scheduled-runs,
 * ADR 0020): the same transactions, entries and balances as postTransaction once per input. One
 * INSERT of every transaction row; then the entries, whole transactions per statement, each an
 * INSERT … SELECT from array parameters with every account looked up in the statement (the
 * ledger's statement trigger checks the statement's transactions and applies their sums to the
 * balances with one UPDATE), the next statement's arrays built while the database runs the
 * current one; then the forfeited lines in a few INSERTs. Plain SQL, so it runs the same on
 * PostgreSQL and PGlite.
 */

/**
 * Lines per INSERT of entries: whole transactions, so a statement never splits one (the trigger
 * refuses a transaction that gains entries later). The ledger's statement trigger locks and
 * updates the statement's accounts in hash order, so a statement of a run part's members (a
 * narrow range of wallet rows) finds them in PostgreSQL's buffers: on 1,000,000 members, 286,000
 * lines took 18-20 s in statements of 2,000 lines, 20-24 s in statements of 20,000 or 100,000
 * (ADR 0020). The next statement's parameters are built while the database runs one.
 */
export const BULK_STATEMENT_LINES = 2_000;

/**
 * Forfeited lines per INSERT (no trigger, no balances). Several statements, so that the next one's
 * parameters (the lines' explanations as JSON) are built while the database runs one: a matching
 * run's 40,426 forfeited lines on 1,000,000 members took 0.9 s as one statement of 50,000 lines,
 * 0.54 s in statements of 5,000, at the end of the run's ledger.
 */
export const FORFEIT_STATEMENT_LINES = 5_000;

/** postTransaction's checks of one input: whole kobo, sums to zero. Its non-zero lines. */
function checkedLines(input: PostInput): LedgerLine[] {
  const lines = input.lines.filter((l) => l.amountKobo !== 0);
  let total = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountKobo)) throw new RangeError(`Not whole kobo: ${line.amountKobo}`);
    total += line.amountKobo;
  }
  if (total !== 0) throw new Error(`Unbalanced ledger transaction ${input.idempotencyKey}: ${total} kobo`);
  return lines;
}

/** Consecutive groups of `items`, each of at most `size` weight unless one item weighs more. */
function* groups<T>(items: readonly T[], weight: (item: T) => number, size: number): Generator<T[]> {
  let group: T[] = [];
  let total = 0;
  for (const item of items) {
    const w = weight(item);
    if (group.length > 0 && total + w > size) {
      yield group;
      group = [];
      total = 0;
    }
    group.push(item);
    total += w;
  }
  if (group.length > 0) yield group;
}

/**
 * A bigint[] parameter written as PostgreSQL's array text ('{1,-2,NULL}') in one join: the
 * driver's own array conversion handles each element in turn, which a million-element array
 * feels. Only safe integers (or null).
 */
export function bigintArray(values: readonly (number | null)[]): string {
  for (const v of values) {
    if (v !== null && !Number.isSafeInteger(v)) throw new RangeError(`Not a whole number: ${v}`);
  }
  return `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
}

interface EntryColumns {
  transactionIds: string;
  userIds: string;
  codes: (string | null)[];
  amounts: string;
  kinds: string[];
  /** Every line's explanation, as one JSON array. */
  explanations: string;
  /** The statement's transactions and their causes (each entry's cause is its transaction's). */
  transactions: { ids: string; causeTypes: string[]; causeRefs: string[] };
}

function entryColumns(
  transactions: readonly { id: number; input: PostInput; lines: readonly LedgerLine[] }[],
) {
  const transactionIds: number[] = [];
  const userIds: (number | null)[] = [];
  const codes: (string | null)[] = [];
  const amounts: number[] = [];
  const kinds: string[] = [];
  const explanations: Record<string, unknown>[] = [];
  for (const { id, lines } of transactions) {
    for (const line of lines) {
      transactionIds.push(id);
      if ('userId' in line.account) {
        userIds.push(line.account.userId);
        codes.push(null);
      } else {
        userIds.push(null);
        codes.push(`company:${line.account.company}`);
      }
      amounts.push(line.amountKobo);
      kinds.push(line.kind);
      explanations.push(line.explanation ?? {});
    }
  }
  const columns: EntryColumns = {
    transactionIds: bigintArray(transactionIds),
    userIds: bigintArray(userIds),
    codes,
    amounts: bigintArray(amounts),
    kinds,
    explanations: JSON.stringify(explanations),
    transactions: {
      ids: bigintArray(transactions.map((t) => t.id)),
      causeTypes: transactions.map((t) => t.input.causeType),
      causeRefs: transactions.map((t) => t.input.causeRef),
    },
  };
  return columns;
}

/**
 * One INSERT of these transactions' entries, in line order. Each line's account is looked up by
 * its owner (or company code) through the unique index, one lookup a line: a join would let the
 * planner hash all of ledger_accounts for every statement of more than a few thousand lines. A
 * line whose account does not exist leaves account_id null, which the column refuses.
 */
async function insertEntries(db: Executor, c: EntryColumns, keys: string): Promise<void> {
  try {
    await sql`
      insert into ledger_entries
        (transaction_id, account_id, user_id, amount_kobo, kind, cause_type, cause_ref, explanation)
      select l.transaction_id,
        coalesce(
          (select a.id from ledger_accounts a where a.user_id = l.user_id),
          (select a.id from ledger_accounts a where a.code = l.code)
        ),
        l.user_id, l.amount_kobo, l.kind, t.cause_type, t.cause_ref, l.explanation
      from rows from (
        unnest(${c.transactionIds}::bigint[]), unnest(${c.userIds}::bigint[]), unnest(${c.codes}::text[]),
        unnest(${c.amounts}::bigint[]), unnest(${c.kinds}::text[]), jsonb_array_elements(${c.explanations}::jsonb)
      ) with ordinality as l(transaction_id, user_id, code, amount_kobo, kind, explanation, n)
      join unnest(
        ${c.transactions.ids}::bigint[], ${c.transactions.causeTypes}::text[], ${c.transactions.causeRefs}::text[]
      ) as t(id, cause_type, cause_ref) on t.id = l.transaction_id
      order by l.n`.execute(db);
  } catch (error) {
    if (isCheckViolation(error)) throw new InsufficientFundsError();
    // 23502 not_null_violation: a line named an account that does not exist.
    if ((error as { code?: string } | null)?.code === '23502') {
      throw new Error(
        `A line of ledger transactions ${keys} names a member without a wallet account or an unknown company account`,
      );
    }
    throw error;
  }
}

/**
 * Runs one statement per item in order, preparing the next item's parameters (JavaScript work)
 * while the database executes the current statement: `prepare` builds them and returns the call
 * that sends the statement. On PostgreSQL the two overlap; on PGlite (in this thread) they simply
 * alternate.
 */
async function pipelined<T>(items: readonly T[], prepare: (item: T) => () => Promise<void>): Promise<void> {
  let running: Promise<void> | null = null;
  try {
    for (const item of items) {
      const send = prepare(item);
      if (running) await running;
      running = send();
      // Handled here at once (awaited again below, where its error is thrown): a statement that
      // fails while the next parameters are built is not an unhandled rejection.
      running.catch(() => undefined);
      // Let the driver write the statement before the next item's parameters are built.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } finally {
    // Never leave a statement of the caller's transaction unawaited (its error is the one to throw).
    if (running) await running;
  }
}

/**
 * Posts each input as postTransaction would, in input order (transaction and entry ids ascend
 * with it): returns each one's transaction id, or null for a key the ledger already holds (its
 * lines must be the stored ones, else IdempotencyConflictError; nothing is written for it).
 * Must run inside the caller's database transaction: a failure leaves the statements before it
 * written.
 */
export async function postTransactions(
  db: Executor,
  inputs: readonly PostInput[],
  options: { statementLines?: number } = {},
): Promise<(number | null)[]> {
  if (inputs.length === 0) return [];
  const statementLines = options.statementLines ?? BULK_STATEMENT_LINES;
  const lines = inputs.map(checkedLines);
  const keys = inputs.map((i) => i.idempotencyKey);
  if (new Set(keys).size !== keys.length) throw new Error('Two ledger transactions share an idempotency key');

  const { rows: inserted } = await sql<{ id: number; idempotency_key: string }>`
    insert into ledger_transactions (idempotency_key, kind, cause_type, cause_ref, description)
    select t.key, t.kind, t.cause_type, t.cause_ref, t.description
    from unnest(
      ${keys}::text[], ${inputs.map((i) => i.kind)}::text[], ${inputs.map((i) => i.causeType)}::text[],
      ${inputs.map((i) => i.causeRef)}::text[], ${inputs.map((i) => i.description ?? '')}::text[]
    ) with ordinality as t(key, kind, cause_type, cause_ref, description, n)
    order by t.n
    on conflict (idempotency_key) do nothing
    returning id, idempotency_key`.execute(db);
  const idOf = new Map(inserted.map((r) => [r.idempotency_key, Number(r.id)]));
  const ids = keys.map((key) => idOf.get(key) ?? null);
  for (let i = 0; i < inputs.length; i++) {
    if (ids[i] === null) await assertSameLines(db, keys[i]!, lines[i]!);
  }

  const posted = inputs.flatMap((_, i) => (ids[i] !== null && lines[i]!.length > 0 ? [i] : []));
  // This process's own readers skip these wallets' cached totals until the commit is announced.
  noteLocalWrite(
    [
      ...new Set(
        posted.flatMap((i) => lines[i]!.flatMap((l) => ('userId' in l.account ? [l.account.userId] : []))),
      ),
    ].map(walletTag),
  );
  const statements = [...groups(posted, (i) => lines[i]!.length, statementLines)];
  await pipelined(statements, (group) => {
    const columns = entryColumns(group.map((i) => ({ id: ids[i]!, input: inputs[i]!, lines: lines[i]! })));
    const first = keys[group[0]!]!;
    const last = keys[group[group.length - 1]!]!;
    return () => insertEntries(db, columns, `${first} … ${last}`);
  });
  return ids;
}

/** recordForfeits for many lines of one cause: set-based statements of up to FORFEIT_STATEMENT_LINES lines, in order. */
export async function recordForfeitsInBulk(
  db: Executor,
  cause: { causeType: string; causeRef: string },
  lines: readonly ForfeitLine[],
  options: { statementLines?: number } = {},
): Promise<void> {
  const size = options.statementLines ?? FORFEIT_STATEMENT_LINES;
  const parts: (readonly ForfeitLine[])[] = [];
  for (let from = 0; from < lines.length; from += size) parts.push(lines.slice(from, from + size));
  await pipelined(parts, (part) => {
    const userIds = bigintArray(part.map((l) => l.userId));
    const kinds = part.map((l) => l.kind);
    const amounts = bigintArray(part.map((l) => l.amountKobo));
    const reasons = part.map((l) => l.reason);
    const explanations = JSON.stringify(part.map((l) => l.explanation ?? {}));
    return async () => {
      await sql`
        insert into forfeited_bonuses (user_id, kind, amount_kobo, reason, cause_type, cause_ref, explanation)
        select f.user_id, f.kind, f.amount_kobo, f.reason, ${cause.causeType}::text, ${cause.causeRef}::text,
          f.explanation
        from rows from (
          unnest(${userIds}::bigint[]), unnest(${kinds}::text[]), unnest(${amounts}::bigint[]),
          unnest(${reasons}::text[]), jsonb_array_elements(${explanations}::jsonb)
        ) with ordinality as f(user_id, kind, amount_kobo, reason, explanation, n)
        order by f.n`.execute(db);
    };
  });
}
