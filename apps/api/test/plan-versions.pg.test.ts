// Plan changes saved at the same time on two servers (docs/adr/0017-plan-versions.md): every
// change takes the settings lock first, so the versions follow the order of the changes and the
// latest version is exactly the plan as it now stands, none of the concurrent changes lost.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlan } from '../src/modules/plan/plan.repository';
import { adminToken, startPeer, startServer, type TestServer } from './helper';

let one: TestServer;
let two: TestServer;
let admin: string;
const db = () => one.app.database.db;

beforeAll(async () => {
  one = await startServer();
  two = await startPeer(one);
  admin = await adminToken(one.http);
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

describe('concurrent plan changes', () => {
  it('each appends one version, in order, and the latest holds every change: 3 rounds of 14', async () => {
    const rows = await db()
      .selectFrom('bonus_generation_settings')
      .select(['id', 'kind'])
      .orderBy('id')
      .execute();
    const paths: Record<string, (id: number) => string> = {
      referral: (id) => `/api/settings/update-referral-bonus/${id}`,
      upgrade: (id) => `/api/settings/upgrade-bonus/${id}/update`,
      unilevel: (id) => `/api/settings/unilevel-bonus/${id}/update`,
      stockist_upline: (id) => `/api/settings/stockist-upline-bonus/${id}`,
    };
    const packages = await db().selectFrom('packages').selectAll().orderBy('id').limit(2).execute();
    const before = (await db().selectFrom('plan_versions').select('id').execute()).length;
    let expected = 0;
    for (let round = 1; round <= 3; round++) {
      const requests = [];
      for (let i = 0; i < 8; i++) {
        const row = rows[(round * 8 + i) % rows.length]!;
        const server = i % 2 === 0 ? one : two;
        requests.push(
          server.http('PUT', paths[row.kind]!(row.id), {
            token: admin,
            body: { generation_2_percentage: round + i / 100 },
          }),
        );
      }
      const settingsFields = [
        { loyalty_bonus_percentage: 3 + round },
        { welcome_bonus_percentage: 3 + round },
        { placement_bonus_percentage: 3 + round },
        { equillibrum_bonus: 1_000 + round },
      ];
      for (const [i, body] of settingsFields.entries()) {
        requests.push((i % 2 === 0 ? one : two).http('PUT', '/api/settings/update', { token: admin, body }));
      }
      // Packages are part of the plan too (their matching cap here).
      for (const pkg of packages) {
        requests.push(
          (pkg.id % 2 === 0 ? one : two).http('PUT', `/api/packages/${pkg.id}/update`, {
            token: admin,
            body: {
              name: pkg.name,
              point_value: pkg.point_value,
              registration_value: Number(pkg.registration_value_kobo) / 100,
              pickup_amount: Number(pkg.pickup_amount_kobo) / 100,
              matching_bonus_cap: 1_000 * round + pkg.id,
            },
          }),
        );
      }
      const answers = await Promise.all(requests);
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
      expected += answers.length;
    }
    const versions = await db()
      .selectFrom('plan_versions')
      .select(['id', 'effective_from'])
      .orderBy('id')
      .execute();
    // The baseline (first change on this database) plus one version per change.
    expect(versions.length).toBe(Math.max(before, 1) + expected);
    // In the order of the changes: ids and instants rise together.
    const instants = await sql<{ ordered: boolean }>`
      select bool_and(effective_from > prev) as ordered from (
        select effective_from, lag(effective_from) over (order by id) as prev from plan_versions
      ) v where prev is not null`.execute(db());
    expect(instants.rows[0]!.ordered).toBe(true);
    // The latest version is the live plan: nothing of a concurrent change was lost.
    const same = await sql<{ settings: boolean; generation: boolean; packages: boolean }>`
      with latest as (select * from plan_versions order by effective_from desc, id desc limit 1)
      select
        (select settings from latest) = (select to_jsonb(s) from settings s) as settings,
        (select generation from latest) =
          (select jsonb_agg(to_jsonb(g) order by g.id) from bonus_generation_settings g) as generation,
        (select packages from latest) =
          (select jsonb_agg(to_jsonb(p) order by p.id) from packages p) as packages`.execute(db());
    expect(same.rows[0]).toEqual({ settings: true, generation: true, packages: true });
    // And the plan in force just before the latest change is the one before it.
    const last = versions.at(-1)!;
    const previous = await loadPlan(db(), { at: last.effective_from });
    const live = await loadPlan(db());
    expect(previous).not.toEqual(live);
  });
});
