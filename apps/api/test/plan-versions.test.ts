// The settings in force per period (docs/plan.md#settings-in-force, docs/adr/0017-plan-versions.md):
// a change applies to what happens after it is saved and never rewrites what was paid; a
// scheduled run pays by the settings in force at its period's end; an activation after the
// change pays by the new values. The preview of a change writes nothing. PostgreSQL (money).
import { planSettingsFromRow } from '@kola/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import { loadPlan } from '../src/modules/plan/plan.repository';
import { lagosDateKey, periodEnd } from '../src/modules/runs/runs.periods';
import { createRunsService } from '../src/modules/runs/runs.service';
import { adminToken, startServer, type TestServer } from './helper';

/*
 * Seeded plan (apps/api/src/db/seed.ts): U = ₦3,500 per PV; equilibrium ₦1,000 per pair,
 * loyalty 2%, welcome 2%. Packages: 1 Starter 5 PV, 2 Bronze 10 PV, 3 Silver 20 PV.
 *
 *   root
 *   ├─ A (left, Silver)      ├─ C (left, Bronze)   joined after the change
 *   │                        └─ D (right, Starter) joined after the change
 *   └─ B (right, Starter)
 */

let server: TestServer;
let db: Database;
let admin: string;
const id: Record<string, number> = {};
const DAY_MS = 86_400_000;

async function addMember(name: string, parent: string, position: 1 | 2, packageId: number, sponsor = parent) {
  const row = await db
    .insertInto('users')
    .values({
      first_name: 'Plan',
      last_name: name,
      username: `plan_${name}`,
      email: `plan_${name}@example.com`,
      phone: '+2348012345678',
      password_hash: 'not-a-password-hash',
      package_id: packageId,
      reg_package_id: packageId,
      sponsor_id: id[sponsor]!,
      placement_parent_id: id[parent]!,
      placement_position: position,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  id[name] = row.id;
}

/** A payment through the real path (initiate, then the provider's success); its reference. */
async function pay(name: string, amountKobo: number, upgradeTo?: number) {
  const payments = server.app.payments;
  const started = await payments.initiate(id[name]!, {
    amount: amountKobo / 100,
    txn_source: 'package_payment',
    is_upgrade: upgradeTo ? 1 : 0,
    ...(upgradeTo ? { meta_data: { package_id: upgradeTo } } : {}),
  });
  const payment = await payments.confirm(started.reference, {
    status: 'success',
    amountKobo,
    currency: 'NGN',
    reference: started.reference,
    paidAt: new Date(),
    channel: 'card',
  });
  expect(payment?.status).toBe('approved');
  return started.reference;
}

const price = async (packageId: number) =>
  (
    await db
      .selectFrom('packages')
      .select('registration_value_kobo')
      .where('id', '=', packageId)
      .executeTakeFirstOrThrow()
  ).registration_value_kobo;

/** A member added and activated (their registration paid). */
async function join(name: string, parent: string, position: 1 | 2, packageId: number, sponsor = parent) {
  await addMember(name, parent, position, packageId, sponsor);
  return pay(name, await price(packageId));
}

/** Every ledger entry, as [id, user, kind, amount]. */
async function ledger() {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['id', 'user_id', 'kind', 'amount_kobo'])
    .orderBy('id')
    .execute();
  return rows.map((r) => [r.id, r.user_id, r.kind, r.amount_kobo]);
}

/** [member, kind, amount] paid to members by the activation of `reference` or by a run. */
async function paidBy(causeType: 'payment' | 'run', causeRef: string) {
  const names = new Map(Object.entries(id).map(([k, v]) => [v, k]));
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['user_id', 'kind', 'amount_kobo'])
    .where('cause_type', '=', causeType)
    .where('cause_ref', '=', causeRef)
    .where('user_id', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => [names.get(r.user_id!) ?? '?', r.kind, r.amount_kobo]);
}

const runs = () => createRunsService({ db });
const today = () => lagosDateKey(new Date());
const yesterday = () => lagosDateKey(new Date(Date.now() - DAY_MS));
const referralRowOf = (packageId: number) =>
  db
    .selectFrom('bonus_generation_settings')
    .select(['id', 'generation_1_percentage'])
    .where('kind', '=', 'referral')
    .where('package_id', '=', packageId)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startServer();
  db = server.app.database.db;
  admin = await adminToken(server.http);
  id.root = (
    await db.selectFrom('users').select('id').where('is_root', '=', true).executeTakeFirstOrThrow()
  ).id;
  await join('A', 'root', 1, 3);
  await join('B', 'root', 2, 1);
}, 300_000);

afterAll(async () => {
  if (!server) return;
  expect(await checkLedger(db)).toEqual([]);
  await server.close();
}, 120_000);

describe('periods end on the Lagos calendar', () => {
  it('a day at the next Lagos midnight, a month at the next month’s, a year the day after its share date', async () => {
    const settings = planSettingsFromRow(
      await db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
    );
    expect(periodEnd('equilibrium', '2026-11-27', settings).toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(periodEnd('profit_pool', '2026-12', settings).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    // Shared on 31 December (seed).
    expect(periodEnd('global_profit', '2026', settings).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe('a change saved today', () => {
  let paidBefore: unknown[];
  let activationA: unknown[];
  let referenceC = '';

  it('is previewed first: a higher equilibrium amount previews a higher total, and nothing is written', async () => {
    paidBefore = await ledger();
    const settingsBefore = await db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();
    const versionsBefore = await db.selectFrom('plan_versions').selectAll().execute();
    const res = await server.http('POST', '/api/settings/preview', {
      token: admin,
      body: { settings: { equillibrum_bonus: 2_500 } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const eq = res.body.data.runs.find((r: { kind: string }) => r.kind === 'equilibrium');
    expect(eq.period).toBe(today());
    // The root's pair (A and B): ₦1,000 + 2% loyalty to A and B now, ₦2,500 + 2% proposed.
    expect(eq.current).toEqual({ members: 3, paid: 1_040, forfeited: 0, forfeited_lines: 0 });
    expect(eq.proposed).toEqual({ members: 3, paid: 2_600, forfeited: 0, forfeited_lines: 0 });
    // The runs service's own preview of that period says the same as "current".
    expect((await runs().preview('equilibrium', today())).totals.paidKobo).toBe(104_000);
    expect(await ledger()).toEqual(paidBefore);
    expect(await db.selectFrom('settings').selectAll().executeTakeFirstOrThrow()).toEqual(settingsBefore);
    expect(await db.selectFrom('plan_versions').selectAll().execute()).toEqual(versionsBefore);
  });

  it('is saved: equilibrium ₦2,500, loyalty 4%, welcome 5%, placement 8%, U ₦4,000, Silver’s referral and upgrade generation 1 at 20% and 15%', async () => {
    activationA = await paidBy(
      'payment',
      (
        await db
          .selectFrom('payments')
          .select('reference')
          .where('user_id', '=', id.A!)
          .executeTakeFirstOrThrow()
      ).reference,
    );
    const saved = await server.http('PUT', '/api/settings/update', {
      token: admin,
      body: {
        equillibrum_bonus: 2_500,
        loyalty_bonus_percentage: 4,
        welcome_bonus_percentage: 5,
        placement_bonus_percentage: 8,
        unit_point_value: 4_000,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const silver = await referralRowOf(3);
    const row = await server.http('PUT', `/api/settings/update-referral-bonus/${silver.id}`, {
      token: admin,
      body: { generation_1_percentage: 20 },
    });
    expect(row.status, JSON.stringify(row.body)).toBe(200);
    const silverUpgrade = await db
      .selectFrom('bonus_generation_settings')
      .select('id')
      .where('kind', '=', 'upgrade')
      .where('package_id', '=', 3)
      .executeTakeFirstOrThrow();
    const upgradeRow = await server.http('PUT', `/api/settings/upgrade-bonus/${silverUpgrade.id}/update`, {
      token: admin,
      body: { generation_1_percentage: 15 },
    });
    expect(upgradeRow.status, JSON.stringify(upgradeRow.body)).toBe(200);
    // The baseline (since always) and one version per change.
    const versions = await db
      .selectFrom('plan_versions')
      .select(sql<boolean>`effective_from = '-infinity'`.as('always'))
      .orderBy('id')
      .execute();
    expect(versions.map((v) => v.always)).toEqual([true, false, false, false]);
  });

  it('does not apply to yesterday’s run: it pays by the old values', async () => {
    const result = await runs().commit('equilibrium', yesterday());
    if (result.outcome !== 'committed') throw new Error('not committed');
    expect(await paidBy('run', String(result.run.id))).toEqual([
      ['root', 'equilibrium_bonus', 100_000],
      ['A', 'loyalty_bonus', 2_000],
      ['B', 'loyalty_bonus', 2_000],
    ]);
    expect(result.plan.summary).toMatchObject({ equilibriumBonusKobo: 100_000, loyaltyPercentE4: 20_000 });
  });

  it('an activation after it pays by the new values', async () => {
    referenceC = await join('C', 'A', 1, 2);
    // Bronze 10 PV × ₦4,000 = ₦40,000: A's referral 20% (Silver's row), the welcome 5%.
    const paid = await paidBy('payment', referenceC);
    expect(paid).toContainEqual(['A', 'referral_bonus', 800_000]);
    expect(paid).toContainEqual(['C', 'welcome_bonus', 200_000]);
    // D is the root's recruit placed below A: the root's placement bonus 8% of 5 PV × ₦4,000.
    const paidD = await paidBy('payment', await join('D', 'A', 2, 1, 'root'));
    expect(paidD).toContainEqual(['root', 'placement_bonus', 160_000]);
    expect(paidD).toContainEqual(['D', 'welcome_bonus', 100_000]);
    // C upgrades Bronze → Silver: ΔPV 10 × ₦4,000 = ₦40,000, A's upgrade row (Silver) 15%.
    const upgrade = await pay('C', (await price(3)) - (await price(2)), 3);
    expect(await paidBy('payment', upgrade)).toContainEqual(['A', 'upgrade_bonus', 600_000]);
  });

  it('applies to today’s run: it pays by the new values', async () => {
    const result = await runs().commit('equilibrium', today());
    if (result.outcome !== 'committed') throw new Error('not committed');
    // root: C and D are a new pair; A: C and D are a new pair. Loyalty 4% of ₦2,500 = ₦100.
    expect((await paidBy('run', String(result.run.id))).sort()).toEqual(
      [
        ['root', 'equilibrium_bonus', 250_000],
        ['A', 'loyalty_bonus', 10_000],
        ['B', 'loyalty_bonus', 10_000],
        ['A', 'equilibrium_bonus', 250_000],
        ['C', 'loyalty_bonus', 10_000],
        ['D', 'loyalty_bonus', 10_000],
      ].sort(),
    );
  });

  it('never rewrote what was paid before it', async () => {
    const now = await ledger();
    expect(now.slice(0, paidBefore.length)).toEqual(paidBefore);
    const refA = (
      await db
        .selectFrom('payments')
        .select('reference')
        .where('user_id', '=', id.A!)
        .executeTakeFirstOrThrow()
    ).reference;
    expect(await paidBy('payment', refA)).toEqual(activationA);
    // A's activation paid the welcome at the old 2%: Silver 20 PV × ₦3,500 × 2% = ₦1,400.
    expect(activationA).toContainEqual(['A', 'welcome_bonus', 140_000]);
  });
});

/*
 * The packages are part of the plan versions: E (Silver) joins below D and F (Silver) below B,
 * so A matches 20 PV per leg (C 20 | D 5 + E 20) and the root 20 PV per leg (A… | B 5 + F 20):
 * 2 pairs of 10 PV × 10%, ₦7,000 at yesterday's U (₦3,500) and ₦8,000 at today's (₦4,000),
 * below Silver's ₦200,000 cap and Diamond's (the root's).
 */
describe('the packages in force per period', () => {
  /** [member, paid, forfeited] of a matching run's plan, members with a line only. */
  const matchingOf = (plan: {
    postings: { memberId: number; paidKobo: number; forfeitedKobo: number }[];
  }) => {
    const names = new Map(Object.entries(id).map(([k, v]) => [v, k]));
    return plan.postings
      .filter((p) => p.paidKobo + p.forfeitedKobo > 0)
      .map((p) => [names.get(p.memberId) ?? '?', p.paidKobo, p.forfeitedKobo])
      .sort();
  };
  const packageBody = async (packageId: number, change: Record<string, unknown>) => {
    const p = await db
      .selectFrom('packages')
      .selectAll()
      .where('id', '=', packageId)
      .executeTakeFirstOrThrow();
    return {
      name: p.name,
      point_value: p.point_value,
      registration_value: Number(p.registration_value_kobo) / 100,
      pickup_amount: Number(p.pickup_amount_kobo) / 100,
      matching_bonus_cap: Number(p.matching_bonus_cap_kobo) / 100,
      ...change,
    };
  };
  const lastVersionPackages = async () => {
    const v = await db
      .selectFrom('plan_versions')
      .select('packages')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const rows = (typeof v.packages === 'string' ? JSON.parse(v.packages) : v.packages) as {
      id: number;
      matching_bonus_cap_kobo: number;
    }[];
    return rows.map((r) => [r.id, Number(r.matching_bonus_cap_kobo)]);
  };

  it('a matching cap edit applies to the periods ending after it: yesterday pays by the old cap, today by the new', async () => {
    await join('E', 'D', 1, 3);
    await join('F', 'B', 1, 3);
    const before = matchingOf(await runs().preview('matching', yesterday()));
    expect(before).toEqual(
      [
        ['A', 700_000, 0],
        ['root', 700_000, 0],
      ].sort(),
    );
    expect(matchingOf(await runs().preview('matching', today()))).toEqual(
      [
        ['A', 800_000, 0],
        ['root', 800_000, 0],
      ].sort(),
    );
    const versions = await db.selectFrom('plan_versions').select('id').execute();

    // Silver's matching cap from ₦200,000 to ₦5,000.
    const saved = await server.http('PUT', '/api/packages/3/update', {
      token: admin,
      body: await packageBody(3, { matching_bonus_cap: 5_000 }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // One version more, holding the packages as they now stand.
    expect(await db.selectFrom('plan_versions').select('id').execute()).toHaveLength(versions.length + 1);
    expect(await lastVersionPackages()).toContainEqual([3, 500_000]);

    // Yesterday's ₦7,000 stays whole: the new cap (₦5,000) would have cut it.
    expect(matchingOf(await runs().preview('matching', yesterday()))).toEqual(before);
    expect(matchingOf(await runs().preview('matching', today()))).toEqual(
      [
        ['A', 500_000, 300_000],
        ['root', 800_000, 0],
      ].sort(),
    );
  });

  it('a package created after a period does not break that period’s run: its members wait for the next run', async () => {
    const created = await server.http('POST', '/api/packages/create', {
      token: admin,
      body: {
        name: 'Crown',
        point_value: 200,
        registration_value: 700_000,
        pickup_amount: 0,
        matching_bonus_cap: 1_000,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const crown = created.body.data.id as number;
    expect((await lastVersionPackages()).map(([pkg]) => pkg)).toContain(crown);
    // A upgrades Silver → Crown today: yesterday's plan has no Crown.
    await pay('A', (await price(crown)) - (await price(3)), crown);

    const late = await runs().commit('matching', yesterday());
    if (late.outcome !== 'committed') throw new Error('not committed');
    expect(late.plan.summary).toMatchObject({ membersDeferred: 1 });
    expect(await paidBy('run', String(late.run.id))).toEqual([['root', 'matching_bonus', 700_000]]);

    // Today's run pays A's whole volume, left untouched, by Crown's ₦1,000 cap.
    const next = await runs().commit('matching', today());
    if (next.outcome !== 'committed') throw new Error('not committed');
    expect(next.plan.summary).toMatchObject({ membersDeferred: 0 });
    expect(await paidBy('run', String(next.run.id))).toEqual([['A', 'matching_bonus', 100_000]]);
    expect(matchingOf(next.plan)).toEqual([['A', 100_000, 700_000]]);
  });
});

describe('a version saved before the packages were versioned', () => {
  it('reads the packages of the earliest version holding them, not the packages as they are now', async () => {
    // As migration 0028 found it: a version without packages (the trigger allows inserts only).
    await sql`
      insert into plan_versions (effective_from, settings, generation, packages)
      select '2000-01-01T00:00:00Z', settings, generation, null
      from plan_versions where effective_from = '-infinity'`.execute(db);
    const old = await loadPlan(db, { at: new Date('2000-01-02T00:00:00Z') });
    // The baseline (the first change's) holds Silver's ₦200,000 cap and no Crown; now ₦5,000.
    expect(old.packages.get(3)?.matchingBonusCapKobo).toBe(20_000_000);
    expect((await loadPlan(db)).packages.get(3)?.matchingBonusCapKobo).toBe(500_000);
    expect([...old.packages.keys()]).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
