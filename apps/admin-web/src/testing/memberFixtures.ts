import type { components } from '@kola/api';
import { ok, type StubRoutes } from '@kola/app-shell/testing';
import { admin, member, pageOf } from './fixtures';

type Schemas = components['schemas'];

/** Ada, active, with a bank account on file, two direct downlines and a little money. */
export const ADA = member({ rank_id: 2 });

/** Bola, an active member who runs an approved store. */
export const BOLA = member({
  uuid: '5b0a8f8e-1111-4c3a-9d52-000000000002',
  first_name: 'Bola',
  last_name: 'Adeyemi',
  username: 'bola',
  email: 'bola@example.com',
  is_stockist: 1,
  package_name: 'Gold',
});

/** Dayo registered and has not paid. */
export const DAYO = member({
  uuid: '5b0a8f8e-1111-4c3a-9d52-000000000003',
  first_name: 'Dayo',
  last_name: 'Bello',
  username: 'dayo',
  email: 'dayo@example.com',
  status: 'inactive',
  package_name: 'Starter',
});

export function profile(overrides: Partial<Schemas['Profile']> = {}): Schemas['Profile'] {
  return {
    address: '12 Allen Avenue, Ikeja',
    gender: 'female',
    photo_path: null,
    phone: '08030000001',
    bank_name: 'Access Bank',
    bank_account_name: 'ADA OKAFOR',
    bank_account_number: '0123456789',
    bank_code: '044',
    bank_editable: false,
    enable_2fa: false,
    ...overrides,
  };
}

const downline = (
  n: number,
  name: string,
  username: string,
  position: 'left' | 'right',
): Schemas['Downline'] => ({
  uuid: `7a2d3b4c-5e6f-4a70-8b91-00000000000${n}`,
  name,
  username,
  package: 'Starter',
  downlines: 0,
  email: `${username}@example.com`,
  photo_path: null,
  position,
  status: 'active',
});

const withdrawal = (
  id: number,
  amount: number,
  status: Schemas['Withdrawal']['status'],
  type = 'manual',
): Schemas['Withdrawal'] => ({
  id,
  amount,
  fee: 0,
  status,
  txn_status: null,
  withdrawal_type: type as Schemas['Withdrawal']['withdrawal_type'],
  created_at: '2026-03-01T10:00:00.000Z',
});

/** Every read of the member detail for `who`: a filled member (and store when a stockist). */
export function memberApi(who: Schemas['User'] = ADA): StubRoutes {
  return {
    'GET /auth/admin': ok(admin()),
    'GET /users/{uuid}/profile-details': ok({ ...who, address: '12 Allen Avenue, Ikeja', gender: 'female' }),
    'GET /users/{uuid}/upline-details': ok({
      package: 'Gold',
      first_name: 'Kola',
      last_name: 'Herbal',
      email: 'company@example.com',
      username: 'kolaherbal',
      photo_path: null,
    }),
    'GET /users/{uuid}/direct-downlines': ok([
      downline(1, 'Chidi Eze', 'chidi', 'left'),
      downline(2, 'Emeka Obi', 'emeka', 'right'),
    ]),
    'GET /users/{uuid}/profile': ok(profile()),
    'GET /payments/banks': ok([
      { bank: 'Access Bank', code: '044' },
      { bank: 'GTBank', code: '058' },
    ]),
    'GET /bonuses/{uuid}/wallet-balance': ok({
      total_bonus: 250000,
      total_withdrawals: 60000,
      total_wallet_payments: 0,
      wallet_balance: 190000,
    }),
    'GET /bonuses/{uuid}/referral-bonus': ok({ amount: 120000, count: 3 }),
    'GET /bonuses/{uuid}/placement-bonus': ok({ amount: 20000, count: 2 }),
    'GET /bonuses/{uuid}/bonus-stats': ok({
      matching_bonus: 60000,
      repurchase_bonus: 5000,
      unilevel_bonus: 40000,
      upgrade_bonus: 0,
      stockist_ref_bonus: 0,
      award_bonus: 5000,
    }),
    'GET /bonuses/{uuid}/total-bonus': ok({ amount: 250000 }),
    'GET /bonuses/{uuid}/global-profit': ok({ amount: 0, eligible: false }),
    'GET /bonuses/{uuid}/global-profits': ok([]),
    'GET /withdrawals/{uuid}/user-history': ok(pageOf([withdrawal(1, 60000, 'paid')], { per_page: 100 })),
    'GET /users/{uuid}/total-pv': ok(160),
    'GET /settings/all': ok({ unit_point_value: 1000 }),
    'GET /incentive-claims/{uuid}/claims': ok([]),
    'GET /incentive-claims/{uuid}/current-incentive': ok(null),
    'GET /ranks/current-rank-badge/{id}': ok({ id: 2, name: 'Star', points: 100 }),
    'GET /purchases/user/{uuid}/history': ok(
      pageOf(
        [
          {
            id: 12,
            purchase_id: 40,
            pickup_type: 'registration_pickup',
            stockist_id: 3,
            store_name: 'Chidi Herbal Store',
            store_address: '4 Market Road',
            store_state: 'lagos',
            store_phone: '08031112222',
            total_quantity: 2,
            total_price: 9000,
            total_points: 0,
            payment_mode: 'card',
            status: 'approved',
            created_at: '2026-03-02T10:00:00.000Z',
          },
        ],
        { per_page: 100 },
      ),
    ),
    'GET /stockists/user/{uuid}/single': ok({
      id: 7,
      uuid: BOLA.uuid,
      username: 'bola',
      store_name: 'Bola Wellness Hub',
      store_address: '9 Ring Road',
      store_state: 'oyo',
      store_phone: '08035556666',
      stockist_package_id: 1,
      stockist_package_name: 'Basic Stockist',
      stockist_status: 'approved',
      stockist_created_at: '2026-01-05T10:00:00.000Z',
    }),
    'GET /purchases/vendor/{id}/processed-orders': ok(pageOf([], { per_page: 100 })),
    'GET /stockists/{id}/stats': ok({ package: 'Basic Stockist', rebate: 5, rebate_bonus: 4500 }),
    'GET /stockists/{id}/stock': ok([
      { product_id: 1, name: 'Moringa Tea', image: null, cost_price: 4500, quantity: 40, in_stock: true },
    ]),
    'GET /stockists/{id}/rebate-earnings': ok([
      { month: '2026-02', value: 4500, created_at: '2026-02-01T00:00:00Z' },
    ]),
    'GET /purchases/stockist/{uuid}/history': ok(pageOf([], { per_page: 100 })),
  };
}
