import { ENTRY_KINDS } from '@kola/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper';

/*
 * The ledger's entry kinds are listed once, in @kola/domain (ENTRY_KINDS); the database holds
 * them in the CHECK constraint on ledger_entries.kind. Adding a kind on one side only fails here:
 * a new kind needs both the domain's list and a migration that replaces the constraint.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** The string literals of the CHECK constraint(s) on ledger_entries that name the kind column. */
async function kindsInTheDatabase(): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.conrelid = 'ledger_entries'::regclass and c.contype = 'c'`.execute(server.app.database.db);
  const onKind = rows.map((r) => r.definition).filter((d) => /\bkind\b/.test(d));
  expect(onKind).toHaveLength(1);
  return [...onKind[0]!.matchAll(/'([^']+)'::text/g)].map((m) => m[1]!);
}

it('the CHECK constraint on ledger_entries.kind allows exactly the domain ENTRY_KINDS', async () => {
  const database = await kindsInTheDatabase();
  expect(new Set(database).size).toBe(database.length);
  expect([...database].sort()).toEqual([...ENTRY_KINDS].sort());
});

it('the domain lists each entry kind once', () => {
  expect(new Set(ENTRY_KINDS).size).toBe(ENTRY_KINDS.length);
});
