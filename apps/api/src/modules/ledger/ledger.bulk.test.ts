import { sql } from 'kysely';
import {
  kobo,
  NO_RECIPIENT,
  percentE4,
  type EntryExplanation,
  type ForfeitReason,
  type PlannedEntry,
} from '@kola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/helper';
import type { Database } from '../../db/database';
import { postPlannedEntries } from '../plan/bonus-posting';
import { runBatches } from '../runs/runs.service';
import { postRunLedger, runLedger } from '../runs/runs.ledger';
import { bigintArray, postTransactions } from './ledger.bulk';
import {
  checkLedger,
  IdempotencyConflictError,
  InsufficientFundsError,
  type PostInput,
} from './ledger.repository';

/*
 * Many ledger transactions in a few set-based statements (ledger.bulk.ts, ADR 0020): a run's
 * parts must land exactly as postPlannedEntries once per part writes them, and the ledger's rules
 * (idempotency keys, balanced transactions, wallets never below zero) hold the same.
 */

let server: TestServer;
let db: Database;
const member: number[] = [];

beforeAll(async () => {
  server = await startServer();
  db = server.app.database.db;
  const root = await db
    .selectFrom('users')
    .select('id')
    .where('is_root', '=', true)
    .executeTakeFirstOrThrow();
  // Five members (each gets a wallet on insert), outside the placement tree: only their wallets matter.
  for (let i = 0; i < 5; i++) {
    const row = await db
      .insertInto('users')
      .values({
        first_name: 'Bulk',
        last_name: String(i),
        username: `bulk_${i}`,
        email: `bulk_${i}@example.com`,
        phone: '+2348012345678',
        password_hash: 'not-a-password-hash',
        package_id: 1,
        reg_package_id: 1,
        sponsor_id: root.id,
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    member.push(row.id);
  }
}, 180_000);

afterAll(async () => {
  if (!server) return;
  expect(await checkLedger(db)).toEqual([]);
  await server.close();
}, 120_000);

type Kind = PlannedEntry['kind'];
const paid = (id: string, kind: Kind, amount: number, explanation: EntryExplanation): PlannedEntry => ({
  recipientId: id,
  kind,
  amountKobo: kobo(amount),
  explanation,
});
const forfeit = (
  id: string,
  kind: Kind,
  amount: number,
  explanation: EntryExplanation,
  reason: ForfeitReason,
) => ({
  ...paid(id, kind, amount, explanation),
  forfeited: { reason },
});

/** A run's planned lines: several kinds, members in no particular order, forfeits of each sort. */
function plannedEntries(): PlannedEntry[][] {
  const [a, b, c, d, e] = member.map(String) as [string, string, string, string, string];
  const base = { baseKobo: kobo(350_000), percentE4: percentE4(100_000), packageId: 1 };
  const loyalty = { baseKobo: kobo(100_000), percentE4: percentE4(20_000) };
  return [
    [paid(c, 'matching_bonus', 35_000, { ...base, pairs: 1, carry: { leftPv: 0, rightPv: 5 } })],
    [
      paid(a, 'equilibrium_bonus', 100_000, { baseKobo: kobo(100_000), pairs: 1 }),
      paid(e, 'loyalty_bonus', 2_000, loyalty),
      paid(b, 'loyalty_bonus', 2_000, loyalty),
    ],
    [
      paid(d, 'matching_bonus', 50_000, { ...base, pairs: 16, note: 'capped at the package matching cap' }),
      forfeit(
        d,
        'matching_bonus',
        510_000,
        { ...base, note: 'above the package matching cap' },
        'cap_reached',
      ),
    ],
    [forfeit(b, 'matching_bonus', 35_000, base, 'recipient_inactive')],
    [
      paid(e, 'matching_bonus', 70_000, { ...base, pairs: 2 }),
      forfeit(NO_RECIPIENT, 'loyalty_bonus', 2_000, loyalty, 'no_recipient'),
    ],
  ];
}

/** What the ledger holds under these keys' prefix, without what differs by design (ids, cause ref). */
async function written(prefix: string, causeRef: string) {
  const { rows: entries } = await sql<Record<string, unknown>>`
    select substr(t.idempotency_key, ${prefix.length + 1}) as part, t.kind as tx_kind, t.description,
      a.code, e.user_id, e.amount_kobo, e.kind, e.cause_type, e.explanation
    from ledger_transactions t
    left join ledger_entries e on e.transaction_id = t.id
    left join ledger_accounts a on a.id = e.account_id
    where t.idempotency_key like ${prefix + '%'}
    order by t.id, e.id`.execute(db);
  // The entries' cause is the run (its id differs between the postings compared).
  expect(entries.every((e) => e.cause_type === 'run')).toBe(true);
  const forfeits = await db
    .selectFrom('forfeited_bonuses')
    .select(['user_id', 'kind', 'amount_kobo', 'reason', 'cause_type', 'explanation'])
    .where('cause_ref', '=', causeRef)
    .orderBy('id')
    .execute();
  return { entries, forfeits };
}

describe('a run posted in bulk', () => {
  it('writes every part exactly as postPlannedEntries once per part, in many statements or one', async () => {
    const parts = [
      ...runBatches(
        plannedEntries().map((entries) => ({ entries })),
        3,
      ),
    ];
    expect(parts.map((p) => p.length)).toEqual([1, 3, 3, 2]);
    const before = await db.selectFrom('ledger_accounts').select(['code', 'balance_kobo']).execute();
    await db.transaction().execute(async (tx) => {
      for (const [i, entries] of parts.entries()) {
        await postPlannedEntries(
          tx,
          {
            idempotencyKey: `run:one:2026-11-01:${i + 1}`,
            causeType: 'run',
            causeRef: '100',
            description: `Matching bonus, 2026-11-01 (part ${i + 1})`,
          },
          entries,
        );
      }
    });
    const one = await written('run:one:2026-11-01:', '100');
    expect(one.entries).toHaveLength(2 + 5 + 2 + 2);
    expect(one.forfeits).toHaveLength(3);
    for (const [name, runId, statementLines] of [
      ['few', 101, 2],
      ['all', 102, undefined],
    ] as const) {
      const ledger = runLedger(
        { kind: name, periodKey: '2026-11-01', runId, description: 'Matching bonus' },
        parts,
      );
      await db.transaction().execute((tx) => postRunLedger(tx, ledger, { statementLines }));
      expect(await written(`run:${name}:2026-11-01:`, String(runId))).toEqual(one);
    }
    // Three postings of the same lines: every wallet moved three times what one posting pays.
    const after = new Map(
      (await db.selectFrom('ledger_accounts').select(['code', 'balance_kobo']).execute()).map((r) => [
        r.code,
        r.balance_kobo,
      ]),
    );
    const moved = Object.fromEntries(
      before.flatMap((r) => {
        const delta = after.get(r.code)! - r.balance_kobo;
        return delta === 0 ? [] : [[r.code, delta]];
      }),
    );
    expect(moved).toEqual({
      'company:bonus_expense': -3 * 259_000,
      [`member:${member[0]}`]: 3 * 100_000,
      [`member:${member[1]}`]: 3 * 2_000,
      [`member:${member[2]}`]: 3 * 35_000,
      [`member:${member[3]}`]: 3 * 50_000,
      [`member:${member[4]}`]: 3 * 72_000,
    });
    expect(await checkLedger(db)).toEqual([]);
  });
});

describe('postTransactions', () => {
  const credit = (key: string, userId: number, amountKobo: number): PostInput => ({
    idempotencyKey: key,
    kind: 'test',
    causeType: 'test',
    causeRef: key,
    lines: [
      { account: { company: 'revenue' }, amountKobo: -amountKobo, kind: 'contra' },
      { account: { userId }, amountKobo, kind: 'contra', explanation: { note: key } },
    ],
  });
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('ledger_transactions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('posts a key the ledger holds once: the same lines again write nothing, other lines are refused', async () => {
    const inputs = [credit('bulk:a', member[0]!, 500), credit('bulk:b', member[1]!, 700)];
    const first = await postTransactions(db, inputs);
    expect(first.every((id) => typeof id === 'number')).toBe(true);
    const n = await count();
    const again = await postTransactions(db, [...inputs, credit('bulk:c', member[2]!, 300)]);
    expect(again.slice(0, 2)).toEqual([null, null]);
    expect(typeof again[2]).toBe('number');
    expect(await count()).toBe(n + 1);
    await expect(postTransactions(db, [credit('bulk:a', member[0]!, 501)])).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    const empty: PostInput = { ...credit('bulk:empty', member[0]!, 0), lines: [] };
    expect(typeof (await postTransactions(db, [empty]))[0]).toBe('number');
  });

  it('refuses an unbalanced transaction, two inputs of one key, and a line without an account, writing nothing', async () => {
    const n = await count();
    const unbalanced = credit('bulk:unbalanced', member[0]!, 100);
    unbalanced.lines[0]!.amountKobo = -99;
    await expect(postTransactions(db, [credit('bulk:ok', member[0]!, 1), unbalanced])).rejects.toThrow(
      /Unbalanced ledger transaction bulk:unbalanced: 1 kobo/,
    );
    await expect(
      postTransactions(db, [credit('bulk:twice', member[0]!, 1), credit('bulk:twice', member[1]!, 1)]),
    ).rejects.toThrow(/share an idempotency key/);
    await expect(
      db.transaction().execute((tx) => postTransactions(tx, [credit('bulk:nobody', 2_000_000_000, 100)])),
    ).rejects.toThrow(/without a wallet account/);
    expect(await count()).toBe(n);
  });

  it('never takes a wallet below zero (InsufficientFundsError), whichever statement holds the debit', async () => {
    const wallet = await db
      .selectFrom('ledger_accounts')
      .select('balance_kobo')
      .where('user_id', '=', member[3]!)
      .executeTakeFirstOrThrow();
    const n = await count();
    const debit: PostInput = {
      ...credit('bulk:overdraw', member[3]!, 0),
      lines: [
        { account: { userId: member[3]! }, amountKobo: -(wallet.balance_kobo + 1), kind: 'contra' },
        { account: { company: 'revenue' }, amountKobo: wallet.balance_kobo + 1, kind: 'contra' },
      ],
    };
    await expect(
      db
        .transaction()
        .execute((tx) =>
          postTransactions(tx, [credit('bulk:before', member[4]!, 10), debit], { statementLines: 2 }),
        ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await count()).toBe(n);
  });
});

describe('bigintArray', () => {
  it('writes PostgreSQL array text of whole numbers and nulls, refusing anything else', () => {
    expect(bigintArray([])).toBe('{}');
    expect(bigintArray([1, -2, null, 9_007_199_254_740_991])).toBe('{1,-2,NULL,9007199254740991}');
    expect(() => bigintArray([1.5])).toThrow(RangeError);
    expect(() => bigintArray([2 ** 53])).toThrow(RangeError);
    expect(() => bigintArray([Number.NaN])).toThrow(RangeError);
  });
});
