import { earningsWeeks } from '@kola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEarningsService } from '../src/modules/bonuses/earnings.service';
import { adminToken, latestCode, registration, startServer, type TestServer } from './helper';
import { expectLedgerSound, payRegistration, userId } from './money';

/*
 * The dashboard's earnings reads on a network built through the real pipelines (registrations
 * paid in the sandbox checkout). Seeded plan: U = 350,000 kobo per PV, welcome 2%, referral 5%
 * for generations 1..depth of the recipient's package (Starter 2, Bronze 4, Gold 8, Diamond 10).
 *
 *   root (Diamond)
 *   └─ A  Starter 5 PV
 *      └─ B  Starter 5 PV
 *         └─ C  Starter 5 PV
 *            └─ D  Bronze 10 PV
 *               └─ E  Starter 5 PV
 *
 * A's lines:
 *   A activation: welcome 2% of 1,750,000 = 35,000.
 *   B activation (base 1,750,000): referral generation 1, 5% = 87,500.
 *   C activation (base 1,750,000): referral generation 2, 5% = 87,500.
 *   D activation (base 3,500,000): generation 3, Starter pays 0% → forfeited 'setting_zero'
 *     (Bronze would pay 5% = 175,000).
 *   E activation (base 1,750,000): generation 4, forfeited (Bronze would pay 5% = 87,500).
 */

let server: TestServer;
const db = () => server.app.database.db;

async function member(pkg: number, referrer: string) {
  const form = registration({ package_id: pkg, referrer });
  const reg = await server.http('POST', '/api/auth/register', { body: form });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const code = await latestCode(server.http, form.email);
  await server.http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
  const login = await server.http('POST', '/api/auth/login', {
    body: { username: form.username, password: form.password },
  });
  const m = {
    username: form.username,
    uuid: reg.body.data.uuid as string,
    token: login.body.data.access_token as string,
    id: await userId(db(), form.username),
  };
  const { verified } = await payRegistration(server, m.token, pkg);
  expect(verified.body.data.status).toBe('approved');
  return m;
}
type Member = Awaited<ReturnType<typeof member>>;

let A: Member, B: Member, C: Member, D: Member, E: Member;

async function read(path: string, token: string) {
  const res = await server.http('GET', `/api${path}`, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  server = await startServer();
  A = await member(1, 'kolaherbal');
  B = await member(1, A.username);
  C = await member(1, B.username);
  D = await member(2, C.username);
  E = await member(1, D.username);
}, 180_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

describe('GET /bonuses/{uuid}/earnings', () => {
  it('sums this week per bonus kind and lists every earlier week with zero', async () => {
    const data = await read(`/bonuses/${A.uuid}/earnings?weeks=4`, A.token);
    expect(data.weeks).toHaveLength(4);
    expect(data.weeks.slice(0, 3).map((w: { total: number }) => w.total)).toEqual([0, 0, 0]);
    expect(data.weeks[3].total).toBe(2_100); // 87,500 + 87,500 + 35,000 kobo
    expect(data.weeks[3].by_kind).toEqual([
      { kind: 'referral_bonus', amount: 1_750 },
      { kind: 'welcome_bonus', amount: 350 },
    ]);
    expect(data.total).toBe(2_100);
    // Weeks start on Monday, seven days apart, oldest first.
    const starts = data.weeks.map((w: { week_start: string }) => new Date(`${w.week_start}T00:00:00Z`));
    for (const start of starts) expect(start.getUTCDay()).toBe(1);
    expect(starts[3].getTime() - starts[0].getTime()).toBe(21 * 86_400_000);
  });

  it('defaults to 12 weeks, and the same entries move back as time passes', async () => {
    const data = await read(`/bonuses/${D.uuid}/earnings`, D.token);
    expect(data.weeks).toHaveLength(12);
    // D: welcome 2% of 3,500,000 = 70,000; referral generation 1 from E, Bronze 5% = 87,500.
    expect(data.weeks[11].by_kind).toEqual([
      { kind: 'referral_bonus', amount: 875 },
      { kind: 'welcome_bonus', amount: 700 },
    ]);
    // Read 15 days later: the entries are two weeks back (the current week is index 3 of 4).
    const later = new Date(Date.now() + 15 * 86_400_000);
    const service = createEarningsService({ db: db(), now: () => later });
    const moved = await service.weekly({ type: 'user', id: D.id, uuid: D.uuid } as never, D.uuid, 4);
    const thisWeek = earningsWeeks(new Date(), 1).weekStarts[0];
    expect(moved.weeks.map((w) => [w.week_start, w.total])).toEqual(
      moved.weeks.map((w) => [w.week_start, w.week_start === thisWeek ? 1_575 : 0]),
    );
    expect(moved.weeks.slice(0, 2).map((w) => w.week_start)).toContain(thisWeek);
    expect(moved.total).toBe(1_575);
  });

  it('refuses another member (403) and bad week counts (422), changing nothing', async () => {
    expect((await server.http('GET', `/api/bonuses/${A.uuid}/earnings`, { token: B.token })).status).toBe(
      403,
    );
    for (const weeks of ['0', '105', 'abc', '2.5']) {
      const res = await server.http('GET', `/api/bonuses/${A.uuid}/earnings?weeks=${weeks}`, {
        token: A.token,
      });
      expect(res.status, weeks).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['weeks']);
    }
    expect((await server.http('GET', `/api/bonuses/${A.uuid}/earnings`)).status).toBe(401);
  });
});

describe('GET /bonuses/{uuid}/recent-earnings', () => {
  it('lists the latest credits, newest first, each with from whom, generation, percentage and base', async () => {
    const data = await read(`/bonuses/${A.uuid}/recent-earnings?limit=5`, A.token);
    expect(
      data.map((e: Record<string, unknown>) => [
        e.kind,
        e.amount,
        e.from_username,
        e.generation,
        e.percentage,
        e.base,
      ]),
    ).toEqual([
      ['referral_bonus', 875, C.username, 2, 5, 17_500],
      ['referral_bonus', 875, B.username, 1, 5, 17_500],
      ['welcome_bonus', 350, A.username, null, 2, 17_500],
    ]);
    expect(data[0].description).toBe(`Activation of ${C.username} (Starter)`);
    expect(data[0].note).toBeNull();
    expect(new Date(data[0].created_at).getTime()).toBeGreaterThanOrEqual(
      new Date(data[1].created_at).getTime(),
    );
  });

  it('limit bounds the list; another member is refused and bad limits are 422', async () => {
    const one = await read(`/bonuses/${A.uuid}/recent-earnings?limit=1`, A.token);
    expect(one).toHaveLength(1);
    expect(one[0].from_username).toBe(C.username);
    expect(
      (await server.http('GET', `/api/bonuses/${A.uuid}/recent-earnings`, { token: C.token })).status,
    ).toBe(403);
    for (const limit of ['0', '51', 'x']) {
      const res = await server.http('GET', `/api/bonuses/${A.uuid}/recent-earnings?limit=${limit}`, {
        token: A.token,
      });
      expect(res.status, limit).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['limit']);
    }
  });
});

describe('GET /bonuses/{uuid}/unpaid', () => {
  it('groups the generations the package does not pay, priced at the cheapest package that does', async () => {
    const data = await read(`/bonuses/${A.uuid}/unpaid`, A.token);
    expect(data).toEqual({
      total: 2_625, // 175,000 + 87,500 kobo at Bronze's 5%
      package_name: 'Starter',
      groups: [
        {
          kind: 'referral_bonus',
          reason: 'setting_zero',
          count: 2,
          amount: 2_625,
          generations: [3, 4],
          paid_generations: 2,
          upgrade_package: { id: 2, name: 'Bronze' },
        },
      ],
    });
    // B (Starter) missed generation 3 of E's activation: 5% of 1,750,000 at Bronze.
    const b = await read(`/bonuses/${B.uuid}/unpaid`, B.token);
    expect(b.groups).toEqual([
      {
        kind: 'referral_bonus',
        reason: 'setting_zero',
        count: 1,
        amount: 875,
        generations: [3],
        paid_generations: 2,
        upgrade_package: { id: 2, name: 'Bronze' },
      },
    ]);
  });

  it('is empty for a member who missed nothing, and refused for another member', async () => {
    expect(await read(`/bonuses/${E.uuid}/unpaid`, E.token)).toEqual({
      total: 0,
      package_name: 'Starter',
      groups: [],
    });
    expect((await server.http('GET', `/api/bonuses/${A.uuid}/unpaid`, { token: E.token })).status).toBe(403);
  });
});

describe('GET /bonuses/{uuid}/rank-progress', () => {
  it('names the next rank and the CPV still to go', async () => {
    // A's CPV: own 5 + B 5 + C 5 + D 10 + E 5 = 30; the first seeded rank is Star at 100.
    const data = await read(`/bonuses/${A.uuid}/rank-progress`, A.token);
    expect(data).toEqual({
      cpv: 30,
      current: null,
      next: { id: expect.any(Number), name: 'Star', points: 100, package_name: null },
      cpv_to_go: 70,
      package_needed: false,
    });
    expect(
      (await server.http('GET', `/api/bonuses/${A.uuid}/rank-progress`, { token: D.token })).status,
    ).toBe(403);
  });
});

describe('administrators', () => {
  it('read any member (the same answers) and get 404 for a uuid nobody has', async () => {
    const admin = await adminToken(server.http);
    expect(await read(`/bonuses/${A.uuid}/unpaid`, admin)).toEqual(
      await read(`/bonuses/${A.uuid}/unpaid`, A.token),
    );
    expect(await read(`/bonuses/${A.uuid}/recent-earnings?limit=2`, admin)).toHaveLength(2);
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const path of ['earnings', 'recent-earnings', 'unpaid', 'rank-progress']) {
      const res = await server.http('GET', `/api/bonuses/${nobody}/${path}`, { token: admin });
      expect(res.status, path).toBe(404);
    }
  });
});
