import type { Database } from '../src/db/database';
import { latestCode, registration, type TestServer } from './helper';
import { payRegistration, userId } from './money';

/*
 * Fixtures of the pickup tests: members registered and paid through the real API, and the stores
 * and products they order from, written as SQL (the stockist registration and the product admin
 * have their own operations and tests).
 */

export interface Member {
  username: string;
  password: string;
  uuid: string;
  token: string;
  id: number;
}

/** A member registered under `referrer`, email confirmed, signed in, and (unless `paid` is false) paid. */
export async function member(
  server: TestServer,
  pkg: number,
  referrer: string,
  options: { paid?: boolean; placer?: string } = {},
): Promise<Member> {
  const form = registration({
    package_id: pkg,
    referrer,
    ...(options.placer ? { placer: options.placer } : {}),
  });
  const reg = await server.http('POST', '/api/auth/register', { body: form });
  if (reg.status !== 200) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const code = await latestCode(server.http, form.email);
  await server.http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
  const login = await server.http('POST', '/api/auth/login', {
    body: { username: form.username, password: form.password },
  });
  const m: Member = {
    username: form.username,
    password: form.password,
    uuid: reg.body.data.uuid as string,
    token: login.body.data.access_token as string,
    id: await userId(server.app.database.db, form.username),
  };
  if (options.paid !== false) {
    const { verified } = await payRegistration(server, m.token, pkg);
    if (verified.body.data?.status !== 'approved')
      throw new Error(`payment failed: ${JSON.stringify(verified.body)}`);
  }
  return m;
}

/** A store of `userId` in the given state (approved by default, the owner then a stockist). */
export async function store(
  db: Database,
  userId: number,
  values: {
    status?: 'pending' | 'approved' | 'disapproved';
    store_name?: string;
    state?: string;
    address?: string;
  } = {},
): Promise<number> {
  const status = values.status ?? 'approved';
  const row = await db
    .insertInto('stockists')
    .values({
      user_id: userId,
      stockist_package_id: 1,
      store_name: values.store_name ?? `Store ${userId}`,
      state: values.state ?? 'Lagos',
      address: values.address ?? `${userId} Allen Avenue, Ikeja`,
      phone: '+2348030000000',
      payment_receipt: status === 'approved' ? null : 'receipt.pdf',
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status === 'approved')
    await db.updateTable('users').set({ is_stockist: 1 }).where('id', '=', userId).execute();
  return row.id;
}

/** The seeded products by name: id, price (kobo) and PV. */
export async function products(db: Database) {
  const rows = await db.selectFrom('products').select(['id', 'name', 'worth_kobo', 'points']).execute();
  const byName = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`no product ${name}`);
    return row;
  };
  return {
    moringa: byName('Moringa Leaf Capsules'), // ₦8,500, 2 PV
    bitterKola: byName('Bitter Kola Tonic'), // ₦6,000, 1 PV
    blackSeed: byName('Black Seed Oil'), // ₦12,000, 3 PV
    prostate: byName('Prostate Care Blend'), // ₦17,500, 5 PV
    shea: byName('Shea Body Butter'), // ₦5,000, 1 PV
  };
}

/** A disabled product (members may not order it). */
export async function disabledProduct(db: Database): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({ name: 'Retired Root Tea', worth_kobo: 300_000, points: 1, is_active: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member's pickup allowance balances, in kobo. */
export async function allowances(db: Database, userId: number) {
  const row = await db
    .selectFrom('users')
    .select(['registration_pickup_kobo', 'upgrade_pickup_kobo'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { registration: Number(row.registration_pickup_kobo), upgrade: Number(row.upgrade_pickup_kobo) };
}

/** How many orders and order lines exist (a refused request adds none). */
export async function orderCounts(db: Database) {
  const [orders, lines] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { orders: Number(orders.n), lines: Number(lines.n) };
}
