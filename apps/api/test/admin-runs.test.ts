import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDateKey } from '../src/modules/runs/runs.periods';
import { createRunsService } from '../src/modules/runs/runs.service';
import { createAutomatedWithdrawal } from '../src/modules/withdrawals/withdrawals.service';
import { adminToken, signUp, slotQueue, startServer, type TestServer } from './helper';
import { expectLedgerSound, payRegistration } from './money';

// The back office's runs screen (docs/screens/back-office.md#runs): the runs listed, each kind's
// current period, a preview and a commit by hand (once; audited). Two members under the company
// root make today's equilibrium run pay the root one pair and each child its loyalty line.

let server: TestServer;
let admin: string;
let member: string;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;
const today = () => lagosDateKey(new Date());

/** Kobo credited to members by the ledger transactions of runs. */
async function runCreditsKobo(): Promise<number> {
  const { rows } = await sql<{ kobo: string }>`
    select coalesce(sum(e.amount_kobo), 0) as kobo from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    where t.cause_type = 'run' and e.user_id is not null`.execute(db());
  return Number(rows[0]!.kobo);
}

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(http);
  const slots = slotQueue();
  for (let i = 0; i < 2; i++) {
    const m = await signUp(http, slots);
    await payRegistration(server, m.token, 1);
    member = m.token;
  }
});

afterAll(async () => {
  await server?.close();
});

describe('runs screen: who may call', () => {
  it('answers 403 to a member and 401 without a session, paying nothing', async () => {
    const paths: [string, string][] = [
      ['GET', '/api/runs'],
      ['GET', '/api/runs/due'],
      ['GET', `/api/runs/equilibrium/${today()}/preview`],
      ['POST', `/api/runs/equilibrium/${today()}/commit`],
    ];
    for (const [method, path] of paths) {
      expect((await http(method, path, { token: member })).status, path).toBe(403);
      expect((await http(method, path, { token: null })).status, path).toBe(401);
    }
    expect(await runCreditsKobo()).toBe(0);
  });
});

describe('runs screen: preview and commit', () => {
  it('lists every kind with its current period, equilibrium due today', async () => {
    const res = await http('GET', '/api/runs/due', { token: admin });
    expect(res.status).toBe(200);
    const rows = res.body.data as { kind: string; period: string; status: string; run: unknown }[];
    expect(rows.map((r) => r.kind)).toEqual([
      'matching',
      'equilibrium',
      'profit_pool',
      'global_profit',
      'payouts',
    ]);
    const equilibrium = rows.find((r) => r.kind === 'equilibrium')!;
    expect(equilibrium).toEqual({ kind: 'equilibrium', period: today(), status: 'due', run: null });
  });

  it('refuses a malformed or future period with 422 on period', async () => {
    for (const period of ['2026-13-01', 'yesterday', '2999-01-01']) {
      const res = await http('GET', `/api/runs/equilibrium/${period}/preview`, { token: admin });
      expect(res.status, period).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['period']);
    }
    const res = await http('POST', '/api/runs/equilibrium/2999-01-01/commit', { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.errors.period).toHaveLength(1);
    expect((await http('GET', '/api/runs', { token: admin })).body.data.total).toBe(0);
  });

  it('previews exactly what the runs service computes, writing nothing', async () => {
    const res = await http('GET', `/api/runs/equilibrium/${today()}/preview`, { token: admin });
    expect(res.status).toBe(200);
    const preview = res.body.data;
    const plan = await createRunsService({ db: db(), createAutomatedWithdrawal }).preview(
      'equilibrium',
      today(),
    );
    expect(preview.members).toBe(plan.totals.members);
    expect(preview.paid).toBe(plan.totals.paidKobo / 100);
    expect(preview.forfeited).toBe(plan.totals.forfeitedKobo / 100);
    expect(preview.paid).toBeGreaterThan(0);
    expect(preview.already_run).toBeNull();
    const kinds = (preview.by_kind as { kind: string; paid: number }[]).map((k) => k.kind).sort();
    expect(kinds).toEqual(['equilibrium_bonus', 'loyalty_bonus']);
    const byKindPaid = (preview.by_kind as { paid: number }[]).reduce((s, k) => s + k.paid, 0);
    expect(Math.round(byKindPaid * 100)).toBe(plan.totals.paidKobo);
    const top = preview.top_lines as { username: string; amount: number }[];
    expect(top[0]!.username).toBe('kolaherbal');
    expect(top.map((l) => l.amount)).toEqual([...top.map((l) => l.amount)].sort((a, b) => b - a));
    expect(await runCreditsKobo()).toBe(0);
  });

  it('commits once: pays the preview, lists the run, audits who committed; a second commit is 409', async () => {
    const preview = (await http('GET', `/api/runs/equilibrium/${today()}/preview`, { token: admin })).body
      .data;
    const res = await http('POST', `/api/runs/equilibrium/${today()}/commit`, { token: admin });
    expect(res.status).toBe(200);
    const run = res.body.data;
    expect(run).toMatchObject({
      kind: 'equilibrium',
      period: today(),
      status: 'committed',
      members: preview.members,
      paid: preview.paid,
      forfeited: preview.forfeited,
    });
    expect(await runCreditsKobo()).toBe(Math.round(preview.paid * 100));

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'runs.commit')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_type: 'admin',
      target_type: 'bonus_run',
      target_id: String(run.id),
    });
    expect(audit[0]!.actor_id).not.toBeNull();

    const again = await http('POST', `/api/runs/equilibrium/${today()}/commit`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This run has already been run; nothing was paid.');
    expect(await runCreditsKobo()).toBe(Math.round(preview.paid * 100));
    expect(
      await db().selectFrom('audit_log').select('id').where('action', '=', 'runs.commit').execute(),
    ).toHaveLength(1);

    const after = (await http('GET', `/api/runs/equilibrium/${today()}/preview`, { token: admin })).body.data;
    expect(after.already_run).toMatchObject({ id: run.id, status: 'committed' });
    const due = (await http('GET', '/api/runs/due', { token: admin })).body.data as {
      kind: string;
      status: string;
    }[];
    expect(due.find((r) => r.kind === 'equilibrium')).toMatchObject({
      status: 'already_run',
      run: { id: run.id },
    });
    await expectLedgerSound(db());
  });

  it('lists the runs newest first, one page at a time, filtered by kind', async () => {
    const matching = await http('POST', `/api/runs/matching/${today()}/commit`, { token: admin });
    expect(matching.status).toBe(200);
    const all = (await http('GET', '/api/runs', { token: admin })).body.data;
    expect(all.total).toBe(2);
    expect(all.data.map((r: { kind: string }) => r.kind)).toEqual(['matching', 'equilibrium']);
    const page2 = (await http('GET', '/api/runs?per_page=1&page=2', { token: admin })).body.data;
    expect(page2).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(page2.data.map((r: { kind: string }) => r.kind)).toEqual(['equilibrium']);
    const filtered = (await http('GET', '/api/runs?kind=equilibrium', { token: admin })).body.data;
    expect(filtered.total).toBe(1);
    expect(filtered.data[0].kind).toBe('equilibrium');
    expect((await http('GET', '/api/runs?kind=weekly', { token: admin })).status).toBe(422);
  });
});
