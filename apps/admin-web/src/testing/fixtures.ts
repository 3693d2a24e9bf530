import type { components } from '@kola/api';

type Admin = components['schemas']['Admin'];
type LoginResult = components['schemas']['LoginResult'];

export function admin(overrides: Partial<Admin> = {}): Admin {
  return {
    id: 1,
    email: 'admin@kola.ng',
    name: 'Back Office',
    enable_2fa: false,
    is_admin: true,
    ...overrides,
  };
}

export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    access_token: 'admin-session-1',
    token_type: 'Bearer',
    expires_at: null,
    login_token: null,
    email: 'admin@kola.ng',
    email_verified_at: '2025-01-01T10:00:00.000Z',
    enable_2fa: false,
    payment: 'approved',
    is_admin: true,
    ...overrides,
  };
}

type Package = components['schemas']['Package'];

/** Registration packages as GET /packages/all answers them (cheapest first, naira). */
export function packages(): Package[] {
  return [
    {
      id: 1,
      name: 'Starter',
      point_value: 10,
      registration_value: 12345,
      pickup_amount: 6000,
      matching_bonus_cap: 0,
    },
    {
      id: 2,
      name: 'Silver',
      point_value: 20,
      registration_value: 70000,
      pickup_amount: 35000,
      matching_bonus_cap: 20000,
    },
    {
      id: 3,
      name: 'Gold',
      point_value: 40,
      registration_value: 140000,
      pickup_amount: 70000,
      matching_bonus_cap: 50000,
    },
  ];
}

type User = components['schemas']['User'];
type PageMeta = components['schemas']['PageMeta'];

/** A member as GET /users lists it. */
export function member(overrides: Partial<User> = {}): User {
  return {
    uuid: '5b0a8f8e-1111-4c3a-9d52-000000000001',
    first_name: 'Ada',
    last_name: 'Okafor',
    username: 'ada',
    email: 'ada@example.com',
    phone: '08030000001',
    package_id: 2,
    package_name: 'Silver',
    reg_package_id: 2,
    rank_id: null,
    created_at: '2026-03-10T09:00:00.000Z',
    is_stockist: 0,
    photo_path: null,
    withdrawal_amount: 0,
    status: 'active',
    ...overrides,
  };
}

/** Five members in every state: active, inactive (not paid), expired, a stockist. */
export function members(): User[] {
  return [
    member(),
    member({
      uuid: '5b0a8f8e-1111-4c3a-9d52-000000000002',
      first_name: 'Bola',
      last_name: 'Adeyemi',
      username: 'bola',
      email: 'bola@example.com',
      is_stockist: 1,
      package_name: 'Gold',
    }),
    member({
      uuid: '5b0a8f8e-1111-4c3a-9d52-000000000003',
      first_name: 'Dayo',
      last_name: 'Bello',
      username: 'dayo',
      email: 'dayo@example.com',
      status: 'inactive',
      package_name: 'Starter',
    }),
    member({
      uuid: '5b0a8f8e-1111-4c3a-9d52-000000000004',
      first_name: 'Emeka',
      last_name: 'Eze',
      username: 'emeka',
      email: 'emeka@example.com',
      status: 'expired',
      package_name: 'Starter',
    }),
  ];
}

/** One page of rows with the paging fields the API sends. */
export function pageOf<T>(rows: T[], meta: Partial<PageMeta> = {}): PageMeta & { data: T[] } {
  return { current_page: 1, last_page: 1, per_page: 20, total: rows.length, ...meta, data: rows };
}
