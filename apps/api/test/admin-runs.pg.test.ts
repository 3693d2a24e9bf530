// Two administrators commit the same run at the same moment, each through their own server (its
// own connection pool) on one PostgreSQL database: the period's claim lets one pay, the other is
// answered 409 "already run" and pays nothing (docs/screens/back-office.md#runs).
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lagosDateKey } from '../src/modules/runs/runs.periods';
import { adminToken, signUp, slotQueue, startPeer, startServer, type TestServer } from './helper';
import { expectLedgerSound, payRegistration } from './money';

let server: TestServer;
let peer: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  peer = await startPeer(server);
  admin = await adminToken(server.http);
  const slots = slotQueue();
  for (let i = 0; i < 2; i++) {
    const m = await signUp(server.http, slots);
    await payRegistration(server, m.token, 1);
  }
});

afterAll(async () => {
  await peer?.close();
  await server?.close();
});

it('pays one of two simultaneous commits of one run; the other answers 409 and pays nothing', async () => {
  const db = server.app.database.db;
  const period = lagosDateKey(new Date());
  const path = `/api/runs/equilibrium/${period}/commit`;
  const preview = (await server.http('GET', `/api/runs/equilibrium/${period}/preview`, { token: admin })).body
    .data;
  expect(preview.paid).toBeGreaterThan(0);

  const answers = await Promise.all([
    server.http('POST', path, { token: admin }),
    peer.http('POST', path, { token: admin }),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const won = answers.find((a) => a.status === 200)!;
  expect(won.body.data.paid).toBe(preview.paid);

  const { rows } = await sql<{ kobo: string; transactions: string }>`
    select coalesce(sum(e.amount_kobo), 0) as kobo, count(distinct t.id) as transactions
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where t.cause_type = 'run' and e.user_id is not null`.execute(db);
  expect(Number(rows[0]!.kobo)).toBe(Math.round(preview.paid * 100));
  const runs = await db.selectFrom('bonus_runs').selectAll().where('kind', '=', 'equilibrium').execute();
  expect(runs).toHaveLength(1);
  const audits = await db
    .selectFrom('audit_log')
    .select('target_id')
    .where('action', '=', 'runs.commit')
    .execute();
  expect(audits).toEqual([{ target_id: String(runs[0]!.id) }]);
  await expectLedgerSound(db);
});
