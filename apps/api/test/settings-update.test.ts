// The plan settings and the generation tables (docs/plan.md#changing-the-settings): what is saved
// reads back, a refused value changes nothing and answers 422 on its field, members get 403,
// every change is audited with only the changed fields, and each change appends the plan
// version it starts (docs/plan.md#settings-in-force). The preview writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type TestServer } from './helper';

let server: TestServer;
let admin: string;
let member: string;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  member = (await signUp(server.http, slotQueue())).token;
});
afterAll(async () => server?.close());

const put = (path: string, body: unknown, token: string = admin) =>
  server.http('PUT', `/api${path}`, { body, token });
const get = (path: string, token: string = admin) => server.http('GET', `/api${path}`, { token });

async function settingsRow() {
  return db().selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}
async function generationRows() {
  return db().selectFrom('bonus_generation_settings').selectAll().orderBy('id').execute();
}
async function auditRows(action: string) {
  return db()
    .selectFrom('audit_log')
    .select(['actor_type', 'actor_id', 'action', 'target_type', 'target_id', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
const versions = () =>
  db().selectFrom('plan_versions').select(['id', 'effective_from']).orderBy('id').execute();

/** One value for every field of SettingsUpdateRequest, each different from the seed. */
const EVERY_FIELD = {
  equillibrum_bonus: 1_250.5,
  loyalty_bonus_percentage: 3.25,
  welcome_bonus_percentage: 2.5,
  placement_bonus_percentage: 6,
  global_profit_value: 10_000,
  global_profit_first_percentage: 6,
  global_profit_second_percentage: 12.75,
  next_global_profit_share_month: 6,
  next_global_profit_share_day: 30,
  profit_pool_percentage: 3,
  profit_pool_duration: 4,
  profit_pool_days_offset: 15,
  profit_pool_num_of_downlines: 3,
  matching_bonus_total_pv: 20,
  matching_bonus_percent: 12,
  repurchase_bonus_percentage: 6,
  matching_bonus_frequency: 14,
  unit_point_value: 3_600,
  minimum_withdrawal: 1_500,
  maximum_withdrawal: 250_000,
  withdrawal_charge_type: 'flat',
  charge: 150.25,
  withdrawal_charge_cap: 900,
  withdrawal_type: 'monthly',
  withdrawal_period: 28,
  company_phone: '+2348011112222',
  company_email: 'office@kolaherbal.test',
  company_address: '1 New Road, Ibadan',
  award_winner_sponsor_bonus_percentage: 11,
  award_winner_dd_bonus_percentage: 3,
  stockist_referral_bonus_percentage: 4.5,
  show_front_page_message: true,
  home_page_message_subject: 'Holiday hours',
  home_page_message: 'We close at noon on Friday.',
  general_message_subject: 'Hello partners',
  general_message: 'New products are in the stores.',
} as const;

describe('PUT /settings/update', () => {
  it('saves every field; GET /settings/all and /settings/1 read them back; audited with only what changed', async () => {
    const before = (await get('/settings/all')).body.data;
    const versionsBefore = (await versions()).length;
    const res = await put('/settings/update', EVERY_FIELD);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Setting updated successfully');
    expect(res.body.data).toMatchObject(EVERY_FIELD);
    expect((await get('/settings/all')).body.data).toMatchObject(EVERY_FIELD);
    expect((await get('/settings/1')).body.data).toMatchObject(EVERY_FIELD);
    // Kobo on the server.
    const row = await settingsRow();
    expect(row.equillibrum_bonus_kobo).toBe(125_050);
    expect(row.unit_point_value_kobo).toBe(360_000);
    expect(row.withdrawal_charge_cap_kobo).toBe(90_000);

    const [audit] = await auditRows('settings.update');
    expect(audit).toMatchObject({ actor_type: 'admin', target_type: 'settings', target_id: '1' });
    const changedBefore = Object.fromEntries(Object.keys(EVERY_FIELD).map((k) => [k, before[k]]));
    expect(json(audit!.before)).toEqual(changedBefore);
    expect(json(audit!.after)).toEqual(EVERY_FIELD);
    // The baseline (in force since always) and the version this change starts.
    const after = await versions();
    expect(after.length).toBe(Math.max(versionsBefore, 1) + 1);
  });

  it('a partial update changes only what it sends; the audit names only that field', async () => {
    const before = (await get('/settings/all')).body.data;
    const res = await put('/settings/update', { placement_bonus_percentage: 7.5 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...before,
      placement_bonus_percentage: 7.5,
      updated_at: res.body.data.updated_at,
    });
    const audits = await auditRows('settings.update');
    expect(json(audits.at(-1)!.before)).toEqual({
      placement_bonus_percentage: before.placement_bonus_percentage,
    });
    expect(json(audits.at(-1)!.after)).toEqual({ placement_bonus_percentage: 7.5 });
  });

  it('the front-page switch answers its own message', async () => {
    const off = await put('/settings/update', { show_front_page_message: false });
    expect(off.body.message).toBe('Front Page Notification Disabled');
    const on = await put('/settings/update', { show_front_page_message: true });
    expect(on.body.message).toBe('Front Page Notification Enabled');
    expect((await settingsRow()).show_front_page_message).toBe(true);
  });

  it('refuses bad values with 422 on the field and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ loyalty_bonus_percentage: 100.5 }, 'loyalty_bonus_percentage'],
      [{ loyalty_bonus_percentage: -1 }, 'loyalty_bonus_percentage'],
      [{ welcome_bonus_percentage: 2.555 }, 'welcome_bonus_percentage'],
      [{ equillibrum_bonus: 10.001 }, 'equillibrum_bonus'],
      [{ equillibrum_bonus: 0 }, 'equillibrum_bonus'],
      [{ unit_point_value: 0.5 }, 'unit_point_value'],
      [{ global_profit_value: -5 }, 'global_profit_value'],
      [{ matching_bonus_total_pv: 10.5 }, 'matching_bonus_total_pv'],
      [{ matching_bonus_total_pv: 2_147_483_648 }, 'matching_bonus_total_pv'],
      [{ maximum_withdrawal: 2 ** 53 + 2 }, 'maximum_withdrawal'],
      [{ charge: 1e12 }, 'charge'],
      [{ matching_bonus_frequency: 0 }, 'matching_bonus_frequency'],
      [{ next_global_profit_share_month: 13 }, 'next_global_profit_share_month'],
      [{ profit_pool_duration: 13 }, 'profit_pool_duration'],
      [{ minimum_withdrawal: 300_000 }, 'minimum_withdrawal'],
      [{ minimum_withdrawal: 5_000, maximum_withdrawal: 4_000 }, 'maximum_withdrawal'],
      [{ withdrawal_type: 'weekly' }, 'withdrawal_type'],
      [{ withdrawal_type: 'weekly', withdrawal_period: 8 }, 'withdrawal_period'],
      [{ withdrawal_charge_type: 'percentage' }, 'withdrawal_charge_type'],
      [{ withdrawal_charge_type: 'percentage', charge: 101 }, 'charge'],
      [{ charge: 1.125 }, 'charge'],
      [{ withdrawal_charge_type: 'weird' }, 'withdrawal_charge_type'],
      [{ company_email: 'not-an-email' }, 'company_email'],
      [{ company_phone: '   ' }, 'company_phone'],
      [{ company_phone: 12345 }, 'company_phone'],
      [{ general_message_subject: 2027 }, 'general_message_subject'],
      [{ company_address: '' }, 'company_address'],
      [{ no_such_setting: 1 }, 'no_such_setting'],
      [{}, 'settings'],
    ];
    const before = await settingsRow();
    const audits = (await auditRows('settings.update')).length;
    const versionCount = (await versions()).length;
    for (const [body, field] of cases) {
      const res = await put('/settings/update', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await settingsRow()).toEqual(before);
    expect((await auditRows('settings.update')).length).toBe(audits);
    expect((await versions()).length).toBe(versionCount);
  });

  it('answers 403 to a member and 401 without a token, and changes nothing', async () => {
    const before = await settingsRow();
    expect((await put('/settings/update', { loyalty_bonus_percentage: 9 }, member)).status).toBe(403);
    expect(
      (await server.http('PUT', '/api/settings/update', { body: { loyalty_bonus_percentage: 9 } })).status,
    ).toBe(401);
    expect(await settingsRow()).toEqual(before);
  });
});

const TABLES = [
  {
    kind: 'referral',
    list: '/settings/referral-bonus',
    update: (id: number) => `/settings/update-referral-bonus/${id}`,
  },
  {
    kind: 'upgrade',
    list: '/settings/upgrade-bonus',
    update: (id: number) => `/settings/upgrade-bonus/${id}/update`,
  },
  {
    kind: 'unilevel',
    list: '/settings/unilevel-bonus',
    update: (id: number) => `/settings/unilevel-bonus/${id}/update`,
  },
  {
    kind: 'stockist_upline',
    list: '/settings/stockist-upline-bonus',
    update: (id: number) => `/settings/stockist-upline-bonus/${id}`,
  },
] as const;

describe.each(TABLES)('the $kind bonus table', ({ kind, list, update }) => {
  it('lists one row per package in package order, with the package name', async () => {
    const res = await get(list);
    expect(res.status).toBe(200);
    const packages = await db().selectFrom('packages').select(['id', 'name']).orderBy('id').execute();
    expect(res.body.data.map((r: { package_id: number; name: string }) => [r.package_id, r.name])).toEqual(
      packages.map((p) => [p.id, p.name]),
    );
    expect(res.body.data[0]).toHaveProperty('generation_10_percentage');
  });

  it('saves the percentages sent, keeps the others, reads back, audits only what changed', async () => {
    const row = (await get(list)).body.data[1];
    const res = await put(update(row.id), { generation_1_percentage: 12.5, generation_10_percentage: 0.25 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Setting updated successfully');
    const expected = { ...row, generation_1_percentage: 12.5, generation_10_percentage: 0.25 };
    expect(res.body.data).toEqual(expected);
    expect((await get(list)).body.data[1]).toEqual(expected);
    const audits = await auditRows(`settings.${kind}_bonus.update`);
    expect(audits.at(-1)).toMatchObject({
      target_type: 'bonus_generation_settings',
      target_id: String(row.id),
    });
    expect(json(audits.at(-1)!.before)).toEqual({
      generation_1_percentage: row.generation_1_percentage,
      generation_10_percentage: row.generation_10_percentage,
    });
    expect(json(audits.at(-1)!.after)).toEqual({
      generation_1_percentage: 12.5,
      generation_10_percentage: 0.25,
    });
  });

  it('refuses bad percentages (422), another table’s row (404) and members (403), changing nothing', async () => {
    const rows = (await get(list)).body.data;
    const other = (await generationRows()).find((r) => r.kind !== kind)!;
    const before = await generationRows();
    const versionCount = (await versions()).length;
    for (const [body, field] of [
      [{ generation_2_percentage: 100.01 }, 'generation_2_percentage'],
      [{ generation_2_percentage: -0.5 }, 'generation_2_percentage'],
      [{ generation_3_percentage: 1.234 }, 'generation_3_percentage'],
      [{ generation_11_percentage: 1 }, 'generation_11_percentage'],
      [{}, 'generation_1_percentage'],
    ] as const) {
      const res = await put(update(rows[0].id), body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await put(update(other.id), { generation_1_percentage: 1 })).status).toBe(404);
    expect((await put(update(999_999), { generation_1_percentage: 1 })).status).toBe(404);
    expect((await put(update(rows[0].id), { generation_1_percentage: 1 }, member)).status).toBe(403);
    expect((await get(list, member)).status).toBe(403);
    expect(await generationRows()).toEqual(before);
    expect((await versions()).length).toBe(versionCount);
  });
});

describe('POST /settings/preview', () => {
  async function ledgerCount() {
    const r = await db()
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  it('answers both plans; a higher referral percentage previews a higher activation total; nothing is written', async () => {
    const referral = (await get('/settings/referral-bonus')).body.data;
    const settingsBefore = await settingsRow();
    const generationBefore = await generationRows();
    const ledgerBefore = await ledgerCount();
    const versionCount = (await versions()).length;
    // The network holds only the root: a typical registration joins below it (root's row).
    const root = await db()
      .selectFrom('users')
      .select('package_id')
      .where('is_root', '=', true)
      .executeTakeFirstOrThrow();
    const row = referral.find((r: { package_id: number }) => r.package_id === root.package_id);
    const res = await server.http('POST', '/api/settings/preview', {
      token: admin,
      body: {
        generation: {
          table: 'referral',
          id: row.id,
          values: { generation_1_percentage: row.generation_1_percentage + 10 },
        },
        settings: { welcome_bonus_percentage: 5 },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.runs.map((r: { kind: string }) => r.kind)).toEqual([
      'matching',
      'equilibrium',
      'profit_pool',
      'global_profit',
    ]);
    for (const a of res.body.data.activation) {
      expect(a.proposed.paid).toBeGreaterThan(a.current.paid);
      const welcome = (f: { by_kind: { kind: string; amount: number }[] }) =>
        f.by_kind.find((k) => k.kind === 'welcome_bonus')?.amount ?? 0;
      expect(welcome(a.proposed)).toBeGreaterThan(welcome(a.current));
    }
    expect(await settingsRow()).toEqual(settingsBefore);
    expect(await generationRows()).toEqual(generationBefore);
    expect(await ledgerCount()).toBe(ledgerBefore);
    expect((await versions()).length).toBe(versionCount);
  });

  it('refuses what the save refuses (422 on the field as sent), 404 for an unknown row, 403 for members', async () => {
    const preview = (body: unknown, token = admin) =>
      server.http('POST', '/api/settings/preview', { token, body });
    const bad = await preview({ settings: { loyalty_bonus_percentage: 1.001 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['settings.loyalty_bonus_percentage']);
    const cross = await preview({ settings: { withdrawal_type: 'weekly', withdrawal_period: 9 } });
    expect(cross.status).toBe(422);
    expect(Object.keys(cross.body.errors)).toEqual(['settings.withdrawal_period']);
    const upgradeRow = (await generationRows()).find((r) => r.kind === 'upgrade')!;
    const gen = await preview({
      generation: { table: 'upgrade', id: upgradeRow.id, values: { generation_1_percentage: 3.333 } },
    });
    expect(gen.status).toBe(422);
    expect(Object.keys(gen.body.errors)).toEqual(['generation.values.generation_1_percentage']);
    expect((await preview({})).status).toBe(422);
    expect(
      (
        await preview({
          generation: { table: 'upgrade', id: 999_999, values: { generation_1_percentage: 3 } },
        })
      ).status,
    ).toBe(404);
    expect((await preview({ settings: { loyalty_bonus_percentage: 3 } }, member)).status).toBe(403);
  });
});
