import { expect } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '../src/db/database';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import type { Http, TestServer } from './helper';

/** Initiates a payment and returns the checkout reference. */
export async function initiate(http: Http, token: string, body: Record<string, unknown>) {
  const res = await http('POST', '/api/payments/initiate', { token, body });
  if (res.status !== 200) throw new Error(`initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { reference: string; authorization_url: string };
}

/** Presses Pay (or Decline) on the sandbox checkout page, as the member would. */
export async function decide(server: TestServer, reference: string, action: 'pay' | 'decline' = 'pay') {
  const res = await fetch(`${server.baseUrl}/api/sandbox/checkout/${reference}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  if (res.status !== 200) throw new Error(`sandbox ${action} answered ${res.status}`);
}

/** Registration package price in naira for a package id (seeded values). */
export async function packagePrice(db: Database, packageId: number): Promise<number> {
  const row = await db
    .selectFrom('packages')
    .select('registration_value_kobo')
    .where('id', '=', packageId)
    .executeTakeFirstOrThrow();
  return row.registration_value_kobo / 100;
}

/** Pays the member's registration through the sandbox checkout and verifies it. */
export async function payRegistration(server: TestServer, token: string, packageId: number) {
  const amount = await packagePrice(server.app.database.db, packageId);
  const { reference } = await initiate(server.http, token, {
    amount,
    txn_source: 'package_payment',
    is_upgrade: 0,
  });
  await decide(server, reference);
  const verified = await server.http('POST', '/api/payments/verify', { token, body: { reference } });
  return { reference, verified };
}

export async function userId(db: Database, username: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member's ledger entries of bonus kinds, as [kind, amount_kobo, generation?] sorted. */
export async function bonusEntries(db: Database, uid: number) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['kind', 'amount_kobo', 'explanation', 'cause_ref'])
    .where('user_id', '=', uid)
    .orderBy('id')
    .execute();
  return rows;
}

export async function balanceOf(db: Database, uid: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_kobo')
    .where('user_id', '=', uid)
    .executeTakeFirstOrThrow();
  return row.balance_kobo;
}

/** The books are sound: balances equal their entries, transactions sum to zero, no wallet negative. */
export async function expectLedgerSound(db: Database) {
  expect(await checkLedger(db)).toEqual([]);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_entries`.execute(db);
  return rows[0]!.n;
}
