import type { components } from '@kola/api';
import type { StubRoutes } from '@kola/app-shell/testing';
import { admin, pageOf } from './fixtures';
import { ok } from './renderApp';

type Withdrawal = components['schemas']['WithdrawalListItem'];
type Stockist = components['schemas']['Stockist'];
type StockistUpgrade = components['schemas']['StockistUpgrade'];
type StockistPurchase = components['schemas']['StockistPurchase'];

export function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 41,
    uuid: '5b0a8f8e-1111-4c3a-9d52-000000000001',
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Okafor',
    amount: 25000,
    fee: 250,
    payout_amount: 24750,
    status: 'pending',
    txn_status: null,
    withdrawal_type: 'manual',
    reference: 'wd-41',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** One awaiting approval, one sent and not settled, one paid, one declined. */
export function withdrawals(): Withdrawal[] {
  return [
    withdrawal(),
    withdrawal({ id: 40, username: 'bola', first_name: 'Bola', last_name: 'Adeyemi', txn_status: 'pending' }),
    withdrawal({
      id: 39,
      username: 'chidi',
      first_name: 'Chidi',
      last_name: 'Nwosu',
      status: 'paid',
      txn_status: 'success',
      amount: 10000,
      fee: 100,
    }),
    withdrawal({ id: 38, username: 'emeka', first_name: 'Emeka', last_name: 'Eze', status: 'declined' }),
  ];
}

export function stockist(overrides: Partial<Stockist> = {}): Stockist {
  return {
    id: 7,
    uuid: '5b0a8f8e-1111-4c3a-9d52-000000000003',
    username: 'chidi',
    store_name: 'Chidi Herbal Store',
    store_address: '12 Allen Avenue, Ikeja',
    store_state: 'lagos',
    store_phone: '08031234567',
    stockist_package_id: 1,
    stockist_package_name: 'Bronze Store',
    stockist_package_value: 50000,
    package_name: 'Gold',
    stockist_status: 'pending',
    payment_id: 301,
    payment_receipt: '/api/storage/receipt-chidi.png',
    payment_status: 'pending',
    payment_date: '2026-11-18T09:00:00.000Z',
    stockist_created_at: '2026-11-18T09:00:00.000Z',
    ...overrides,
  };
}

export function stockists(): Stockist[] {
  return [
    stockist(),
    stockist({
      id: 6,
      uuid: '5b0a8f8e-1111-4c3a-9d52-000000000002',
      username: 'bola',
      store_name: 'Bola Wellness Hub',
      store_state: 'oyo',
      stockist_status: 'approved',
      payment_status: 'approved',
      payment_id: 300,
      payment_receipt: null,
    }),
  ];
}

export function stockistUpgrade(overrides: Partial<StockistUpgrade> = {}): StockistUpgrade {
  return {
    payment_id: 502,
    stockist_id: 6,
    uuid: '5b0a8f8e-1111-4c3a-9d52-000000000002',
    username: 'bola',
    store_name: 'Bola Wellness Hub',
    previous_package_name: 'Bronze Store',
    stockist_package_id: 2,
    stockist_package_name: 'Silver Store',
    amount: 30000,
    payment_receipt: '/api/storage/receipt-upgrade.pdf',
    status: 'processing',
    created_at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export function stockistPurchase(overrides: Partial<StockistPurchase> = {}): StockistPurchase {
  return {
    id: 12,
    purchase_id: 12,
    stockist_id: 6,
    store_name: 'Bola Wellness Hub',
    username: 'bola',
    pickup_type: 're-stock',
    total_quantity: 6,
    total_price: 18000,
    total_points: 6,
    payment_mode: 'receipt',
    payment_receipt: '/api/storage/receipt-restock.png',
    status: 'processing',
    created_at: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

type PackagePayment = components['schemas']['PackagePayment'];

export function packagePayment(overrides: Partial<PackagePayment> = {}): PackagePayment {
  return {
    id: 91,
    uuid: '5b0a8f8e-1111-4c3a-9d52-000000000001',
    first_name: 'Ada',
    last_name: 'Okafor',
    username: 'ada',
    name: 'Silver',
    amount: 70000,
    status: 'approved',
    reference: 'KOLA-REG-91',
    created_at: '2026-03-10T09:00:00.000Z',
    ...overrides,
  };
}

/** The whole Transactions page answered: withdrawals, stockist totals and the three stockist tables. */
export function transactionsApi(): StubRoutes {
  return {
    'GET /auth/admin': ok(admin()),
    'GET /withdrawals/total': ok({ total: 60000, count: 4 }),
    'GET /withdrawals/all': ok(pageOf(withdrawals())),
    'GET /withdrawals/search': ok(pageOf([withdrawals()[0]!])),
    'GET /users/total-registrations': ok({ count: 2, amount: 82345 }),
    'GET /users/paid-users': ok(
      pageOf([
        packagePayment(),
        packagePayment({
          id: 90,
          username: 'bola',
          first_name: 'Bola',
          last_name: 'Adeyemi',
          name: 'Starter',
          amount: 12345,
          reference: 'KOLA-REG-90',
        }),
      ]),
    ),
    'GET /users/search-paid-users': ok(pageOf([packagePayment()])),
    'GET /users/upgraded-users': ok(
      pageOf([
        {
          uuid: '5b0a8f8e-1111-4c3a-9d52-000000000001',
          first_name: 'Ada',
          last_name: 'Okafor',
          username: 'ada',
          previous_packages: ['Starter', 'Silver'],
          package: 'Gold',
          updated_at: '2026-10-02T09:00:00.000Z',
        },
      ]),
    ),
    'GET /payments/{uuid}/user-upgrade-history': ok(
      pageOf([
        {
          id: 5,
          reference: 'KOLA-UPG-5',
          previous_package: 'Silver',
          new_package: 'Gold',
          amount: 70000,
          status: 'approved' as const,
          created_at: '2026-10-02T09:00:00.000Z',
        },
      ]),
    ),
    'GET /purchases/sum-prices': ok({ total_price: 4_300_000, total_quantity: 215 }),
    'GET /purchases/monthly-repurchases': ok([
      { month: 11, year: 2026, total_qty: 120, total: 2_400_000 },
      { month: 10, year: 2026, total_qty: 95, total: 1_900_000 },
    ]),
    'GET /stockists/stats': ok({
      stockist_count: 1,
      stockist_purchases_sum: 18000,
      stockist_sales_sum: 9500.5,
    }),
    'GET /stockists/{id}/sales-stats': ok({ total_purchases: 18000, total_sales: 9500.5 }),
    'GET /stockists/all': ok(pageOf(stockists())),
    'GET /stockists/search': ok(pageOf([stockists()[0]!])),
    'GET /stockists/upgrades': ok(
      pageOf([
        stockistUpgrade(),
        stockistUpgrade({
          payment_id: 501,
          status: 'approved',
          stockist_package_name: 'Bronze Store',
          previous_package_name: 'Starter Store',
        }),
      ]),
    ),
    'GET /stockists/product-orders': ok(
      pageOf([stockistPurchase(), stockistPurchase({ id: 11, purchase_id: 11, status: 'approved' })]),
    ),
    'GET /payments/{id}/stockist-upgrade-history': ok(
      pageOf([
        {
          id: 1,
          payment_id: null,
          previous_package: 'Bronze Store',
          new_package: 'Silver Store',
          amount: 30000,
          payment_receipt: null,
          status: 'processing' as const,
          created_at: '2026-11-21T09:00:00.000Z',
        },
      ]),
    ),
    'GET /purchases/{id}/stock-details': ok([
      {
        product_id: 1,
        name: 'Kola Tea',
        product_purchase_id: 12,
        product_qty: 4,
        price: 2500,
        status: 'processing' as const,
        created_at: '2026-11-22T09:00:00.000Z',
      },
      {
        product_id: 2,
        name: 'Bitter Leaf Capsules',
        product_purchase_id: 12,
        product_qty: 2,
        price: 4000,
        status: 'processing' as const,
        created_at: '2026-11-22T09:00:00.000Z',
      },
    ]),
  };
}
