import { sql } from 'kysely';
import type { EntryKind } from '@kola/domain';
import type { Executor } from '../../db/transaction';
import { noteLocalWrite, walletTag } from '../../lib/readCache';

export type { Executor } from '../../db/transaction';

export type CompanyAccount = 'payments_clearing' | 'revenue' | 'bonus_expense' | 'payouts' | 'fee_income';

/**
 * One sign convention for every account: a positive amount is a credit (a member wallet or the
 * company's revenue grows), a negative amount a debit (a wallet pays out, the clearing account
 * receives provider money, the bonus expense grows). A transaction's lines sum to zero.
 */
export interface LedgerLine {
  /** A member's wallet (users.id) or a company account. */
  account: { userId: number } | { company: CompanyAccount };
  /** Signed kobo; the lines of one transaction sum to zero. */
  amountKobo: number;
  /** One of the domain's ENTRY_KINDS (the database's constraint holds the same list). */
  kind: EntryKind;
  explanation?: Record<string, unknown>;
}

export interface PostInput {
  /**
   * One ledger transaction per key, ever: a second post with the same key and the same lines does
   * nothing; with other lines it throws IdempotencyConflictError.
   */
  idempotencyKey: string;
  kind: string;
  causeType: string;
  causeRef: string;
  description?: string;
  lines: LedgerLine[];
}

export class InsufficientFundsError extends Error {
  constructor() {
    super('The wallet balance does not cover this amount.');
    this.name = 'InsufficientFundsError';
  }
}

/**
 * A posting under an idempotency key the ledger already holds, with other lines: a bug (two
 * causes sharing a key, or a cause whose amounts changed), never silently accepted.
 * docs/money-and-ledger.md#the-ledger
 */
export class IdempotencyConflictError extends Error {
  constructor(key: string, stored: string[], requested: string[]) {
    super(
      `Ledger key ${key} was already posted with other lines: stored [${stored.join(', ')}], ` +
        `now [${requested.join(', ')}]`,
    );
    this.name = 'IdempotencyConflictError';
  }
}

/** `account amount kind` of each line, sorted, to compare two postings as multisets. */
function lineKeys(lines: { code: string; amountKobo: number; kind: string }[]): string[] {
  return lines.map((l) => `${l.code} ${l.amountKobo} ${l.kind}`).sort();
}

/** A replay of `key` must bring exactly the lines stored under it (see IdempotencyConflictError). */
export async function assertSameLines(db: Executor, key: string, lines: LedgerLine[]): Promise<void> {
  const { rows } = await sql<{ code: string; amount_kobo: number | string; kind: string }>`
    select a.code, e.amount_kobo, e.kind
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where t.idempotency_key = ${key}`.execute(db);
  const stored = lineKeys(
    rows.map((r) => ({ code: r.code, amountKobo: Number(r.amount_kobo), kind: r.kind })),
  );
  const requested = lineKeys(
    lines.map((l) => ({
      code: 'userId' in l.account ? `member:${l.account.userId}` : `company:${l.account.company}`,
      amountKobo: l.amountKobo,
      kind: l.kind,
    })),
  );
  if (stored.length !== requested.length || stored.some((line, i) => line !== requested[i])) {
    throw new IdempotencyConflictError(key, stored, requested);
  }
}

/** 23514 check_violation: a member wallet would have gone below zero. */
export function isCheckViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23514';
}

/**
 * Posts one balanced ledger transaction. Returns its id, or null when a transaction with the
 * same idempotency key exists already (nothing is written then). Must run inside a database
 * transaction when the caller also changes other rows.
 */
export async function postTransaction(db: Executor, input: PostInput): Promise<number | null> {
  const lines = input.lines.filter((l) => l.amountKobo !== 0);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountKobo)) throw new RangeError(`Not whole kobo: ${line.amountKobo}`);
  }
  const total = lines.reduce((s, l) => s + l.amountKobo, 0);
  if (total !== 0) throw new Error(`Unbalanced ledger transaction ${input.idempotencyKey}: ${total} kobo`);
  const inserted = await db
    .insertInto('ledger_transactions')
    .values({
      idempotency_key: input.idempotencyKey,
      kind: input.kind,
      cause_type: input.causeType,
      cause_ref: input.causeRef,
      description: input.description ?? '',
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    await assertSameLines(db, input.idempotencyKey, lines);
    return null;
  }
  if (lines.length === 0) return inserted.id;

  // One lookup of every account the lines name, then one INSERT of all the lines (arrays, so a
  // run's parts of thousands of lines stay one short statement).
  const userIds = [...new Set(lines.flatMap((l) => ('userId' in l.account ? [l.account.userId] : [])))];
  // This process's own readers skip these wallets' cached totals until the commit is announced.
  noteLocalWrite(userIds.map(walletTag));
  const codes = [
    ...new Set(lines.flatMap((l) => ('company' in l.account ? [`company:${l.account.company}`] : []))),
  ];
  const { rows: accounts } = await sql<{ id: number; user_id: number | null; code: string }>`
    select id, user_id, code from ledger_accounts
    where user_id = any(${userIds}::bigint[]) or code = any(${codes}::text[])`.execute(db);
  const byUser = new Map<number, number>();
  const byCode = new Map<string, number>();
  for (const a of accounts) {
    if (a.user_id !== null) byUser.set(Number(a.user_id), Number(a.id));
    else byCode.set(a.code, Number(a.id));
  }
  const accountIds: number[] = [];
  const owners: (number | null)[] = [];
  for (const line of lines) {
    if ('userId' in line.account) {
      const id = byUser.get(line.account.userId);
      if (id === undefined) throw new Error(`Member ${line.account.userId} has no wallet account`);
      accountIds.push(id);
      owners.push(line.account.userId);
    } else {
      const id = byCode.get(`company:${line.account.company}`);
      if (id === undefined) throw new Error(`No company account ${line.account.company}`);
      accountIds.push(id);
      owners.push(null);
    }
  }
  try {
    await sql`
      insert into ledger_entries
        (transaction_id, account_id, user_id, amount_kobo, kind, cause_type, cause_ref, explanation)
      select ${inserted.id}::bigint, l.account_id, l.user_id, l.amount_kobo, l.kind, ${input.causeType}::text,
        ${input.causeRef}::text,
        l.explanation::jsonb
      from unnest(
        ${accountIds}::bigint[], ${owners}::bigint[], ${lines.map((l) => l.amountKobo)}::bigint[],
        ${lines.map((l) => l.kind)}::text[], ${lines.map((l) => JSON.stringify(l.explanation ?? {}))}::text[]
      ) with ordinality as l(account_id, user_id, amount_kobo, kind, explanation, n)
      order by l.n`.execute(db);
  } catch (error) {
    if (isCheckViolation(error)) throw new InsufficientFundsError();
    throw error;
  }
  return inserted.id;
}

/** The wallet's balance, locking the wallet row until the transaction ends. */
export async function lockWallet(tx: Executor, userId: number): Promise<number> {
  const row = await tx
    .selectFrom('ledger_accounts')
    .select('balance_kobo')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.balance_kobo;
}

export async function walletBalance(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_kobo')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.balance_kobo ?? 0;
}

/** The member's entries summed per kind (credits positive, debits negative). */
export async function sumsByKind(
  db: Executor,
  userId: number,
): Promise<Map<string, { total: number; count: number }>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select([
      'kind',
      sql<number>`coalesce(sum(amount_kobo), 0)`.as('total'),
      sql<number>`count(*)`.as('count'),
    ])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
  return new Map(rows.map((r) => [r.kind, { total: Number(r.total), count: Number(r.count) }]));
}

/** Company-wide sums over member wallet entries per kind. */
export async function memberSumsByKind(db: Executor): Promise<Map<string, { total: number; count: number }>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select([
      'kind',
      sql<number>`coalesce(sum(amount_kobo), 0)`.as('total'),
      sql<number>`count(*)`.as('count'),
    ])
    .where('user_id', 'is not', null)
    .groupBy('kind')
    .execute();
  return new Map(rows.map((r) => [r.kind, { total: Number(r.total), count: Number(r.count) }]));
}

export interface ForfeitLine {
  userId: number | null;
  kind: string;
  amountKobo: number;
  reason: string;
  explanation?: Record<string, unknown>;
}

export async function recordForfeits(
  db: Executor,
  cause: { causeType: string; causeRef: string },
  lines: ForfeitLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('forfeited_bonuses')
    .values(
      lines.map((l) => ({
        user_id: l.userId,
        kind: l.kind,
        amount_kobo: l.amountKobo,
        reason: l.reason,
        cause_type: cause.causeType,
        cause_ref: cause.causeRef,
        explanation: JSON.stringify(l.explanation ?? {}),
      })),
    )
    .execute();
}

export interface LedgerProblem {
  problem: string;
  detail: Record<string, unknown>;
}

/**
 * The ledger's invariants: every balance equals the sum of its entries, every transaction
 * sums to zero, no member wallet is negative. An empty list means the books are sound.
 */
export async function checkLedger(db: Executor): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const balances = await sql<{ id: number; code: string; balance_kobo: number; entries: number }>`
    select a.id, a.code, a.balance_kobo, coalesce(sum(e.amount_kobo), 0) as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id, a.code, a.balance_kobo
    having a.balance_kobo <> coalesce(sum(e.amount_kobo), 0)`.execute(db);
  for (const r of balances.rows)
    problems.push({ problem: 'balance differs from its entries', detail: { ...r } });
  const unbalanced = await sql<{ transaction_id: number; total: number }>`
    select transaction_id, sum(amount_kobo) as total from ledger_entries
    group by transaction_id having sum(amount_kobo) <> 0`.execute(db);
  for (const r of unbalanced.rows)
    problems.push({ problem: 'transaction does not sum to zero', detail: { ...r } });
  const negative = await sql<{ code: string; balance_kobo: number }>`
    select code, balance_kobo from ledger_accounts where kind = 'member_wallet' and balance_kobo < 0`.execute(
    db,
  );
  for (const r of negative.rows) problems.push({ problem: 'negative member wallet', detail: { ...r } });
  return problems;
}
