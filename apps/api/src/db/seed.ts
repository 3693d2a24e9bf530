import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nairaToKobo } from '@kola/domain';
import type { Config } from '../config';
import { hashPassword } from '../lib/passwords';
import { randomToken } from '../lib/tokens';
import { randomUploadName, storagePath } from '../lib/uploads';
import { takeAllowance } from '../modules/orders/orders.repository';
import { newOrderCode } from '../modules/payments/pipelines';
import { insertOrder } from '../modules/payments/pipelines.repository';
import { fulfilMemberOrder } from '../modules/plan/stockist-pipelines';
import { createStockRepository } from '../modules/stock/stock.repository';
import type { Database } from './database';
import { inTransaction } from './transaction';
import type { BonusKind } from './types';

const naira = (amount: number) => nairaToKobo(amount);

/** The six registration packages (1 PV = ₦3,500 by default). Package 6 is profit-pool eligible. */
export const SEED_PACKAGES = [
  { name: 'Starter', point_value: 5, registration: 17_500, cap: 50_000 },
  { name: 'Bronze', point_value: 10, registration: 35_000, cap: 100_000 },
  { name: 'Silver', point_value: 20, registration: 70_000, cap: 200_000 },
  { name: 'Gold', point_value: 40, registration: 140_000, cap: 400_000 },
  { name: 'Platinum', point_value: 80, registration: 280_000, cap: 800_000 },
  { name: 'Diamond', point_value: 160, registration: 560_000, cap: 1_600_000 },
] as const;

/** Ranks by cumulated PV; rank 5 and up share the global profit. */
const SEED_RANKS = [
  { name: 'Star', points: 100, incentive: 'Herbal wellness hamper', worth: 20_000 },
  { name: 'Bronze Director', points: 500, incentive: 'Smartphone', worth: 150_000 },
  { name: 'Silver Director', points: 2_000, incentive: 'Laptop', worth: 500_000 },
  { name: 'Gold Director', points: 10_000, incentive: 'Local holiday for two', worth: 1_000_000 },
  { name: 'Ruby Director', points: 50_000, incentive: 'Car fund', worth: 5_000_000 },
  { name: 'Emerald Director', points: 150_000, incentive: 'International trip for two', worth: 10_000_000 },
  { name: 'Diamond Director', points: 500_000, incentive: 'SUV', worth: 30_000_000 },
  { name: 'Crown Ambassador', points: 1_500_000, incentive: 'House fund', worth: 80_000_000 },
] as const;

const SEED_PRODUCTS = [
  {
    name: 'Moringa Leaf Capsules',
    description: '60 capsules of dried moringa leaf.',
    worth: 8_500,
    points: 2,
  },
  { name: 'Bitter Kola Tonic', description: '500 ml herbal tonic.', worth: 6_000, points: 1 },
  {
    name: 'Black Seed Oil',
    description: '100 ml cold-pressed Nigella sativa oil.',
    worth: 12_000,
    points: 3,
  },
  { name: 'Ginger & Garlic Tea', description: '20 tea bags.', worth: 4_500, points: 1 },
  {
    name: 'Prostate Care Blend',
    description: '90 capsules of saw palmetto and pumpkin seed.',
    worth: 17_500,
    points: 5,
  },
  { name: 'Shea Body Butter', description: '250 g unrefined shea butter.', worth: 5_000, points: 1 },
] as const;

const SEED_STOCKIST_PACKAGES = [
  { name: 'Mobile Stockist', registration: 350_000, pickup: 350_000, sales_bonus: 5 },
  { name: 'State Stockist', registration: 1_000_000, pickup: 1_000_000, sales_bonus: 8 },
  { name: 'Regional Stockist', registration: 3_000_000, pickup: 3_000_000, sales_bonus: 10 },
] as const;

/** Generations paid per package, deepest for the biggest packages. */
const GENERATION_DEPTH = [2, 4, 6, 8, 10, 10];
const GENERATION_PERCENT: Record<BonusKind, number> = {
  referral: 5,
  upgrade: 5,
  unilevel: 1,
  stockist_upline: 1,
};

export async function seedBase(db: Database, config: Config): Promise<void> {
  const existing = await db.selectFrom('packages').select('id').limit(1).executeTakeFirst();
  if (!existing) {
    await inTransaction(db, async (tx) => {
      const packages = await tx
        .insertInto('packages')
        .values(
          SEED_PACKAGES.map((p, i) => ({
            name: p.name,
            point_value: p.point_value,
            registration_value_kobo: naira(p.registration),
            pickup_amount_kobo: naira(p.registration),
            matching_bonus_cap_kobo: naira(p.cap),
            // docs/plan.md#profit-pool: the profit pool is for the top package (Diamond).
            is_profit_pool_eligible: i === SEED_PACKAGES.length - 1,
          })),
        )
        .returning(['id'])
        .execute();
      const ranks = await tx
        .insertInto('ranks')
        .values(
          SEED_RANKS.map((r, i) => ({
            name: r.name,
            points: r.points,
            is_global_profit_eligible: i + 1 >= 5,
            description: `Reached at ${r.points.toLocaleString('en-US')} cumulated PV.`,
            package_id: null,
          })),
        )
        .returning(['id'])
        .execute();
      await tx
        .insertInto('incentives')
        .values(
          SEED_RANKS.map((r, i) => ({
            rank_id: ranks[i]!.id,
            incentive: r.incentive,
            worth_kobo: naira(r.worth),
            file_path: null,
          })),
        )
        .execute();
      await tx
        .insertInto('products')
        .values(
          SEED_PRODUCTS.map((p) => ({
            name: p.name,
            description: p.description,
            worth_kobo: naira(p.worth),
            points: p.points,
            image: null,
          })),
        )
        .execute();
      await tx
        .insertInto('stockist_packages')
        .values(
          SEED_STOCKIST_PACKAGES.map((p) => ({
            name: p.name,
            registration_value_kobo: naira(p.registration),
            pickup_amount_kobo: naira(p.pickup),
            sales_bonus_percentage: p.sales_bonus,
            point_value: 1,
            value: '',
          })),
        )
        .execute();
      const rows = [];
      for (const kind of Object.keys(GENERATION_PERCENT) as BonusKind[]) {
        for (const [index, pkg] of packages.entries()) {
          const depth = GENERATION_DEPTH[index] ?? 10;
          const row: Record<string, number | string> = { kind, package_id: pkg.id };
          for (let g = 1; g <= 10; g++)
            row[`generation_${g}_percentage`] = g <= depth ? GENERATION_PERCENT[kind] : 0;
          rows.push(row);
        }
      }
      await tx
        .insertInto('bonus_generation_settings')
        .values(rows as never)
        .execute();
      await tx
        .insertInto('settings')
        .values({
          id: 1,
          equillibrum_bonus_kobo: naira(1_000),
          loyalty_bonus_percentage: 2,
          welcome_bonus_percentage: 2,
          placement_bonus_percentage: 5,
          global_profit_value_kobo: 0,
          global_profit_first_percentage: 5,
          global_profit_second_percentage: 10,
          next_global_profit_share_month: 12,
          next_global_profit_share_day: 31,
          profit_pool_percentage: 2,
          profit_pool_duration: 6,
          profit_pool_days_offset: 30,
          profit_pool_num_of_downlines: 4,
          matching_bonus_total_pv: 10,
          matching_bonus_percent: 10,
          repurchase_bonus_percentage: 5,
          matching_bonus_frequency: 7,
          unit_point_value_kobo: naira(3_500),
          minimum_withdrawal_kobo: naira(2_000),
          maximum_withdrawal_kobo: naira(200_000),
          withdrawal_charge_type: 'percentage',
          charge: 1.5,
          withdrawal_charge_cap_kobo: naira(1_000),
          withdrawal_type: 'weekly',
          withdrawal_period: 6,
          company_phone: '+2348000000000',
          company_email: 'support@kolaherbal.test',
          company_address: '12 Herbal Way, Ikeja, Lagos',
          award_winner_sponsor_bonus_percentage: 10,
          award_winner_dd_bonus_percentage: 2,
          stockist_referral_bonus_percentage: 5,
          show_front_page_message: false,
          home_page_message_subject: '',
          home_page_message: '',
          general_message_subject: 'Welcome to Kola Herbal',
          general_message:
            'Thank you for choosing natural wellness. Your bonuses, your rank and what you can withdraw are on this dashboard.',
        })
        .execute();
      const providers = await tx
        .insertInto('service_providers')
        .values([
          { name: 'Sandbox (built in)', slug: 'sandbox', is_active: true },
          { name: 'Paystack', slug: 'paystack', is_active: true },
        ])
        .returning(['id', 'slug'])
        .execute();
      const sandbox = providers.find((p) => p.slug === 'sandbox')!.id;
      await tx
        .insertInto('product_services')
        .values([
          { service: 'payment', service_provider_id: sandbox },
          { service: 'payout', service_provider_id: sandbox },
        ])
        .execute();
      await tx
        .insertInto('company_banks')
        .values({
          bank_name: 'Access Bank',
          bank_account_name: 'Kola Herbal Nigeria Ltd',
          bank_account_number: '0123456789',
        })
        .execute();
    });
  }

  const root = await db.selectFrom('users').select('id').where('is_root', '=', true).executeTakeFirst();
  if (!root) {
    const top = await db.selectFrom('packages').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({
        first_name: 'Kola',
        last_name: 'Herbal',
        username: config.rootUsername,
        email: config.rootEmail,
        phone: '+2348000000000',
        // The company account never signs in with a password until an admin sets one.
        password_hash: await hashPassword(randomToken()),
        package_id: top.id,
        reg_package_id: top.id,
        is_root: true,
        status: 'active',
        payment_status: 'approved',
        paid_at: new Date(),
        email_verified_at: new Date(),
      })
      .execute();
  }

  const admin = await db
    .selectFrom('admins')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', config.adminEmail.toLowerCase()))
    .executeTakeFirst();
  if (!admin) {
    await db
      .insertInto('admins')
      .values({
        name: 'Administrator',
        email: config.adminEmail,
        password_hash: await hashPassword(config.adminPassword),
        // docs/security.md#production-defaults: a password that came from the environment is changed
        // at the first sign-in.
        password_change_required: config.production,
      })
      .execute();
  }
}

export const DEMO_PASSWORD = 'Demo-Password-2026';

/**
 * A small network under the company account so a newcomer sees something (docs/screens/member.md#demo-data
 * has the picture): bola and ada fill the root's two slots (bola recruited ada); under ada a few
 * levels (chidi, emeka, funmi, gbenga, halima, ifeoma, jide: jide is four levels below ada), and
 * dayo, who registered under ada and has not paid yet (so ada's second slot is reserved). Members
 * are created unpaid; the ids returned are the ones to pay, in order, which the server does
 * through the real payment path (sandbox checkout, verification, activation with every bonus), so
 * the demo's wallets, volumes and forfeited lines are real ledger data. chidi (Lagos) and bola
 * (Oyo) run approved pick-up stores with stock, and the products get their pictures.
 */
export async function seedDemo(db: Database): Promise<number[]> {
  const already = await db.selectFrom('users').select('id').where('username', '=', 'ada').executeTakeFirst();
  if (already) return [];
  const root = await db
    .selectFrom('users')
    .select(['id'])
    .where('is_root', '=', true)
    .executeTakeFirstOrThrow();
  const packages = await db.selectFrom('packages').select(['id']).orderBy('id').execute();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const toPay: number[] = [];
  const add = async (
    username: string,
    [first, last]: [string, string],
    { parent, position, sponsor }: { parent: number; position: 1 | 2; sponsor: number },
    packageIndex: number,
    paid: boolean,
    daysAgo: number,
  ) => {
    const pkg = packages[packageIndex]!.id;
    const created = new Date(now - daysAgo * 86_400_000);
    const row = await db
      .insertInto('users')
      .values({
        first_name: first,
        last_name: last,
        username,
        email: `${username}@example.com`,
        phone: `+23480${String(10_000_000 + username.length * 1_234_567 + toPay.length * 7_919).slice(0, 8)}`,
        password_hash: passwordHash,
        package_id: pkg,
        reg_package_id: pkg,
        sponsor_id: sponsor,
        placement_parent_id: parent,
        placement_position: position,
        status: 'inactive',
        payment_status: 'pending',
        email_verified_at: created,
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (paid) toPay.push(row.id);
    return row.id;
  };
  const [STARTER, BRONZE, SILVER, GOLD] = [0, 1, 2, 3];
  const r = root.id;
  const bola = await add(
    'bola',
    ['Bola', 'Adeyemi'],
    { parent: r, position: 2, sponsor: r },
    BRONZE,
    true,
    50,
  );
  const ada = await add('ada', ['Ada', 'Okafor'], { parent: r, position: 1, sponsor: bola }, GOLD, true, 40);
  const chidi = await add(
    'chidi',
    ['Chidi', 'Eze'],
    { parent: ada, position: 1, sponsor: ada },
    STARTER,
    true,
    20,
  );
  await add('dayo', ['Dayo', 'Balogun'], { parent: ada, position: 2, sponsor: ada }, SILVER, false, 2);
  const emeka = await add(
    'emeka',
    ['Emeka', 'Nwosu'],
    { parent: chidi, position: 1, sponsor: chidi },
    BRONZE,
    true,
    15,
  );
  const funmi = await add(
    'funmi',
    ['Funmilayo', 'Ajayi'],
    { parent: chidi, position: 2, sponsor: ada },
    SILVER,
    true,
    12,
  );
  const gbenga = await add(
    'gbenga',
    ['Gbenga', 'Oyelaran'],
    { parent: emeka, position: 1, sponsor: emeka },
    STARTER,
    true,
    10,
  );
  await add('halima', ['Halima', 'Bello'], { parent: emeka, position: 2, sponsor: ada }, BRONZE, true, 8);
  await add('ifeoma', ['Ifeoma', 'Obi'], { parent: funmi, position: 1, sponsor: funmi }, STARTER, true, 6);
  await add('jide', ['Jide', 'Afolabi'], { parent: gbenga, position: 1, sponsor: gbenga }, SILVER, true, 4);
  await seedDemoStore(db, chidi, {
    store_name: 'Chidi Herbal Store',
    state: 'lagos',
    address: '4 Allen Avenue, Ikeja, Lagos',
    phone: '+2348031234567',
  });
  await seedDemoStore(db, bola, {
    store_name: 'Bola Wellness Hub',
    state: 'oyo',
    address: '21 Ring Road, Ibadan, Oyo',
    phone: '+2348057654321',
  });
  await seedProductImages(db);
  return toPay;
}

/** The demo products' pictures (rendered by tools/render-demo-images.mjs), stored as uploads. */
const PRODUCT_IMAGES: Record<string, string> = {
  'Moringa Leaf Capsules': 'moringa-leaf-capsules.jpg',
  'Bitter Kola Tonic': 'bitter-kola-tonic.jpg',
  'Black Seed Oil': 'black-seed-oil.jpg',
  'Ginger & Garlic Tea': 'ginger-garlic-tea.jpg',
  'Prostate Care Blend': 'prostate-care-blend.jpg',
  'Shea Body Butter': 'shea-body-butter.jpg',
};

async function seedProductImages(db: Database): Promise<void> {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-images');
  const products = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('image', 'is', null)
    .execute();
  for (const product of products) {
    const file = PRODUCT_IMAGES[product.name];
    if (!file) continue;
    const data = await readFile(path.join(dir, file));
    const name = randomUploadName('image/jpeg');
    await inTransaction(db, async (tx) => {
      await tx
        .insertInto('uploads')
        .values({
          name,
          purpose: 'product_image',
          user_id: null,
          content_type: 'image/jpeg',
          size_bytes: data.length,
          data,
        })
        .execute();
      await tx
        .updateTable('products')
        .set({ image: storagePath(name) })
        .where('id', '=', product.id)
        .execute();
    });
  }
}

/**
 * A demo pick-up store (chidi's in Lagos, bola's in Oyo): an approved Mobile Stockist whose registration pickup (its stock, within
 * the package's ₦350,000 pickup amount) was approved. docs/pickups-and-stockists.md#stock: a
 * store's stock is what its approved stock purchases brought in less what it handed out on
 * approved member orders. The demo store is recorded as already approved: its registration fee
 * was not paid through the app, so it paid no signee or stockist upline bonus.
 */
async function seedDemoStore(
  db: Database,
  userId: number,
  details: { store_name: string; state: string; address: string; phone: string },
): Promise<void> {
  const pkg = await db
    .selectFrom('stockist_packages')
    .select(['id', 'pickup_amount_kobo'])
    .orderBy('registration_value_kobo')
    .executeTakeFirstOrThrow();
  const products = await db.selectFrom('products').select(['id', 'name', 'worth_kobo', 'points']).execute();
  const quantities: Record<string, number> = {
    'Moringa Leaf Capsules': 10,
    'Bitter Kola Tonic': 10,
    'Black Seed Oil': 5,
    'Ginger & Garlic Tea': 10,
    'Prostate Care Blend': 3,
    'Shea Body Butter': 8,
  };
  const lines = products
    .filter((p) => (quantities[p.name] ?? 0) > 0)
    .map((p) => ({
      product_id: p.id,
      quantity: quantities[p.name]!,
      unit_price_kobo: Number(p.worth_kobo),
      unit_points: p.points,
    }));
  const decided = new Date(Date.now() - 18 * 86_400_000);
  const totalKobo = lines.reduce((s, l) => s + l.unit_price_kobo * l.quantity, 0);
  await inTransaction(db, async (tx) => {
    const store = await tx
      .insertInto('stockists')
      .values({
        user_id: userId,
        stockist_package_id: pkg.id,
        // The approval set the package's pickup amount; the registration pickup took its total.
        registration_pickup_kobo: Number(pkg.pickup_amount_kobo) - totalKobo,
        ...details,
        status: 'approved',
        decided_at: decided,
        created_at: decided,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.updateTable('users').set({ is_stockist: 1 }).where('id', '=', userId).execute();
    const order = await tx
      .insertInto('orders')
      .values({
        code: newOrderCode(),
        user_id: userId,
        stockist_id: store.id,
        kind: 'stockist',
        pickup_type: 'registration_pickup',
        total_price_kobo: totalKobo,
        total_quantity: lines.reduce((s, l) => s + l.quantity, 0),
        total_points: lines.reduce((s, l) => s + l.unit_points * l.quantity, 0),
        status: 'approved',
        approved_at: decided,
        created_at: decided,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('order_lines')
      .values(lines.map((l) => ({ ...l, order_id: order.id })))
      .execute();
    await tx
      .insertInto('stockist_stock')
      .values(
        lines.map((l) => ({
          stockist_id: store.id,
          product_id: l.product_id,
          quantity: l.quantity,
          cost_price_kobo: l.unit_price_kobo,
          updated_at: decided,
        })),
      )
      .execute();
  });
}

/**
 * The order chidi's store has served (docs/screens/member.md#demo-data): emeka's registration pickup
 * of 2 Moringa Leaf Capsules and 1 Shea Body Butter (₦22,000) at Chidi Herbal Store, approved by
 * chidi: the allowance taken, the stock lowered and the 5% rebate (₦1,100) paid to chidi's wallet
 * through the same pipeline as the stockist's approval. Runs after the demo members have paid (the
 * rebate goes to an active stockist), once.
 */
export async function seedDemoServedOrder(db: Database): Promise<void> {
  const people = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['chidi', 'emeka'])
    .execute();
  const chidi = people.find((p) => p.username === 'chidi');
  const emeka = people.find((p) => p.username === 'emeka');
  if (!chidi || !emeka) return;
  const store = await db
    .selectFrom('stockists')
    .select('id')
    .where('user_id', '=', chidi.id)
    .executeTakeFirst();
  if (!store) return;
  const served = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', emeka.id)
    .where('kind', '=', 'member')
    .executeTakeFirst();
  if (served) return;
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'worth_kobo', 'points'])
    .where('name', 'in', ['Moringa Leaf Capsules', 'Shea Body Butter'])
    .orderBy('id')
    .execute();
  const lines = products.map((p) => ({
    product_id: p.id,
    quantity: p.name === 'Moringa Leaf Capsules' ? 2 : 1,
    unit_price_kobo: Number(p.worth_kobo),
    unit_points: p.points,
  }));
  const total = lines.reduce((s, l) => s + l.unit_price_kobo * l.quantity, 0);
  const placed = new Date(Date.now() - 3 * 86_400_000);
  const approved = new Date(Date.now() - 2 * 86_400_000);
  await inTransaction(db, async (tx) => {
    if ((await takeAllowance(tx, emeka.id, 'registration_pickup', total)) === undefined) return;
    const order = await insertOrder(
      tx,
      {
        code: newOrderCode(),
        user_id: emeka.id,
        stockist_id: store.id,
        kind: 'member',
        pickup_type: 'registration_pickup',
        total_price_kobo: total,
        total_quantity: lines.reduce((s, l) => s + l.quantity, 0),
        total_points: lines.reduce((s, l) => s + l.unit_points * l.quantity, 0),
        status: 'pending',
        payment_id: null,
        created_at: placed,
      },
      lines,
    );
    const stock = createStockRepository(db);
    for (const line of lines) {
      if (!(await stock.takeStock(tx, store.id, line.product_id, line.quantity, approved)))
        throw new Error('The demo store lacks the stock of its served order.');
    }
    await fulfilMemberOrder(tx, order.id, approved);
  });
}
