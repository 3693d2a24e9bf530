// The command-line runner (src/cli/run-bonuses.ts, `npm run runs -w apps/api -- <kind> ...`)
// run as the npm script runs it: tsx in a child process, against a database of its own. On
// PostgreSQL (DATABASE_URL set: `npm run test:pg`) the throw-away database of this file's
// server; on PGlite a data directory that a server seeded first and then closed (PGlite is one
// process's database), and that this file opens itself only between two runs of the command.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatKobo } from '@kola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import { ADMIN, startServer, type TestServer } from './helper';

const onPostgres = Boolean(process.env.DATABASE_URL);
const API_DIR = path.join(repoRoot, 'apps/api');
const TSX = path.join(repoRoot, 'node_modules/.bin/tsx');
/** A past day: an equilibrium period that is due whenever this runs. */
const PERIOD = '2026-01-15';

let server: TestServer;
let dataDir: string | null = null;
const id: Record<string, number> = {};

/** The command as `npm run runs` starts it, with only the configuration it reads. */
function runs(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(onPostgres ? { DATABASE_URL: server.config.databaseUrl! } : { PGLITE_DATA_DIR: dataDir! }),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['src/cli/run-bonuses.ts', ...args], { cwd: API_DIR, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The database between two runs of the command (PGlite: opened here, then closed again). */
async function withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  if (onPostgres) return fn(server.app.database.db);
  const handle = await openDatabase({ databaseUrl: null, pgliteDataDir: dataDir! });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** What a run could change: the runs, every ledger line, the members' balances; and the books' soundness. */
async function books() {
  return withDatabase(async (db) => ({
    runs: await db
      .selectFrom('bonus_runs')
      .select(['id', 'kind', 'period_key', 'status', 'total_kobo', 'entries'])
      .orderBy('id')
      .execute(),
    entries: (
      await db
        .selectFrom('ledger_entries')
        .select(['id', 'user_id', 'kind', 'amount_kobo', 'cause_type', 'cause_ref'])
        .orderBy('id')
        .execute()
    ).map((e) => ({ ...e })),
    balances: Object.fromEntries(
      await Promise.all(
        Object.entries(id).map(async ([name, userId]) => [
          name,
          (
            await db
              .selectFrom('ledger_accounts')
              .select('balance_kobo')
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow()
          ).balance_kobo,
        ]),
      ),
    ) as Record<string, number>,
    problems: await checkLedger(db),
  }));
}

/** The plan's lines as the command prints them (heading and footer off). */
function planLines(stdout: string): string[] {
  return stdout.split('\n').filter((l) => l.startsWith('  '));
}

beforeAll(async () => {
  if (!onPostgres) dataDir = mkdtempSync(path.join(tmpdir(), 'kola-cli-'));
  server = await startServer(onPostgres ? {} : { PGLITE_DATA_DIR: dataDir! });
  const db = server.app.database.db;
  id.root = (
    await db.selectFrom('users').select('id').where('is_root', '=', true).executeTakeFirstOrThrow()
  ).id;
  // root ─ A (left) ─ C (left), D (right); root ─ B (right). Bronze (₦35,000), paid through
  // the real payment path (initiate, then the provider's success).
  for (const [name, parent, position] of [
    ['A', 'root', 1],
    ['B', 'root', 2],
    ['C', 'A', 1],
    ['D', 'A', 2],
  ] as const) {
    const user = await db
      .insertInto('users')
      .values({
        first_name: 'Cli',
        last_name: name,
        username: `cli_${name}`,
        email: `cli_${name}@example.com`,
        phone: '+2348012345678',
        password_hash: 'not-a-password-hash',
        package_id: 2,
        reg_package_id: 2,
        sponsor_id: id[parent]!,
        placement_parent_id: id[parent]!,
        placement_position: position,
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id[name] = user.id;
    const started = await server.app.payments.initiate(user.id, {
      amount: 35_000,
      txn_source: 'package_payment',
      is_upgrade: 0,
    });
    const paid = await server.app.payments.confirm(started.reference, {
      status: 'success',
      amountKobo: 3_500_000,
      currency: 'NGN',
      reference: started.reference,
      paidAt: new Date(),
      channel: 'card',
    });
    expect(paid?.status).toBe('approved');
  }
  // PGlite: the server lets go of the data directory before the command opens it.
  if (!onPostgres) await server.close();
}, 180_000);

afterAll(async () => {
  if (onPostgres) await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

describe(`npm run runs (tsx src/cli/run-bonuses.ts) on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let previewed: string[];
  /** The books after the previous step (each step starts from where the last one left them). */
  let state: Awaited<ReturnType<typeof books>>;

  it('refuses an unknown kind with its usage, touching no database', async () => {
    const wrong = await runs(['everything']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(
      'Usage: run-bonuses <matching|equilibrium|profit_pool|global_profit|payouts>',
    );
  });

  it('--preview prints what the period would pay, to whom and why, and changes nothing', async () => {
    const before = await books();
    expect(before.problems).toEqual([]);
    expect(before.runs).toEqual([]);
    state = before;
    const preview = await runs(['equilibrium', '--period', PERIOD, '--preview']);
    expect(preview.stderr).toBe('');
    expect(preview.code).toBe(0);
    /*
     * Seeded: equilibrium ₦1,000 per pair of new active descendants, loyalty 2% of it to each
     * direct downline. root: 4 descendants, 2 pairs = ₦2,000; loyalty ₦40 to A and to B.
     * A: 2 descendants, 1 pair = ₦1,000; loyalty ₦20 to C and to D. B, C, D: no pair.
     * Paid ₦3,120 in 6 lines for 2 members.
     */
    const out = preview.stdout;
    expect(out).toContain(`Preview of equilibrium for ${PERIOD} (nothing written):`);
    previewed = planLines(out);
    expect(previewed).toEqual([
      `  kolaherbal (#${id.root})`,
      `    equilibrium_bonus: ${formatKobo(200_000)} paid — 2 pair(s), base ${formatKobo(100_000)}`,
      `    loyalty_bonus to #${id.A}: ${formatKobo(4_000)} paid — base ${formatKobo(200_000)}, equilibrium bonus of ${id.root}`,
      `    loyalty_bonus to #${id.B}: ${formatKobo(4_000)} paid — base ${formatKobo(200_000)}, equilibrium bonus of ${id.root}`,
      `  cli_A (#${id.A})`,
      `    equilibrium_bonus: ${formatKobo(100_000)} paid — 1 pair(s), base ${formatKobo(100_000)}`,
      `    loyalty_bonus to #${id.C}: ${formatKobo(2_000)} paid — base ${formatKobo(100_000)}, equilibrium bonus of ${id.A}`,
      `    loyalty_bonus to #${id.D}: ${formatKobo(2_000)} paid — base ${formatKobo(100_000)}, equilibrium bonus of ${id.A}`,
    ]);
    expect(out).toContain(
      `Totals: ${formatKobo(312_000)} paid in 6 line(s) for 2 member(s); ${formatKobo(0)} forfeited in 0 line(s).`,
    );
    expect(out).not.toContain('already run');
    expect(await books()).toEqual(before);
  }, 120_000);

  it('a commit pays exactly the preview, once', async () => {
    const before = state;
    const commit = await runs(['equilibrium', '--period', PERIOD]);
    expect(commit.stderr).toBe('');
    expect(commit.code).toBe(0);
    const heading = new RegExp(`^Committed equilibrium for ${PERIOD} \\(run #(\\d+)\\):$`, 'm').exec(
      commit.stdout,
    );
    expect(heading).not.toBeNull();
    expect(planLines(commit.stdout)).toEqual(previewed);
    const after = await books();
    state = after;
    expect(after.problems).toEqual([]);
    expect(after.runs).toEqual([
      {
        id: Number(heading![1]),
        kind: 'equilibrium',
        period_key: PERIOD,
        status: 'committed',
        total_kobo: 312_000,
        entries: 6,
      },
    ]);
    const gained = Object.fromEntries(
      Object.entries(after.balances).map(([name, kobo]) => [name, kobo - before.balances[name]!]),
    );
    expect(gained).toEqual({ root: 200_000, A: 104_000, B: 4_000, C: 2_000, D: 2_000 });
    // The ledger holds these six lines of the run and nothing else came with it.
    const runLines = after.entries
      .filter((e) => e.cause_type === 'run' && e.user_id !== null)
      .map((e) => [e.user_id, e.kind, e.amount_kobo])
      .sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1])));
    expect(runLines).toEqual([
      [id.root, 'equilibrium_bonus', 200_000],
      [id.A, 'equilibrium_bonus', 100_000],
      [id.A, 'loyalty_bonus', 4_000],
      [id.B, 'loyalty_bonus', 4_000],
      [id.C, 'loyalty_bonus', 2_000],
      [id.D, 'loyalty_bonus', 2_000],
    ]);
    const newLines = after.entries.slice(before.entries.length);
    expect(newLines.every((e) => e.cause_type === 'run' && e.cause_ref === String(heading![1]))).toBe(true);
    expect(after.entries.slice(0, before.entries.length)).toEqual(before.entries);
  }, 120_000);

  it('a second commit of the same period pays nothing more, and a preview says it was run', async () => {
    const before = state;
    const runId = before.runs[0]!.id;
    const again = await runs(['equilibrium', '--period', PERIOD]);
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe(
      `equilibrium ${PERIOD} was already run (run #${runId}, committed, ${formatKobo(312_000)}): nothing paid.`,
    );
    expect(await books()).toEqual(before);
    const preview = await runs(['equilibrium', '--period', PERIOD, '--preview']);
    expect(preview.code).toBe(0);
    expect(preview.stdout).toContain(`This period was already run (run #${runId}, committed).`);
    expect(await books()).toEqual(before);
  }, 120_000);
});
