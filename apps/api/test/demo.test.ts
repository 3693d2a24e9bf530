import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper';
import { balanceOf, expectLedgerSound, userId } from './money';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'true' });
}, 120_000);
afterAll(async () => server?.close());

it('pays the demo registrations through the real payment path, so the demo wallets are ledger data', async () => {
  const db = server.app.database.db;
  const [root, ada, bola, chidi, dayo] = await Promise.all(
    ['kolaherbal', 'ada', 'bola', 'chidi', 'dayo'].map((u) => userId(db, u)),
  );
  const paid = await db
    .selectFrom('payments')
    .select(['user_id', 'status', 'provider', 'amount_kobo'])
    .orderBy('id')
    .execute();
  // ada Gold ₦140,000, bola Bronze ₦35,000, chidi Starter ₦17,500, all through the sandbox.
  expect(paid).toEqual([
    { user_id: ada, status: 'approved', provider: 'sandbox', amount_kobo: 14_000_000 },
    { user_id: bola, status: 'approved', provider: 'sandbox', amount_kobo: 3_500_000 },
    { user_id: chidi, status: 'approved', provider: 'sandbox', amount_kobo: 1_750_000 },
  ]);
  // ada: welcome 2% of 14,000,000 = 280,000 + chidi's referral gen 1 5% of 1,750,000 = 87,500.
  expect(await balanceOf(db, ada!)).toBe(367_500);
  // root: ada gen 1 700,000 + bola gen 1 (10 PV: 3,500,000 × 5%) 175,000 + chidi gen 2 87,500.
  expect(await balanceOf(db, root!)).toBe(962_500);
  expect(await balanceOf(db, dayo!)).toBe(0);
  const dayoRow = await db
    .selectFrom('users')
    .select('payment_status')
    .where('id', '=', dayo!)
    .executeTakeFirstOrThrow();
  expect(dayoRow.payment_status).toBe('pending');
  await expectLedgerSound(db);
  // A restart does not pay twice.
  const again = await startServer({ SEED_DEMO: 'true' }, server.app.database);
  await again.close();
  expect(await db.selectFrom('payments').select('id').execute()).toHaveLength(3);
}, 120_000);
